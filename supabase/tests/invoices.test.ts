/**
 * 'Emitir factura' end to end on PGlite and PostgreSQL: the arca-invoices function against the
 * local ARCA (packages/fake-arca). The shipment's transporter invoices it once it is delivered,
 * for the class and the pesos the database decides; both parties read the invoice, nobody else.
 * The attacks: another's shipment, one not delivered, twice, an amount from the browser, direct
 * writes, the service's RPCs, an aal1 session; ARCA down keeps the draft and no CAE; a CAE
 * authorized whose answer was lost is found at ARCA and kept, never issued twice; 20 issued at
 * once on one point of sale take 1 to 20, no number twice and none skipped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCertificate } from '../../packages/fake-arca/certificates.ts';
import { startFakeArca } from '../../packages/fake-arca/server.ts';
import { startTestBackend, type TestBackend, type TestClient } from './support/backend.ts';
import {
  DEMO_SHIPPER,
  DEMO_TRANSPORTER,
  enrolSecondFactor,
  insertDemoListing,
  invokeAs,
  signedInClient,
  signedUpClient,
} from './support/data-api.ts';

const RATE = 1500;
const PRICE = 1500; // insertDemoListing's price, in €
const TRANSPORTER_CUIT = '20123456786';
let arca: Awaited<ReturnType<typeof startFakeArca>>;
let backend: TestBackend;
let shipper: TestClient;
let transporter: TestClient;
let outsider: TestClient;

async function settings(
  transporterId: string,
  cuit: string,
  condition: string,
  pointOfSale: number,
) {
  await backend.db.query(
    `insert into public.invoicing_settings (transporter_id, cuit, iva_condition, point_of_sale)
     values ($1, $2, $3::public.iva_condition, $4)`,
    [transporterId, cuit, condition, pointOfSale],
  );
}

async function delivered(transporterId: string = DEMO_TRANSPORTER.id): Promise<string> {
  const id = await insertDemoListing(backend.db, 'delivered');
  await backend.db.query('update public.cargo_listings set transporter_id = $2 where id = $1', [
    id,
    transporterId,
  ]);
  return id;
}

const invoice = (client: TestClient, listingId: string, extra: Record<string, unknown> = {}) =>
  invokeAs(client, 'arca-invoices', { listingId, ...extra });

async function invoicesAsSuperuser(listingId: string) {
  const { rows } = await backend.db.query(
    `select status, invoice_type, number, amount_ars::float8 as amount, cae, last_error
     from public.invoices where listing_id = $1`,
    [listingId],
  );
  return rows;
}

async function requestsAsSuperuser(listingId: string) {
  const { rows } = await backend.db.query<{
    status: string;
    number: number | null;
    cae: string | null;
    receiver_cuit: string;
    requested_number: number;
  }>(
    `select status, number::int, cae, receiver_cuit, requested_number::int
     from public.invoices where listing_id = $1`,
    [listingId],
  );
  return rows;
}

beforeAll(async () => {
  const platform = makeCertificate({ cuit: '30716549874', alias: 'conectacargas' });
  arca = await startFakeArca({ trusted: [platform.certificatePem] });
  backend = await startTestBackend({
    rateLimits: false,
    functionSecrets: {
      ARCA_CERTIFICATE: platform.certificatePem,
      ARCA_PRIVATE_KEY: platform.privateKeyPem,
      ARCA_WSAA_URL: `${arca.url}/ws/services/LoginCms`,
      ARCA_WSFE_URL: `${arca.url}/wsfev1/service.asmx`,
      // How long the tests of an unanswered request wait; the fake's answers take milliseconds.
      ARCA_TIMEOUT_MS: '1000',
    },
  });
  await backend.db.query(
    `insert into public.exchange_rates (effective_on, ars_per_eur) values (public.today_in_argentina() - 1, $1)`,
    [RATE],
  );
  await backend.db.query(
    `insert into public.donor_registrations (shipper_id, entity_type, company_name, cuit,
       iibb_number, business_address, business_activity, loading_address, iva_condition)
     values ($1, 'persona_juridica', 'Bodega Andina S.A.', '30712345671', '901-1', 'San Martín 1',
       'Vinos', 'Ruta 40', 'responsable_inscripto')
     on conflict (shipper_id) do update set iva_condition = 'responsable_inscripto'`,
    [DEMO_SHIPPER.id],
  );
  await settings(DEMO_TRANSPORTER.id, TRANSPORTER_CUIT, 'responsable_inscripto', 5);
  shipper = (await signedInClient(backend, DEMO_SHIPPER.email)).client;
  transporter = (await signedInClient(backend, DEMO_TRANSPORTER.email)).client;
  outsider = (await signedUpClient(backend, 'otro-fletero@example.com', 'transporter', 'Otro'))
    .client;
});

afterAll(async () => {
  await backend.stop();
  await arca.close();
});

describe("the transporter's invoice", () => {
  it('is issued once delivered: Factura A for the pesos of the agreed price, read by both parties only', async () => {
    const id = await delivered();
    // What the browser adds is not what the database uses.
    const issued = await invoice(transporter, id, { amountArs: 1, invoiceType: 11 });
    expect(issued.status).toBe(200);
    expect(issued.body).toMatchObject({ status: 'issued', cae: expect.stringMatching(/^\d{14}$/) });
    expect(await invoicesAsSuperuser(id)).toEqual([
      expect.objectContaining({ status: 'issued', invoice_type: 1, amount: PRICE * RATE }),
    ]);
    const { rows: split } = await backend.db.query(
      'select net_ars::float8 as net, vat_ars::float8 as vat from public.invoices where listing_id = $1',
      [id],
    );
    expect(split).toEqual([{ net: 1_859_504.13, vat: 390_495.87 }]);
    for (const party of [shipper, transporter]) {
      const { data } = await party.from('invoices').select('number, cae').eq('listing_id', id);
      expect(data).toEqual([{ number: issued.body.number, cae: issued.body.cae }]);
    }
    expect((await outsider.from('invoices').select('cae')).data).toEqual([]);
    const { data: told } = await shipper
      .from('notifications')
      .select('title, body, link')
      .eq('kind', 'invoice_issued');
    expect(told).toContainEqual({
      title: 'Factura recibida',
      body: expect.stringContaining(
        `Factura A 00005-${String(issued.body.number).padStart(8, '0')} por el flete`,
      ),
      link: '/shipper-dashboard/invoices',
    });

    const twice = await invoice(transporter, id);
    expect(twice.status).toBeGreaterThanOrEqual(400);
    expect(String(twice.body.message)).toMatch(/ya tiene su factura/);
    expect(await invoicesAsSuperuser(id)).toHaveLength(1);
  });

  it("refuses another's shipment, one not delivered, the shipper, and changes nothing", async () => {
    const id = await delivered();
    expect((await invoice(outsider, id)).status).toBeGreaterThanOrEqual(400);
    expect((await invoice(shipper, id)).status).toBeGreaterThanOrEqual(400);
    const inTransit = await insertDemoListing(backend.db, 'in-transit');
    const early = await invoice(transporter, inTransit);
    expect(String(early.body.message)).toMatch(/una vez entregada/);
    expect(await invoicesAsSuperuser(id)).toEqual([]);
    expect(await invoicesAsSuperuser(inTransit)).toEqual([]);
  });

  it('lets no one write an invoice or call the service’s steps', async () => {
    const id = await delivered();
    expect((await invoice(transporter, id)).status).toBe(200);
    const before = await invoicesAsSuperuser(id);
    const update = await transporter
      .from('invoices')
      .update({ amount_ars: 1, cae: '12345678901234' })
      .eq('listing_id', id)
      .select();
    expect(update.error ?? update.data).not.toEqual([expect.anything()]);
    const forged = await transporter.rpc('begin_invoice', {
      p_listing_id: id,
      p_amount_ars: 1,
    } as never);
    expect(forged.error).not.toBeNull();
    const { data: row } = await transporter
      .from('invoices')
      .select('id')
      .eq('listing_id', id)
      .single();
    const invoiceId = row?.id ?? '';
    const steps = [
      transporter.rpc('record_invoice_issued', {
        p_invoice_id: invoiceId,
        p_number: 99,
        p_cae: '11111111111111',
        p_cae_due: '2099-01-01',
        p_issued_on: '2099-01-01',
        p_net_ars: 1,
        p_vat_ars: 0,
      } as never),
      transporter.rpc('record_invoice_request', { p_invoice_id: invoiceId, p_number: 99 } as never),
      transporter.rpc('record_invoice_failure', {
        p_invoice_id: invoiceId,
        p_error: 'x',
        p_unanswered: false,
      } as never),
    ];
    // Refused for want of the privilege, not for a wrong call.
    for (const step of await Promise.all(steps)) expect(step.error?.code).toBe('42501');
    const claim = await transporter.rpc('claim_invoice_numbering', { p_invoice_id: row?.id ?? '' });
    expect(claim.error).not.toBeNull();
    expect(await invoicesAsSuperuser(id)).toEqual(before);
  });

  it('says ARCA is down, keeps the draft without a CAE, and issues on the next try', async () => {
    const id = await delivered();
    arca.failNext('unavailable');
    const down = await invoice(transporter, id);
    expect(down.status).toBe(503);
    expect(String(down.body.message)).toMatch(/ARCA no responde: la factura quedó en borrador/);
    expect(await invoicesAsSuperuser(id)).toEqual([
      expect.objectContaining({ status: 'draft', cae: null, last_error: 'ARCA no responde' }),
    ]);
    expect((await invoice(transporter, id)).status).toBe(200);
    expect(await invoicesAsSuperuser(id)).toEqual([
      expect.objectContaining({ status: 'issued', last_error: null }),
    ]);
  });

  it('says the draft could not be read, asks ARCA for nothing, and issues on the next try', async () => {
    const id = await delivered();
    const lastBefore = arca.lastNumber(TRANSPORTER_CUIT, 5, 1);
    await backend.db.query('revoke select on public.invoices from service_role');
    let unread;
    try {
      unread = await invoice(transporter, id);
    } finally {
      await backend.db.query('grant select on public.invoices to service_role');
    }
    expect(unread.status).toBe(500);
    expect(String(unread.body.message)).toMatch(/^No se pudo leer el borrador de la factura/);
    expect(arca.lastNumber(TRANSPORTER_CUIT, 5, 1)).toBe(lastBefore);
    expect(await invoicesAsSuperuser(id)).toEqual([
      expect.objectContaining({
        status: 'draft',
        cae: null,
        last_error: 'No se pudo leer el borrador',
      }),
    ]);
    expect((await invoice(transporter, id)).status).toBe(200);
  });

  it('finds the invoice ARCA authorized when its answer was lost, and never issues a second one', async () => {
    const lost = await delivered();
    arca.failNext('answer-lost', 'FECAESolicitar');
    const unanswered = await invoice(transporter, lost);
    expect(unanswered.status).toBe(503);
    const [draft] = await requestsAsSuperuser(lost);
    expect(draft).toMatchObject({
      status: 'draft',
      cae: null,
      requested_number: expect.any(Number),
    });
    // ARCA did authorize it: that number is its last.
    expect(arca.lastNumber(TRANSPORTER_CUIT, 5, 1)).toBe(draft.requested_number);
    const retried = await invoice(transporter, lost);
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ number: draft.requested_number });
    expect(await requestsAsSuperuser(lost)).toEqual([
      expect.objectContaining({
        status: 'issued',
        number: draft.requested_number,
        requested_number: null,
      }),
    ]);
    expect(arca.lastNumber(TRANSPORTER_CUIT, 5, 1)).toBe(draft.requested_number);
  });

  it('issues the number again when the request never reached ARCA', async () => {
    const first = await delivered();
    const second = await delivered();
    arca.failNext('timeout', 'FECAESolicitar');
    expect((await invoice(transporter, first)).status).toBe(503);
    const [pending] = await requestsAsSuperuser(first);
    expect(arca.lastNumber(TRANSPORTER_CUIT, 5, 1)).toBe(pending.requested_number - 1);
    // Another invoice takes that number meanwhile; the first one's request is forgotten.
    expect((await invoice(transporter, second)).body).toMatchObject({
      number: pending.requested_number,
    });
    expect(await requestsAsSuperuser(first)).toEqual([
      expect.objectContaining({ status: 'draft', requested_number: null }),
    ]);
    expect((await invoice(transporter, first)).body).toMatchObject({
      number: pending.requested_number + 1,
    });
  });

  it('keeps the data of a draft whose request went unanswered', async () => {
    const id = await delivered();
    arca.failNext('timeout', 'FECAESolicitar');
    expect((await invoice(transporter, id)).status).toBe(503);
    const [before] = await requestsAsSuperuser(id);
    await backend.db.query(
      `update public.donor_registrations set cuit = '20111111112' where shipper_id = $1`,
      [DEMO_SHIPPER.id],
    );
    try {
      const { error } = await transporter.rpc('begin_invoice', { p_listing_id: id });
      expect(error).toBeNull();
      expect(await requestsAsSuperuser(id)).toEqual([before]);
    } finally {
      await backend.db.query(
        `update public.donor_registrations set cuit = '30712345671' where shipper_id = $1`,
        [DEMO_SHIPPER.id],
      );
    }
    expect((await invoice(transporter, id)).status).toBe(200);
  });

  it('is refused at aal1 to a transporter with a second factor', async () => {
    const strong = await signedUpClient(
      backend,
      'fletero-mfa@example.com',
      'transporter',
      'Fuerte',
    );
    await settings(strong.userId, '20111111112', 'monotributo', 1);
    await enrolSecondFactor(strong.client);
    const id = await delivered(strong.userId);
    const weak = await signedInClient(backend, 'fletero-mfa@example.com', 'otra-clave-2026');
    const refused = await invoice(weak.client, id);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify(refused.body)).toMatch(/insufficient_aal/);
    expect(await invoicesAsSuperuser(id)).toEqual([]);
  });
});

describe('20 invoices at once on one point of sale', () => {
  it('take 1 to 20: no number twice, none skipped', async () => {
    const fast = await signedUpClient(
      backend,
      'fletero-rapido@example.com',
      'transporter',
      'Rápido',
    );
    await settings(fast.userId, '20222222223', 'monotributo', 7);
    const ids = await Promise.all(Array.from({ length: 20 }, () => delivered(fast.userId)));
    const answers = await Promise.all(ids.map((id) => invoice(fast.client, id)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const { rows } = await backend.db.query<{ number: string }>(
      `select number from public.invoices where transporter_id = $1 order by number`,
      [fast.userId],
    );
    expect(rows.map((r) => Number(r.number))).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});
