/**
 * ARCA's electronic invoicing as its SOAP services speak it, at configurable URLs: WSAA (sign in
 * with the platform's certificate, to which each transporter delegates `wsfe`) and WSFEv1 (the
 * last number of a point of sale, a CAE for one invoice, and an invoice ARCA authorized). Homologación or production on a
 * hosted project, the local fake (packages/fake-arca) with `npm run dev` and in the tests.
 * Web-standard only: fetch, Web Crypto, AbortSignal.timeout.
 */
import { loginTicketRequest, signCms } from './arca-cms.ts';
import type { Env } from './http.ts';
import { escapeXml, unescapeXml, xmlElements, xmlTag } from './xml.ts';

export interface ArcaConfig {
  /** https://wsaahomo.afip.gov.ar/ws/services/LoginCms, or production's wsaa.afip.gov.ar. */
  wsaaUrl: string;
  /** https://wswhomo.afip.gov.ar/wsfev1/service.asmx, or servicios1.afip.gov.ar in production. */
  wsfeUrl: string;
  certificatePem: string;
  /** PKCS#8 (openssl pkcs8 -topk8 -nocrypt turns ARCA's usual RSA key into it). */
  privateKeyPem: string;
  timeoutMs: number;
}

/** The configuration from the function's secrets; null while the certificate or key is missing. */
export function arcaConfig(env: Env): ArcaConfig | null {
  const certificatePem = env.ARCA_CERTIFICATE ?? '';
  const privateKeyPem = env.ARCA_PRIVATE_KEY ?? '';
  if (!certificatePem || !privateKeyPem) return null;
  return {
    wsaaUrl: env.ARCA_WSAA_URL ?? 'https://wsaahomo.afip.gov.ar/ws/services/LoginCms',
    wsfeUrl: env.ARCA_WSFE_URL ?? 'https://wswhomo.afip.gov.ar/wsfev1/service.asmx',
    // Secrets set from a file keep their line breaks escaped.
    certificatePem: certificatePem.replace(/\\n/g, '\n'),
    privateKeyPem: privateKeyPem.replace(/\\n/g, '\n'),
    timeoutMs: Number(env.ARCA_TIMEOUT_MS ?? 15_000),
  };
}

/**
 * ARCA did not answer in time or was down ('unreachable'), refused the sign-in ('fault', with
 * WSAA's code) or the request (`errors`, with WSFE's codes).
 */
export class ArcaError extends Error {
  constructor(
    readonly kind: 'unreachable' | 'fault' | 'refused',
    message: string,
    readonly errors: readonly { code: number; msg: string }[] = [],
    readonly faultCode = '',
  ) {
    super(message);
  }
}

export interface Ticket {
  token: string;
  sign: string;
  expiresAt: string;
}

function items(xml: string, name: string): { code: number; msg: string }[] {
  return xmlElements(xml, name).map((inner) => ({
    code: Number(xmlTag(inner, 'Code')),
    msg: unescapeXml(xmlTag(inner, 'Msg') ?? ''),
  }));
}

async function post(url: string, action: string, body: string, timeoutMs: number) {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'text/xml; charset=utf-8', SOAPAction: `"${action}"` },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    if (response.status >= 500 && !/Fault>/.test(text)) {
      throw new ArcaError('unreachable', `ARCA respondió ${response.status}`);
    }
    return text;
  } catch (error) {
    if (error instanceof ArcaError) throw error;
    throw new ArcaError('unreachable', 'ARCA no respondió a tiempo');
  }
}

const soap = (body: string) =>
  '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">' +
  `<soap:Body>${body}</soap:Body></soap:Envelope>`;

/** WSAA's loginCms: a ticket for wsfe, valid 12 hours. */
export async function login(config: ArcaConfig, now = new Date()): Promise<Ticket> {
  const cms = await signCms(
    loginTicketRequest('wsfe', now),
    config.certificatePem,
    config.privateKeyPem,
  );
  const text = await post(
    config.wsaaUrl,
    '',
    soap(
      `<loginCms xmlns="http://wsaa.view.sua.dvadac.desein.afip.gov"><in0>${cms}</in0></loginCms>`,
    ),
    config.timeoutMs,
  );
  const fault = xmlTag(text, 'faultcode');
  if (fault !== null) {
    throw new ArcaError(
      'fault',
      unescapeXml(xmlTag(text, 'faultstring') ?? ''),
      [],
      fault.replace(/^\w+:/, ''),
    );
  }
  const ticket = unescapeXml(xmlTag(text, 'loginCmsReturn') ?? '');
  const token = xmlTag(ticket, 'token');
  const sign = xmlTag(ticket, 'sign');
  const expiresAt = xmlTag(ticket, 'expirationTime');
  if (!token || !sign || !expiresAt) throw new ArcaError('fault', 'WSAA no devolvió un ticket');
  return { token, sign, expiresAt };
}

const FE = 'http://ar.gov.afip.dif.FEV1/';
const auth = (ticket: Ticket, cuit: string) =>
  `<Auth><Token>${escapeXml(ticket.token)}</Token><Sign>${escapeXml(ticket.sign)}</Sign><Cuit>${cuit}</Cuit></Auth>`;

/** FECompUltimoAutorizado: the last number ARCA authorized (0 before the first). */
export async function lastAuthorized(
  config: ArcaConfig,
  ticket: Ticket,
  cuit: string,
  pointOfSale: number,
  type: number,
): Promise<number> {
  const text = await post(
    config.wsfeUrl,
    `${FE}FECompUltimoAutorizado`,
    soap(
      `<FECompUltimoAutorizado xmlns="${FE}">${auth(ticket, cuit)}<PtoVta>${pointOfSale}</PtoVta>` +
        `<CbteTipo>${type}</CbteTipo></FECompUltimoAutorizado>`,
    ),
    config.timeoutMs,
  );
  const errors = items(text, 'Err');
  if (errors.length > 0) throw new ArcaError('refused', errors[0].msg, errors);
  const number = Number(xmlTag(text, 'CbteNro'));
  if (!Number.isInteger(number))
    throw new ArcaError('unreachable', 'ARCA respondió algo inesperado');
  return number;
}

export interface InvoiceRequest {
  cuit: string;
  pointOfSale: number;
  /** 1 Factura A, 6 Factura B, 11 Factura C. */
  type: number;
  number: number;
  /** The receiver's CUIT (DocTipo 80). */
  receiverCuit: string;
  /** CondicionIVAReceptorId (RG 5616): 1 RI, 4 Exento, 5 Consumidor Final, 6 Monotributo. */
  receiverCondition: number;
  /** YYYYMMDD: the invoice's date, the service's first and last day, and when it is due. */
  date: string;
  serviceFrom: string;
  serviceTo: string;
  paymentDue: string;
  /** In pesos: a class C invoice has no IVA (net = total). */
  net: number;
  vat: number;
  total: number;
}

const amount = (value: number) => value.toFixed(2);

export type CaeAnswer =
  | { approved: true; cae: string; caeDue: string }
  | { approved: false; errors: { code: number; msg: string }[] };

/** FECAESolicitar for one invoice of services (Concepto 2) in pesos. */
export async function requestCae(
  config: ArcaConfig,
  ticket: Ticket,
  invoice: InvoiceRequest,
): Promise<CaeAnswer> {
  const vat =
    invoice.type === 11
      ? ''
      : `<Iva><AlicIva><Id>5</Id><BaseImp>${amount(invoice.net)}</BaseImp><Importe>${amount(invoice.vat)}</Importe></AlicIva></Iva>`;
  const text = await post(
    config.wsfeUrl,
    `${FE}FECAESolicitar`,
    soap(
      `<FECAESolicitar xmlns="${FE}">${auth(ticket, invoice.cuit)}<FeCAEReq>` +
        `<FeCabReq><CantReg>1</CantReg><PtoVta>${invoice.pointOfSale}</PtoVta><CbteTipo>${invoice.type}</CbteTipo></FeCabReq>` +
        `<FeDetReq><FECAEDetRequest><Concepto>2</Concepto><DocTipo>80</DocTipo><DocNro>${invoice.receiverCuit}</DocNro>` +
        `<CbteDesde>${invoice.number}</CbteDesde><CbteHasta>${invoice.number}</CbteHasta><CbteFch>${invoice.date}</CbteFch>` +
        `<ImpTotal>${amount(invoice.total)}</ImpTotal><ImpTotConc>0.00</ImpTotConc><ImpNeto>${amount(invoice.net)}</ImpNeto>` +
        `<ImpOpEx>0.00</ImpOpEx><ImpTrib>0.00</ImpTrib><ImpIVA>${amount(invoice.vat)}</ImpIVA>` +
        `<FchServDesde>${invoice.serviceFrom}</FchServDesde><FchServHasta>${invoice.serviceTo}</FchServHasta>` +
        `<FchVtoPago>${invoice.paymentDue}</FchVtoPago><MonId>PES</MonId><MonCotiz>1</MonCotiz>` +
        `<CondicionIVAReceptorId>${invoice.receiverCondition}</CondicionIVAReceptorId>${vat}` +
        `</FECAEDetRequest></FeDetReq></FeCAEReq></FECAESolicitar>`,
    ),
    config.timeoutMs,
  );
  const errors = [...items(text, 'Err'), ...items(text, 'Obs')];
  const cae = xmlTag(text, 'CAE') ?? '';
  const caeDue = xmlTag(text, 'CAEFchVto') ?? '';
  if (xmlTag(text, 'Resultado') === 'A' && /^\d{14}$/.test(cae) && /^\d{8}$/.test(caeDue)) {
    return { approved: true, cae, caeDue };
  }
  if (errors.length === 0) throw new ArcaError('unreachable', 'ARCA respondió algo inesperado');
  return { approved: false, errors };
}

/** An invoice as ARCA authorized it (FECompConsultar's ResultGet). */
export interface AuthorizedInvoice {
  receiverCuit: string;
  /** YYYYMMDD */
  date: string;
  total: number;
  net: number;
  vat: number;
  cae: string;
  /** YYYYMMDD */
  caeDue: string;
}

/** ARCA's code for "no such invoice" in FECompConsultar. */
const NOT_FOUND = 602;

/** FECompConsultar: the invoice ARCA authorized with this number, or null when there is none. */
export async function findInvoice(
  config: ArcaConfig,
  ticket: Ticket,
  cuit: string,
  pointOfSale: number,
  type: number,
  number: number,
): Promise<AuthorizedInvoice | null> {
  const text = await post(
    config.wsfeUrl,
    `${FE}FECompConsultar`,
    soap(
      `<FECompConsultar xmlns="${FE}">${auth(ticket, cuit)}<FeCompConsReq><CbteTipo>${type}</CbteTipo>` +
        `<CbteNro>${number}</CbteNro><PtoVta>${pointOfSale}</PtoVta></FeCompConsReq></FECompConsultar>`,
    ),
    config.timeoutMs,
  );
  const errors = items(text, 'Err');
  if (errors.some((e) => e.code === NOT_FOUND)) return null;
  if (errors.length > 0) throw new ArcaError('refused', errors[0].msg, errors);
  const result = xmlElements(text, 'ResultGet')[0];
  const cae = result === undefined ? null : xmlTag(result, 'CodAutorizacion');
  if (
    result === undefined ||
    xmlTag(result, 'Resultado') !== 'A' ||
    !cae ||
    !/^\d{14}$/.test(cae)
  ) {
    throw new ArcaError('unreachable', 'ARCA respondió algo inesperado');
  }
  return {
    receiverCuit: xmlTag(result, 'DocNro') ?? '',
    date: xmlTag(result, 'CbteFch') ?? '',
    total: Number(xmlTag(result, 'ImpTotal')),
    net: Number(xmlTag(result, 'ImpNeto')),
    vat: Number(xmlTag(result, 'ImpIVA')),
    cae,
    caeDue: xmlTag(result, 'FchVto') ?? '',
  };
}

/** Net and 21 % IVA of a freight's total in pesos; a class C invoice does not break IVA out. */
export function invoiceAmounts(total: number, type: number): { net: number; vat: number } {
  if (type === 11) return { net: total, vat: 0 };
  const net = Math.round((total / 1.21) * 100) / 100;
  return { net, vat: Math.round((total - net) * 100) / 100 };
}
