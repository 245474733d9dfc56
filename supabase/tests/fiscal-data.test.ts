/**
 * The fiscal data of invoicing, on PGlite and PostgreSQL: a transporter's 'Facturación
 * electrónica' (CUIT, IVA condition, point of sale) is his alone to read and write, in its
 * formats; a shipper cannot have one; the shipper's IVA condition is kept with 'Registro Dador'.
 * An aal1 session of a transporter with a second factor reads and writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend, type TestClient } from './support/backend.ts';
import {
  DEMO_SHIPPER,
  enrolSecondFactor,
  signedInClient,
  signedUpClient,
} from './support/data-api.ts';

let backend: TestBackend;
let transporter: TestClient;
let transporterId: string;
let other: TestClient;
let shipper: TestClient;

const GOOD = { cuit: '20123456786', iva_condition: 'monotributo', point_of_sale: 3 } as const;

beforeAll(async () => {
  backend = await startTestBackend({ rateLimits: false });
  ({ client: transporter, userId: transporterId } = await signedUpClient(
    backend,
    'facturador@example.com',
    'transporter',
    'Facturador',
  ));
  other = (await signedUpClient(backend, 'vecino@example.com', 'transporter', 'Vecino')).client;
  shipper = (await signedInClient(backend, DEMO_SHIPPER.email)).client;
});

afterAll(async () => {
  await backend.stop();
});

async function settingsAsSuperuser(id: string) {
  const { rows } = await backend.db.query(
    'select cuit, iva_condition, point_of_sale from public.invoicing_settings where transporter_id = $1',
    [id],
  );
  return rows[0] ?? null;
}

describe("a transporter's invoicing settings", () => {
  it('are his to save and change; nobody else reads or writes them', async () => {
    expect((await transporter.from('invoicing_settings').insert(GOOD)).error).toBeNull();
    const changed = await transporter
      .from('invoicing_settings')
      .update({ point_of_sale: 4, iva_condition: 'responsable_inscripto' })
      .eq('transporter_id', transporterId);
    expect(changed.error).toBeNull();
    const mine = { ...GOOD, iva_condition: 'responsable_inscripto', point_of_sale: 4 };
    expect(await settingsAsSuperuser(transporterId)).toEqual(mine);

    expect((await other.from('invoicing_settings').select('cuit')).data).toEqual([]);
    await other
      .from('invoicing_settings')
      .update({ point_of_sale: 9 })
      .eq('transporter_id', transporterId);
    const forged = await other
      .from('invoicing_settings')
      .insert({ ...GOOD, transporter_id: transporterId });
    expect(forged.error).not.toBeNull();
    const asShipper = await shipper.from('invoicing_settings').insert(GOOD);
    expect(asShipper.error).not.toBeNull();
    // Moving the row to someone else, or back-dating it, is not a column he may write.
    const moved = await transporter
      .from('invoicing_settings')
      .update({ transporter_id: (await other.auth.getUser()).data.user?.id })
      .eq('transporter_id', transporterId);
    expect(moved.error).not.toBeNull();
    expect(await settingsAsSuperuser(transporterId)).toEqual(mine);
  });

  it('refuse a wrong CUIT, a final consumer, a point of sale out of range or an over-long value', async () => {
    const before = await settingsAsSuperuser(transporterId);
    for (const bad of [
      { cuit: '20123456785' },
      { cuit: '2'.repeat(10_000) },
      { cuit: "20123456786' or '1'='1" },
      { iva_condition: 'consumidor_final' },
      { iva_condition: 'magnate' },
      { point_of_sale: 0 },
      { point_of_sale: 100_000 },
    ]) {
      const refused = await transporter
        .from('invoicing_settings')
        .update(bad as never)
        .eq('transporter_id', transporterId);
      expect(refused.error, JSON.stringify(bad).slice(0, 60)).not.toBeNull();
    }
    expect(await settingsAsSuperuser(transporterId)).toEqual(before);
  });
});

describe("the shipper's IVA condition", () => {
  it('is saved with Registro Dador, and only as one of ARCA’s conditions', async () => {
    const fresh = await signedUpClient(backend, 'dador-iva@example.com', 'shipper', 'Dador IVA');
    const saved = await fresh.client.from('donor_registrations').insert({
      entity_type: 'persona_juridica',
      company_name: 'Dador IVA S.A.',
      cuit: '30712345671',
      iibb_number: '901-123456-7',
      business_address: 'San Martín 1234, Mendoza',
      business_activity: 'Vinos',
      loading_address: 'Ruta 40 km 12',
      iva_condition: 'responsable_inscripto',
    });
    expect(saved.error).toBeNull();
    const bad = await fresh.client
      .from('donor_registrations')
      .update({ iva_condition: 'magnate' as never })
      .eq('shipper_id', fresh.userId);
    expect(bad.error).not.toBeNull();
    const { rows } = await backend.db.query(
      'select iva_condition from public.donor_registrations where shipper_id = $1',
      [fresh.userId],
    );
    expect(rows).toEqual([{ iva_condition: 'responsable_inscripto' }]);
  });
});

describe('an aal1 session of a transporter with a second factor', () => {
  it('reads and writes no invoicing settings', async () => {
    const strong = await signedUpClient(
      backend,
      'fuerte-fiscal@example.com',
      'transporter',
      'Fuerte',
    );
    await enrolSecondFactor(strong.client);
    expect((await strong.client.from('invoicing_settings').insert(GOOD)).error).toBeNull();
    const weak = await signedInClient(backend, 'fuerte-fiscal@example.com', 'otra-clave-2026');
    expect((await weak.client.from('invoicing_settings').select('cuit')).data ?? []).toEqual([]);
    await weak.client
      .from('invoicing_settings')
      .update({ point_of_sale: 99 })
      .eq('transporter_id', strong.userId);
    expect(await settingsAsSuperuser(strong.userId)).toEqual(GOOD);
  });
});
