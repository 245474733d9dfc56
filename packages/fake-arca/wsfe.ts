/**
 * The local WSFEv1: FECompUltimoAutorizado (the last number per CUIT, point of sale and invoice
 * type), FECAESolicitar (one invoice a call), numbering strictly in sequence and answering a
 * 14-digit CAE due 10 days after the invoice date, and FECompConsultar (an authorized invoice as
 * ARCA keeps it, or 602 when there is none). It refuses as ARCA does, with its codes: 600
 * (a ticket it did not issue, or a CUIT that did not delegate wsfe to the platform), 10016 (not
 * the next number; a date outside N±10 days for services), 10246 (no CondicionIVAReceptorId,
 * RG 5616), 10242 (an unknown one), 10243 (one not valid for the invoice's class), 10048 (totals
 * that do not add up), 10049 (services without their dates).
 */
import { randomInt } from 'node:crypto';
import { xmlTag } from '../../supabase/functions/_shared/xml.ts';
import type { Ticket } from './wsaa.ts';

const NS = 'http://ar.gov.afip.dif.FEV1/';

/** CondicionIVAReceptorId → the classes it is valid for (ARCA's FEParamGetCondicionIvaReceptor). */
const RECEIVER_CLASSES: Readonly<Record<number, string>> = {
  1: 'AC',
  4: 'BC',
  5: 'BC',
  6: 'AC',
  7: 'BC',
  8: 'BC',
  9: 'BC',
  10: 'BC',
  13: 'AC',
  15: 'BC',
  16: 'AC',
};
const CLASS_OF: Readonly<Record<number, string>> = { 1: 'A', 6: 'B', 11: 'C' };

const numberTag = (xml: string, name: string) => {
  const text = xmlTag(xml, name);
  return text === null || text.trim() === '' ? null : Number(text);
};

const yyyymmdd = (date: Date) => date.toISOString().slice(0, 10).replace(/-/g, '');
const parseDay = (text: string) =>
  Date.UTC(Number(text.slice(0, 4)), Number(text.slice(4, 6)) - 1, Number(text.slice(6, 8)));
const DAY = 86_400_000;

export interface WsfeOptions {
  ticketFor(token: string, sign: string): Ticket | null;
  /** CUITs that delegated wsfe to the platform's CUIT; empty: any. */
  delegated: () => readonly string[];
  now: () => Date;
}

export type ErrorList = { code: number; msg: string }[];

function envelope(operation: string, result: string): string {
  return (
    '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">' +
    `<soap:Body><${operation}Response xmlns="${NS}"><${operation}Result>${result}</${operation}Result>` +
    `</${operation}Response></soap:Body></soap:Envelope>`
  );
}

const list = (outer: string, inner: string, items: ErrorList) =>
  items.length === 0
    ? ''
    : `<${outer}>${items.map((i) => `<${inner}><Code>${i.code}</Code><Msg>${i.msg}</Msg></${inner}>`).join('')}</${outer}>`;

/** What FECompConsultar answers of an authorized invoice: the request's detail, CAE and dates. */
interface Authorized {
  detail: string;
  cae: string;
  due: string;
  processed: string;
}

export function createWsfe(options: WsfeOptions) {
  const last = new Map<string, number>();
  const authorized = new Map<string, Authorized>();

  /** The represented CUIT of a request, or error 600. */
  function authorize(xml: string): { cuit: string } | ErrorList {
    const ticket = options.ticketFor(xmlTag(xml, 'Token') ?? '', xmlTag(xml, 'Sign') ?? '');
    const cuit = xmlTag(xml, 'Cuit') ?? '';
    if (!ticket) return [{ code: 600, msg: 'ValidacionDeToken: No validaron las credenciales' }];
    const delegated = options.delegated();
    if (cuit !== ticket.cuit && delegated.length > 0 && !delegated.includes(cuit)) {
      return [
        { code: 600, msg: `ValidacionDeToken: No aparecio CUIT en lista de relaciones: ${cuit}` },
      ];
    }
    return { cuit };
  }

  function lastAuthorized(xml: string): string {
    const auth = authorize(xml);
    const pointOfSale = numberTag(xml, 'PtoVta') ?? 0;
    const type = numberTag(xml, 'CbteTipo') ?? 0;
    const number = Array.isArray(auth) ? 0 : (last.get(`${auth.cuit}:${pointOfSale}:${type}`) ?? 0);
    return envelope(
      'FECompUltimoAutorizado',
      `<PtoVta>${pointOfSale}</PtoVta><CbteTipo>${type}</CbteTipo><CbteNro>${number}</CbteNro>` +
        list('Errors', 'Err', Array.isArray(auth) ? auth : []),
    );
  }

  /** What is wrong with one invoice, as ARCA's observations. */
  function observe(xml: string, type: number): ErrorList {
    const obs: ErrorList = [];
    const condition = numberTag(xml, 'CondicionIVAReceptorId');
    const invoiceClass = CLASS_OF[type] ?? '';
    if (condition === null) {
      obs.push({
        code: 10246,
        msg: 'Campo Condicion Frente al IVA del receptor es obligatorio conforme a lo reglamentado por la Resolucion General Nro 5616. Para mas informacion consular metodo FEParamGetCondicionIvaReceptor',
      });
    } else if (!(condition in RECEIVER_CLASSES)) {
      obs.push({
        code: 10242,
        msg: 'El campo Condicion IVA receptor no es un valor permitido. Consular metodo FEParamGetCondicionIvaReceptor',
      });
    } else if (!RECEIVER_CLASSES[condition].includes(invoiceClass)) {
      obs.push({
        code: 10243,
        msg: 'El campo Condicion Frente al IVA del receptor no es valido para la clase de comprobante informado. Consultar metodo FEParamGetCondicionIvaReceptor',
      });
    }
    const concept = numberTag(xml, 'Concepto');
    const date = xmlTag(xml, 'CbteFch') ?? yyyymmdd(options.now());
    const today = parseDay(yyyymmdd(options.now()));
    const window = concept === 1 ? 5 : 10;
    if (!/^\d{8}$/.test(date) || Math.abs(parseDay(date) - today) > window * DAY) {
      obs.push({
        code: 10016,
        msg: `Campo CbteFch Debe estar comprendido en el rango N-${window} y N+${window} siendo N la fecha de envio del pedido de autorizacion para ${concept === 1 ? '1 - Productos' : '2 - Servicios'}`,
      });
    }
    if (
      concept !== 1 &&
      !['FchServDesde', 'FchServHasta', 'FchVtoPago'].every((f) => xmlTag(xml, f))
    ) {
      obs.push({
        code: 10049,
        msg: 'Si el concepto es igual a 2 o 3 los campos FchServDesde, FchServHasta y FchVtoPago son obligatorios',
      });
    }
    const amounts = ['ImpTotConc', 'ImpNeto', 'ImpOpEx', 'ImpTrib', 'ImpIVA'].map(
      (f) => numberTag(xml, f) ?? 0,
    );
    const total = numberTag(xml, 'ImpTotal') ?? -1;
    if (Math.abs(amounts.reduce((a, b) => a + b, 0) - total) > 0.005) {
      obs.push({
        code: 10048,
        msg: 'El campo ImpTotal debe ser igual a la suma de ImpTotConc + ImpNeto + ImpOpEx + ImpTrib + ImpIVA',
      });
    }
    return obs;
  }

  function requestCae(xml: string): string {
    const auth = authorize(xml);
    const pointOfSale = numberTag(xml, 'PtoVta') ?? 0;
    const type = numberTag(xml, 'CbteTipo') ?? 0;
    const from = numberTag(xml, 'CbteDesde') ?? 0;
    const date = xmlTag(xml, 'CbteFch') ?? yyyymmdd(options.now());
    const cab = (result: string, cuit: string) =>
      `<FeCabResp><Cuit>${cuit}</Cuit><PtoVta>${pointOfSale}</PtoVta><CbteTipo>${type}</CbteTipo>` +
      `<FchProceso>${yyyymmdd(options.now())}120000</FchProceso><CantReg>1</CantReg>` +
      `<Resultado>${result}</Resultado><Reproceso>N</Reproceso></FeCabResp>`;
    const det = (result: string, obs: ErrorList, cae = '', due = '') =>
      `<FeDetResp><FECAEDetResponse><Concepto>${numberTag(xml, 'Concepto') ?? 0}</Concepto>` +
      `<DocTipo>${numberTag(xml, 'DocTipo') ?? 0}</DocTipo><DocNro>${xmlTag(xml, 'DocNro') ?? 0}</DocNro>` +
      `<CbteDesde>${from}</CbteDesde><CbteHasta>${from}</CbteHasta><CbteFch>${date}</CbteFch>` +
      `<Resultado>${result}</Resultado>${list('Observaciones', 'Obs', obs)}` +
      `<CAE>${cae}</CAE><CAEFchVto>${due}</CAEFchVto></FECAEDetResponse></FeDetResp>`;
    if (Array.isArray(auth)) {
      return envelope('FECAESolicitar', cab('R', '0') + list('Errors', 'Err', auth));
    }
    const key = `${auth.cuit}:${pointOfSale}:${type}`;
    if (from !== (last.get(key) ?? 0) + 1 || numberTag(xml, 'CbteHasta') !== from) {
      return envelope(
        'FECAESolicitar',
        cab('R', auth.cuit) +
          det('R', []) +
          list('Errors', 'Err', [
            {
              code: 10016,
              msg: 'El numero o fecha del comprobante no se corresponde con el proximo a autorizar. Consultar metodo FECompUltimoAutorizado.',
            },
          ]),
      );
    }
    const obs = observe(xml, type);
    if (obs.length > 0) return envelope('FECAESolicitar', cab('R', auth.cuit) + det('R', obs));
    last.set(key, from);
    const cae = `7${String(randomInt(0, 10 ** 9)).padStart(9, '0')}${String(randomInt(0, 10 ** 4)).padStart(4, '0')}`;
    const due = yyyymmdd(new Date(parseDay(date) + 10 * DAY));
    authorized.set(`${key}:${from}`, {
      detail:
        /<(?:\w+:)?FECAEDetRequest>([\s\S]*)<\/(?:\w+:)?FECAEDetRequest>/.exec(xml)?.[1] ?? '',
      cae,
      due,
      processed: `${yyyymmdd(options.now())}120000`,
    });
    return envelope('FECAESolicitar', cab('A', auth.cuit) + det('A', [], cae, due));
  }

  /** One authorized invoice (ResultGet), by point of sale, type and number. */
  function consult(xml: string): string {
    const auth = authorize(xml);
    if (Array.isArray(auth)) return envelope('FECompConsultar', list('Errors', 'Err', auth));
    const pointOfSale = numberTag(xml, 'PtoVta') ?? 0;
    const type = numberTag(xml, 'CbteTipo') ?? 0;
    const number = numberTag(xml, 'CbteNro') ?? 0;
    const found = authorized.get(`${auth.cuit}:${pointOfSale}:${type}:${number}`);
    if (!found) {
      return envelope(
        'FECompConsultar',
        list('Errors', 'Err', [
          {
            code: 602,
            msg: 'No existen datos en nuestros registros para los parametros ingresados.',
          },
        ]),
      );
    }
    return envelope(
      'FECompConsultar',
      `<ResultGet>${found.detail}<Resultado>A</Resultado><CodAutorizacion>${found.cae}</CodAutorizacion>` +
        `<EmisionTipo>CAE</EmisionTipo><FchVto>${found.due}</FchVto><FchProceso>${found.processed}</FchProceso>` +
        `<PtoVta>${pointOfSale}</PtoVta><CbteTipo>${type}</CbteTipo></ResultGet>`,
    );
  }

  return {
    lastAuthorized,
    requestCae,
    consult,
    lastNumber: (cuit: string, pointOfSale: number, type: number) =>
      last.get(`${cuit}:${pointOfSale}:${type}`) ?? 0,
  };
}
