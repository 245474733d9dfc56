/**
 * The ARCA adapter of the functions (supabase/functions/_shared/arca.ts) against the local ARCA:
 * a real CMS sign-in to WSAA and its refusals, WSFEv1's numbering and CAE, ARCA's error codes for
 * the receiver's IVA condition, the class and the dates, and failures on demand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginTicketRequest, signCms } from '../../supabase/functions/_shared/arca-cms.ts';
import {
  ArcaError,
  arcaConfig,
  findInvoice,
  invoiceAmounts,
  lastAuthorized,
  login,
  requestCae,
  type ArcaConfig,
  type InvoiceRequest,
  type Ticket,
} from '../../supabase/functions/_shared/arca.ts';
import { integer } from '../../supabase/functions/_shared/der.ts';
import { makeCertificate, type Certificate } from './certificates.ts';
import { startFakeArca } from './server.ts';
import { createWsfe } from './wsfe.ts';

const PLATFORM_CUIT = '30716549874';
const TRANSPORTER_CUIT = '20123456786';
let platform: Certificate;
let stranger: Certificate;
let arca: Awaited<ReturnType<typeof startFakeArca>>;
let config: ArcaConfig;
let ticket: Ticket;

const today = () => new Date().toISOString().slice(0, 10).replace(/-/g, '');
const dayOffset = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10).replace(/-/g, '');

function invoice(overrides: Partial<InvoiceRequest> = {}): InvoiceRequest {
  return {
    cuit: TRANSPORTER_CUIT,
    pointOfSale: 3,
    type: 1,
    number: 1,
    receiverCuit: '30712345671',
    receiverCondition: 1,
    date: today(),
    serviceFrom: dayOffset(-3),
    serviceTo: dayOffset(-1),
    paymentDue: dayOffset(30),
    ...invoiceAmounts(1210, 1),
    total: 1210,
    ...overrides,
  };
}

beforeAll(async () => {
  platform = makeCertificate({ cuit: PLATFORM_CUIT, alias: 'conectacargas' });
  stranger = makeCertificate({ cuit: '20999999995', alias: 'otro' });
  arca = await startFakeArca({
    trusted: [platform.certificatePem],
    delegated: [TRANSPORTER_CUIT, '27111111118'],
  });
  config = {
    wsaaUrl: `${arca.url}/ws/services/LoginCms`,
    wsfeUrl: `${arca.url}/wsfev1/service.asmx`,
    certificatePem: platform.certificatePem,
    privateKeyPem: platform.privateKeyPem,
    timeoutMs: 2000,
  };
  ticket = await login(config);
});

afterAll(async () => {
  await arca.close();
});

describe('WSAA', () => {
  it('signs in with a CMS of the trusted certificate, once while its ticket lasts', async () => {
    expect(ticket.token.length).toBeGreaterThan(20);
    expect(Date.parse(ticket.expiresAt) - Date.now()).toBeGreaterThan(11 * 3_600_000);
    await expect(login(config)).rejects.toMatchObject({
      kind: 'fault',
      faultCode: 'coe.alreadyAuthenticated',
    });
  });

  it('refuses a certificate it does not trust, and a signature by another key', async () => {
    const own = { ...config, ...stranger };
    await expect(login(own)).rejects.toMatchObject({ faultCode: 'cms.cert.untrusted' });
    const forged = { ...config, privateKeyPem: stranger.privateKeyPem };
    await expect(login(forged)).rejects.toMatchObject({ faultCode: 'cms.sign.invalid' });
  });

  it('makes a CMS whose content is the ticket request', async () => {
    const request = loginTicketRequest('wsfe', new Date('2026-11-29T12:00:00Z'));
    expect(request).toContain('<service>wsfe</service>');
    expect(request).toContain('<expirationTime>2026-11-29T12:10:00Z</expirationTime>');
    const cms = await signCms(request, platform.certificatePem, platform.privateKeyPem);
    expect(Buffer.from(cms, 'base64').includes(Buffer.from(request))).toBe(true);
  });
});

describe('WSFEv1', () => {
  it('numbers in sequence and answers a 14-digit CAE due 10 days after the date', async () => {
    expect(await lastAuthorized(config, ticket, TRANSPORTER_CUIT, 3, 1)).toBe(0);
    const first = await requestCae(config, ticket, invoice());
    expect(first).toMatchObject({ approved: true, cae: expect.stringMatching(/^\d{14}$/) });
    if (first.approved) expect(first.caeDue).toBe(dayOffset(10));
    expect(await lastAuthorized(config, ticket, TRANSPORTER_CUIT, 3, 1)).toBe(1);
    // Another point of sale and another type keep numbers of their own.
    expect(await lastAuthorized(config, ticket, TRANSPORTER_CUIT, 4, 1)).toBe(0);
    expect(await lastAuthorized(config, ticket, TRANSPORTER_CUIT, 3, 6)).toBe(0);
  });

  it('refuses a number that is not the next (10016), and gives one number once when asked at once', async () => {
    const repeated = await requestCae(config, ticket, invoice({ number: 1 }));
    expect(repeated).toMatchObject({ approved: false, errors: [{ code: 10016 }] });
    const next = (await lastAuthorized(config, ticket, TRANSPORTER_CUIT, 3, 1)) + 1;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => requestCae(config, ticket, invoice({ number: next }))),
    );
    expect(answers.filter((a) => a.approved)).toHaveLength(1);
    expect(await lastAuthorized(config, ticket, TRANSPORTER_CUIT, 3, 1)).toBe(next);
  });

  it("answers ARCA's codes for the receiver's condition, the class and the dates", async () => {
    const nextA = async () => (await lastAuthorized(config, ticket, TRANSPORTER_CUIT, 3, 1)) + 1;
    const refusal = async (overrides: Partial<InvoiceRequest>) =>
      requestCae(config, ticket, invoice({ number: await nextA(), ...overrides }));
    expect(await refusal({ receiverCondition: 5 })).toMatchObject({
      approved: false,
      errors: [{ code: 10243 }],
    });
    expect(await refusal({ receiverCondition: 99 })).toMatchObject({ errors: [{ code: 10242 }] });
    expect(await refusal({ date: dayOffset(11) })).toMatchObject({ errors: [{ code: 10016 }] });
    expect(await refusal({ total: 2000 })).toMatchObject({ errors: [{ code: 10048 }] });
    // A class C invoice (a Monotributista's) to a final consumer is fine.
    const c = await requestCae(
      config,
      ticket,
      invoice({ type: 11, receiverCondition: 5, total: 1000, ...invoiceAmounts(1000, 11) }),
    );
    expect(c.approved).toBe(true);
  });

  it('refuses a CUIT that did not delegate wsfe to the platform, and a made-up ticket (600)', async () => {
    await expect(lastAuthorized(config, ticket, '20222222223', 3, 1)).rejects.toMatchObject({
      kind: 'refused',
      errors: [{ code: 600 }],
    });
    const forged = { ...ticket, token: 'x'.repeat(40) };
    await expect(lastAuthorized(config, forged, TRANSPORTER_CUIT, 3, 1)).rejects.toBeInstanceOf(
      ArcaError,
    );
  });

  it('finds an authorized invoice as it was asked for, and answers 602 for one it does not hold', async () => {
    const number = (await lastAuthorized(config, ticket, TRANSPORTER_CUIT, 8, 1)) + 1;
    const asked = invoice({ pointOfSale: 8, number });
    const answer = await requestCae(config, ticket, asked);
    expect(await findInvoice(config, ticket, TRANSPORTER_CUIT, 8, 1, number)).toEqual({
      receiverCuit: asked.receiverCuit,
      date: asked.date,
      total: 1210,
      net: 1000,
      vat: 210,
      cae: answer.approved ? answer.cae : 'no',
      caeDue: answer.approved ? answer.caeDue : 'no',
    });
    expect(await findInvoice(config, ticket, TRANSPORTER_CUIT, 8, 1, number + 1)).toBeNull();
    expect(await findInvoice(config, ticket, TRANSPORTER_CUIT, 8, 6, number)).toBeNull();
  });

  it('authorizes and loses the answer on demand, and fails only the operation named', async () => {
    const number = (await lastAuthorized(config, ticket, TRANSPORTER_CUIT, 9, 1)) + 1;
    arca.failNext('answer-lost', 'FECAESolicitar');
    // Not this call: it is another operation.
    expect(await lastAuthorized(config, ticket, TRANSPORTER_CUIT, 9, 1)).toBe(number - 1);
    await expect(
      requestCae({ ...config, timeoutMs: 300 }, ticket, invoice({ pointOfSale: 9, number })),
    ).rejects.toMatchObject({ kind: 'unreachable' });
    expect(arca.lastNumber(TRANSPORTER_CUIT, 9, 1)).toBe(number);
    expect(await findInvoice(config, ticket, TRANSPORTER_CUIT, 9, 1, number)).not.toBeNull();
  });

  it('says ARCA is unreachable when it times out or is down', async () => {
    arca.failNext('timeout');
    await expect(
      lastAuthorized({ ...config, timeoutMs: 200 }, ticket, TRANSPORTER_CUIT, 3, 1),
    ).rejects.toMatchObject({ kind: 'unreachable' });
    arca.failNext('unavailable');
    await expect(requestCae(config, ticket, invoice({ number: 1 }))).rejects.toMatchObject({
      kind: 'unreachable',
    });
  });

  it('rejects an invoice without CondicionIVAReceptorId (10246, RG 5616)', () => {
    const wsfe = createWsfe({
      ticketFor: () => ({
        token: 't',
        sign: 's',
        cuit: TRANSPORTER_CUIT,
        service: 'wsfe',
        expiresAt: Infinity,
      }),
      delegated: () => [],
      now: () => new Date(),
    });
    const answer = wsfe.requestCae(
      `<Auth><Token>t</Token><Sign>s</Sign><Cuit>${TRANSPORTER_CUIT}</Cuit></Auth><PtoVta>9</PtoVta><CbteTipo>11</CbteTipo>` +
        `<Concepto>2</Concepto><CbteDesde>1</CbteDesde><CbteHasta>1</CbteHasta><CbteFch>${today()}</CbteFch>` +
        `<ImpTotal>100</ImpTotal><ImpNeto>100</ImpNeto><FchServDesde>${today()}</FchServDesde>` +
        `<FchServHasta>${today()}</FchServHasta><FchVtoPago>${today()}</FchVtoPago>`,
    );
    expect(answer).toContain('<Code>10246</Code>');
    expect(answer).toContain('<Resultado>R</Resultado>');
  });
});

describe('configuration', () => {
  it('reads the secrets, homologación by default, and nothing without certificate and key', () => {
    expect(arcaConfig({})).toBeNull();
    expect(arcaConfig({ ARCA_CERTIFICATE: 'c' })).toBeNull();
    expect(arcaConfig({ ARCA_CERTIFICATE: '-----BEGIN\\nX', ARCA_PRIVATE_KEY: 'k' })).toEqual({
      wsaaUrl: 'https://wsaahomo.afip.gov.ar/ws/services/LoginCms',
      wsfeUrl: 'https://wswhomo.afip.gov.ar/wsfev1/service.asmx',
      certificatePem: '-----BEGIN\nX',
      privateKeyPem: 'k',
      timeoutMs: 15_000,
    });
    expect(
      arcaConfig({
        ARCA_CERTIFICATE: 'c',
        ARCA_PRIVATE_KEY: 'k',
        ARCA_WSAA_URL: 'https://wsaa.afip.gov.ar/ws/services/LoginCms',
        ARCA_WSFE_URL: 'https://servicios1.afip.gov.ar/wsfev1/service.asmx',
        ARCA_TIMEOUT_MS: '5000',
      }),
    ).toMatchObject({
      wsfeUrl: 'https://servicios1.afip.gov.ar/wsfev1/service.asmx',
      timeoutMs: 5000,
    });
  });
});

describe('amounts and DER', () => {
  it('breaks 21 % IVA out of A and B, not out of C', () => {
    expect(invoiceAmounts(1210, 1)).toEqual({ net: 1000, vat: 210 });
    expect(invoiceAmounts(100, 6)).toEqual({ net: 82.64, vat: 17.36 });
    expect(invoiceAmounts(100, 11)).toEqual({ net: 100, vat: 0 });
  });

  it('encodes INTEGERs as DER does', () => {
    expect([...integer(1)]).toEqual([2, 1, 1]);
    expect([...integer(128)]).toEqual([2, 2, 0, 128]);
    expect([...integer(Uint8Array.of(0, 0, 5))]).toEqual([2, 1, 5]);
  });
});
