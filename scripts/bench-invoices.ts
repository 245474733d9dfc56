/**
 * 'Emitir factura' on PostgreSQL: from the transporter's call to the arca-invoices function to
 * its answer with the CAE, through the embedded backend and the local ARCA (WSAA's ticket kept,
 * the last number asked, the CAE asked, the invoice recorded). First one after another, then 20
 * at once on one point of sale: every one issued, numbered in sequence, none twice, none skipped.
 * Set-up (delivered listings, invoicing data) is not timed.
 */
import { performance } from 'node:perf_hooks';
import { makeCertificate } from '../packages/fake-arca/certificates';
import { startFakeArca } from '../packages/fake-arca/server';
import { DEMO_SHIPPER } from '../supabase/demo-accounts.ts';
import {
  startTestBackend,
  type TestBackend,
  type TestClient,
} from '../supabase/tests/support/backend';
import { insertDemoListing, invokeAs, signedUpClient } from '../supabase/tests/support/data-api';
import { startPgCluster } from './pg-cluster';
import { median, percentile } from './stats';

const RUNS = 50;
const AT_ONCE = 20;

async function deliveredFor(backend: TestBackend, transporterId: string): Promise<string> {
  const id = await insertDemoListing(backend.db, 'delivered');
  await backend.db.query('update public.cargo_listings set transporter_id = $2 where id = $1', [
    id,
    transporterId,
  ]);
  return id;
}

async function issue(client: TestClient, listingId: string): Promise<number> {
  const started = performance.now();
  const answer = await invokeAs(client, 'arca-invoices', { listingId });
  const elapsed = performance.now() - started;
  if (answer.status !== 200) throw new Error(`arca-invoices answered ${JSON.stringify(answer)}`);
  return elapsed;
}

export async function benchInvoices(): Promise<void> {
  const cluster = await startPgCluster();
  const platform = makeCertificate({ cuit: '30716549874', alias: 'bench' });
  const arca = await startFakeArca({ trusted: [platform.certificatePem] });
  try {
    const backend = await startTestBackend({
      rateLimits: false,
      dbUrl: cluster.url,
      functionSecrets: {
        ARCA_CERTIFICATE: platform.certificatePem,
        ARCA_PRIVATE_KEY: platform.privateKeyPem,
        ARCA_WSAA_URL: `${arca.url}/ws/services/LoginCms`,
        ARCA_WSFE_URL: `${arca.url}/wsfev1/service.asmx`,
      },
    });
    try {
      await backend.db.query(
        `insert into public.exchange_rates (effective_on, ars_per_eur) values (current_date - 1, 1100);
         insert into public.donor_registrations (shipper_id, entity_type, company_name, cuit,
           iibb_number, business_address, business_activity, loading_address, iva_condition)
         values ('${DEMO_SHIPPER.id}', 'persona_juridica', 'Bodega Andina S.A.', '30712345671',
           '901-1', 'San Martín 1', 'Vinos', 'Ruta 40', 'responsable_inscripto')
         on conflict (shipper_id) do update set iva_condition = 'responsable_inscripto'`,
      );
      const issuer = async (email: string, cuit: string) => {
        const person = await signedUpClient(backend, email, 'transporter', 'Bench');
        await backend.db.query(
          `insert into public.invoicing_settings (transporter_id, cuit, iva_condition, point_of_sale)
           values ($1, $2, 'responsable_inscripto', 1)`,
          [person.userId, cuit],
        );
        return person;
      };
      const one = await issuer('bench-facturas-1@example.com', '20123456786');
      const ids = [];
      for (let i = 0; i < RUNS; i += 1) ids.push(await deliveredFor(backend, one.userId));
      const times: number[] = [];
      for (const id of ids) times.push(await issue(one.client, id));

      const many = await issuer('bench-facturas-2@example.com', '20222222223');
      const together = await Promise.all(
        Array.from({ length: AT_ONCE }, () => deliveredFor(backend, many.userId)),
      );
      const started = performance.now();
      const each = await Promise.all(together.map((id) => issue(many.client, id)));
      const wall = performance.now() - started;
      const { rows } = await backend.db.query<{ number: string }>(
        'select number from public.invoices where transporter_id = $1 order by number',
        [many.userId],
      );
      const numbers = rows.map((row) => Number(row.number));
      const inSequence = numbers.every((n, i) => n === i + 1) && numbers.length === AT_ONCE;

      console.log(`\nFacturas por ARCA (PostgreSQL 15, ARCA local, vía HTTP)`);
      console.log(
        `  ${`${RUNS} de a una`.padEnd(34)} mediana ${median(times).toFixed(1)} ms · p95 ${percentile(times, 0.95).toFixed(1)} ms`,
      );
      console.log(
        `  ${`${AT_ONCE} a la vez, un punto de venta`.padEnd(34)} mediana ${median(each).toFixed(1)} ms · p95 ${percentile(each, 0.95).toFixed(1)} ms · todas en ${wall.toFixed(0)} ms`,
      );
      console.log(
        `  números: ${numbers[0]}…${numbers.at(-1)}, ${inSequence ? 'en secuencia, sin repetidos ni saltos' : `NO en secuencia: ${numbers.join(',')}`}`,
      );
      if (!inSequence) process.exitCode = 1;
    } finally {
      await backend.stop();
    }
  } finally {
    await arca.close();
    cluster.stop();
  }
}
