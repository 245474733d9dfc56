/**
 * The local WSAA: `loginCms` takes a CMS SignedData (base64) whose attached content is a login
 * ticket request, checks it was signed by the certificate it carries and that the certificate is
 * one this ARCA trusts, that the request is current and for a known service, and answers a
 * ticket (token and sign, 12 hours) as escaped XML in `loginCmsReturn`. Its refusals are SOAP
 * faults with WSAA's own codes (cms.bad, cms.sign.invalid, cms.cert.untrusted,
 * xml.expirationTime.expired, wsn.notFound, coe.alreadyAuthenticated).
 */
import { randomBytes, verify, X509Certificate } from 'node:crypto';
import { children, fromBase64, readElement } from '../../supabase/functions/_shared/der.ts';
import { escapeXml, xmlTag } from '../../supabase/functions/_shared/xml.ts';

export interface Ticket {
  token: string;
  sign: string;
  /** The CUIT of the certificate that signed in (serialNumber=CUIT …). */
  cuit: string;
  service: string;
  expiresAt: number;
}

export class WsaaFault extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const TICKET_MS = 12 * 60 * 60 * 1000;
const SERVICES = new Set(['wsfe']);

/** The content, certificate and signature of a CMS SignedData (content attached, no attributes). */
function readCms(der: Uint8Array) {
  const [, wrapped] = children(readElement(der));
  const [signedData] = children(wrapped);
  const parts = children(signedData);
  const [, encapsulated] = children(parts[2]);
  const content = children(encapsulated)[0].value;
  const certificate = children(parts[3])[0].bytes;
  const signerInfo = children(children(parts[4])[0]);
  return { content, certificate, signature: signerInfo[4].value };
}

export function createWsaa(options: { trusted: () => readonly string[]; now: () => Date }) {
  const tickets = new Map<string, Ticket>();

  function login(cmsBase64: string): Ticket {
    let cms: ReturnType<typeof readCms>;
    try {
      cms = readCms(fromBase64(cmsBase64.replace(/\s+/g, '')));
    } catch {
      throw new WsaaFault('cms.bad', 'El CMS no es valido');
    }
    let certificate: X509Certificate;
    try {
      certificate = new X509Certificate(cms.certificate);
    } catch {
      throw new WsaaFault('cms.cert.invalid', 'El certificado no es valido');
    }
    if (!verify('sha256', cms.content, certificate.publicKey, cms.signature)) {
      throw new WsaaFault('cms.sign.invalid', 'Firma inválida o algoritmo no soportado');
    }
    const trusted = options
      .trusted()
      .some((pem) => new X509Certificate(pem).fingerprint256 === certificate.fingerprint256);
    if (!trusted) {
      throw new WsaaFault('cms.cert.untrusted', 'Certificado no emitido por AC de confianza');
    }
    const request = new TextDecoder().decode(cms.content);
    const service = xmlTag(request, 'service');
    const expiration = Date.parse(xmlTag(request, 'expirationTime') ?? '');
    const generation = Date.parse(xmlTag(request, 'generationTime') ?? '');
    const now = options.now().getTime();
    if (!service || Number.isNaN(expiration) || Number.isNaN(generation)) {
      throw new WsaaFault('xml.bad', 'No se pudo interpretar el XML');
    }
    if (expiration < now) {
      throw new WsaaFault('xml.expirationTime.expired', 'El TRA ha expirado');
    }
    if (generation > now + 60_000) {
      throw new WsaaFault(
        'xml.generationTime.invalid',
        'generationTime posee formato o dato inválido',
      );
    }
    if (!SERVICES.has(service)) {
      throw new WsaaFault('wsn.notFound', 'No se encontro el servicio solicitado');
    }
    const cuit = /CUIT (\d{11})/.exec(certificate.subject)?.[1] ?? '';
    for (const ticket of tickets.values()) {
      if (ticket.cuit === cuit && ticket.service === service && ticket.expiresAt > now) {
        throw new WsaaFault(
          'coe.alreadyAuthenticated',
          'El CEE ya posee un TA valido para el acceso al WSN solicitado',
        );
      }
    }
    const ticket = {
      token: randomBytes(48).toString('base64'),
      sign: randomBytes(24).toString('base64'),
      cuit,
      service,
      expiresAt: now + TICKET_MS,
    };
    tickets.set(ticket.token, ticket);
    return ticket;
  }

  /** The ticket behind `token` and `sign`, if current. */
  function ticketFor(token: string, sign: string): Ticket | null {
    const ticket = tickets.get(token);
    return ticket && ticket.sign === sign && ticket.expiresAt > options.now().getTime()
      ? ticket
      : null;
  }

  return { login, ticketFor };
}

/** loginCmsReturn's ticket: the login ticket response, as escaped XML. */
export function loginResponse(ticket: Ticket, now: Date): string {
  const response =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><loginTicketResponse version="1.0">' +
    `<header><source>CN=wsaahomo, O=AFIP, C=AR, SERIALNUMBER=CUIT 33693450239</source>` +
    `<destination>SERIALNUMBER=CUIT ${ticket.cuit}</destination><uniqueId>${Math.floor(now.getTime() / 1000)}</uniqueId>` +
    `<generationTime>${now.toISOString()}</generationTime><expirationTime>${new Date(ticket.expiresAt).toISOString()}</expirationTime></header>` +
    `<credentials><token>${ticket.token}</token><sign>${ticket.sign}</sign></credentials></loginTicketResponse>`;
  return (
    '<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/">' +
    '<soapenv:Body><loginCmsResponse xmlns="http://wsaa.view.sua.dvadac.desein.afip.gov">' +
    `<loginCmsReturn>${escapeXml(response)}</loginCmsReturn></loginCmsResponse></soapenv:Body></soapenv:Envelope>`
  );
}

export function faultResponse(fault: WsaaFault): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/">' +
    `<soapenv:Body><soapenv:Fault><faultcode xmlns:ns1="http://xml.apache.org/axis/">ns1:${fault.code}</faultcode>` +
    `<faultstring>${escapeXml(fault.message)}</faultstring></soapenv:Fault></soapenv:Body></soapenv:Envelope>`
  );
}
