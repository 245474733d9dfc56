/**
 * The cost of saved-search alerts on publishing: the median and p95 time of a shipper's listing
 * insert over HTTP (supabase-js, as the demo shipper) with no alerts and with 100,000 active
 * alerts of which 1,000 match it (5,000 transporters with 20 alerts each; 1,000 of them have one
 * that matches). The insert only queues the listing; then the queue's job, drain_alert_matches(),
 * is timed over the listings the runs queued, and each listing must have notified each of the
 * 1,000 owners exactly once. Runs on the embedded engine, or on PostgreSQL when
 * LOCAL_SUPABASE_DB_URL is set.
 */
import { performance } from 'node:perf_hooks';
import { DEMO_PASSWORD, DEMO_SHIPPER } from '../supabase/demo-accounts.ts';
import {
  createTestClient,
  startTestBackend,
  type TestBackend,
} from '../supabase/tests/support/backend';
import { daysFromToday } from '../src/testing/days-from-today';
import { median, percentile } from './stats';

const OWNERS = 5_000;
const ALERTS_EACH = 20;
const MATCHING = 1_000;
const RUNS = 40;
const WARMUP = 5;

/**
 * OWNERS transporters (auth users; the sign-up trigger gives them their role), ALERTS_EACH alerts
 * each, written as operator past the 20-alert trigger; the first MATCHING owners' first alert
 * searches 'mendoza', every other alert a term no listing has.
 */
async function seedAlerts(backend: TestBackend): Promise<void> {
  await backend.db.query(
    `insert into auth.users (id, email, raw_user_meta_data, created_at, updated_at)
     select gen_random_uuid(), 'alerta-' || i || '@example.test',
       '{"role": "transporter", "name": "Transportista de prueba"}', now(), now()
     from generate_series(1, $1::int) as i`,
    [OWNERS],
  );
  await backend.db.transaction(async (tx) => {
    await tx.exec('set local session_replication_role = replica');
    await tx.query(
      `insert into public.saved_alerts (owner_id, name, search)
       select u.id, 'Alerta ' || a,
         case when a = 1 and u.n <= $2 then 'mendoza' else 'ruta ' || u.n || '-' || a end
       from (
         select id, row_number() over (order by email) as n
         from auth.users where email like 'alerta-%@example.test'
       ) u
       cross join generate_series(1, $1::int) as a`,
      [ALERTS_EACH, MATCHING],
    );
  });
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
        pickup_date: daysFromToday(90),
        delivery_date: daysFromToday(92),
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
    const queued = async () => {
      const { rows } = await backend.db.query<{ n: number }>(
        'select count(*)::int as n from public.alert_match_queue',
      );
      return rows[0].n;
    };
    const report = (label: string, times: number[]) =>
      console.log(
        `   ${label.padEnd(44)} mediana ${median(times).toFixed(2).padStart(8)} ms · p95 ${percentile(times, 0.95).toFixed(2).padStart(8)} ms`,
      );

    await backend.runCronJobs();
    report('sin alertas', await timed());
    await backend.runCronJobs();

    const total = OWNERS * ALERTS_EACH;
    await seedAlerts(backend);
    await backend.db.exec('analyze public.saved_alerts');
    report(
      `${total.toLocaleString('es-AR')} alertas, ${MATCHING.toLocaleString('es-AR')} coinciden`,
      await timed(),
    );

    const listings = await queued();
    const before = await notifications();
    const started = performance.now();
    await backend.db.query('select public.drain_alert_matches($1)', [listings]);
    const drainMs = performance.now() - started;
    const written = (await notifications()) - before;
    console.log(
      `   vaciar la cola: ${listings} cargas en ${drainMs.toFixed(0)} ms (${(drainMs / listings).toFixed(1)} ms por carga), ${written.toLocaleString('es-AR')} notificaciones: ${written === listings * MATCHING ? `${MATCHING} por carga, una por dueño` : `ESPERADAS ${listings * MATCHING}`}`,
    );
    if (written !== listings * MATCHING) process.exitCode = 1;
  } finally {
    await backend.stop();
  }
}
