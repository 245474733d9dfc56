/**
 * The cost of saved-search alerts on publishing: the median time of a shipper's listing insert
 * over HTTP (supabase-js, as the demo shipper) with no alerts, with 1,000 active alerts that do
 * not match it, and with 1,000 that all match (1,000 notifications written by the trigger in the
 * same transaction). One alert per transporter, as many transporters as alerts, written as operator.
 * Runs on the embedded engine, or on PostgreSQL when LOCAL_SUPABASE_DB_URL is set.
 */
import { performance } from 'node:perf_hooks';
import { DEMO_PASSWORD, DEMO_SHIPPER } from '../supabase/demo-accounts.ts';
import {
  createTestClient,
  startTestBackend,
  type TestBackend,
} from '../supabase/tests/support/backend';
import { median, percentile } from './stats';

const ALERTS = 1_000;
const RUNS = 40;
const WARMUP = 5;

/** `count` transporters (auth users; the sign-up trigger gives them their role), one alert each. */
async function seedAlerts(backend: TestBackend, count: number, search: string): Promise<void> {
  await backend.db.query('delete from public.saved_alerts');
  await backend.db.query(
    `with transporters as (
       insert into auth.users (id, email, raw_user_meta_data, created_at, updated_at)
       select gen_random_uuid(), 'alerta-' || gen_random_uuid() || '@example.test',
         '{"role": "transporter", "name": "Transportista de prueba"}', now(), now()
       from generate_series(1, $1::int)
       returning id
     )
     insert into public.saved_alerts (owner_id, name, search)
     select id, 'Alerta de prueba', $2 from transporters`,
    [count, search],
  );
}

export async function benchAlerts(): Promise<void> {
  const engine = process.env.LOCAL_SUPABASE_DB_URL ? 'PostgreSQL' : 'PGlite (embebido)';
  const backend = await startTestBackend({ rateLimits: false });
  try {
    const shipper = createTestClient(backend);
    const { error: signInError } = await shipper.auth.signInWithPassword({
      email: DEMO_SHIPPER.email,
      password: DEMO_PASSWORD,
    });
    if (signInError) throw signInError;

    const publish = async () => {
      const { error } = await shipper.from('cargo_listings').insert({
        title: 'Vinos de Mendoza',
        description: 'Cajas paletizadas',
        origin: 'Luján de Cuyo',
        destination: 'Rosario',
        weight_kg: 12000,
        pickup_date: '2027-03-01',
        delivery_date: '2027-03-03',
        price: 2500,
        cargo_type: 'wine',
        load_type: 'dry',
      });
      if (error) throw new Error(`insert failed: ${error.message}`);
    };
    const timed = async () => {
      const times: number[] = [];
      for (let i = 0; i < WARMUP + RUNS; i += 1) {
        const started = performance.now();
        await publish();
        if (i >= WARMUP) times.push(performance.now() - started);
      }
      return times;
    };
    const notifications = async () => {
      const { rows } = await backend.db.query<{ n: number }>(
        "select count(*)::int as n from public.notifications where kind = 'alert_match'",
      );
      return rows[0].n;
    };

    console.log(
      `\nPublicar una carga vía HTTP (${engine}) con alertas guardadas — ${RUNS} ejecuciones`,
    );
    const cases: [string, number, string][] = [
      ['sin alertas', 0, ''],
      [
        `${ALERTS.toLocaleString('es-AR')} alertas activas, ninguna coincide`,
        ALERTS,
        'rosario zzz',
      ],
      [`${ALERTS.toLocaleString('es-AR')} alertas activas, todas coinciden`, ALERTS, 'mendoza'],
    ];
    for (const [label, count, search] of cases) {
      await seedAlerts(backend, count, search);
      const before = await notifications();
      const times = await timed();
      const written = (await notifications()) - before;
      console.log(
        `   ${label.padEnd(44)} mediana ${median(times).toFixed(2).padStart(8)} ms · p95 ${percentile(times, 0.95).toFixed(2).padStart(8)} ms · ${written / (WARMUP + RUNS)} notificaciones por carga`,
      );
    }
  } finally {
    await backend.stop();
  }
}
