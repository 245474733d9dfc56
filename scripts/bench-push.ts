/**
 * Push fan-out (issue 39): a listing published for 1,000 transporters, each with a saved alert it
 * matches and a device subscribed to push. Timed from the publication to the last push taken by
 * the local push service: the alert queue's drain writes the 1,000 notifications (one
 * transaction, one wake of the push-notifications function), and the function encrypts and posts
 * each push (RFC 8291, VAPID), 200 a call, woken again by the database for the rest (pg_net's
 * queue is sent here by each run of the jobs, as its worker sends it on a hosted project). Each device must get exactly one push, and a sample must decrypt
 * to the title and link alone. Runs on the embedded engine, or on PostgreSQL when
 * LOCAL_SUPABASE_DB_URL is set.
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import {
  decryptPush,
  newBrowserKeys,
  type BrowserKeys,
} from '../packages/fake-push/browser-keys.ts';
import { startFakePushService } from '../packages/fake-push/server.ts';
import { DEMO_PASSWORD, DEMO_SHIPPER } from '../supabase/demo-accounts.ts';
import { createTestClient, startTestBackend } from '../supabase/tests/support/backend';
import { daysFromToday } from '../src/testing/days-from-today';

const SUBSCRIBERS = 1_000;
const SAMPLE = 20;

export async function benchPush(): Promise<void> {
  const engine = process.env.LOCAL_SUPABASE_DB_URL ? 'PostgreSQL' : 'PGlite (embebido)';
  const fake = await startFakePushService();
  const backend = await startTestBackend({ rateLimits: false });
  try {
    // The seed's listings leave the alert queue, and the Vault secrets the wake reads are
    // written, before anyone has an alert.
    await backend.runCronJobs();
    await backend.db.query(
      `insert into auth.users (id, email, raw_user_meta_data, created_at, updated_at)
       select gen_random_uuid(), 'push-' || i || '@example.test',
         '{"role": "transporter", "name": "Transportista de prueba"}', now(), now()
       from generate_series(1, $1::int) as i`,
      [SUBSCRIBERS],
    );
    const { rows: owners } = await backend.db.query<{ id: string }>(
      `select id from auth.users where email like 'push-%@example.test' order by email`,
    );
    await backend.db.query(
      `insert into public.saved_alerts (owner_id, name, search)
       select id, 'Vinos', 'mendoza' from auth.users where email like 'push-%@example.test'`,
    );
    const keys = new Map<string, BrowserKeys>();
    for (const [i, owner] of owners.entries()) {
      const browser = await newBrowserKeys();
      keys.set(`device-${i}`, browser);
      await backend.db.query(
        `insert into public.push_subscriptions (user_id, endpoint, p256dh, auth_secret)
         values ($1, $2, $3, $4)`,
        [owner.id, fake.endpoint(`device-${i}`), browser.p256dh, browser.auth],
      );
    }

    const shipper = createTestClient(backend);
    const signIn = await shipper.auth.signInWithPassword({
      email: DEMO_SHIPPER.email,
      password: DEMO_PASSWORD,
    });
    if (signIn.error) throw signIn.error;

    const started = performance.now();
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
    // The drain job, then pg_net's calls of the function (200 pushes each, woken again by the
    // database while more are due), each answering once its pushes are posted.
    const arrived = () => [...keys.keys()].filter((id) => fake.received(id).length > 0).length;
    let calls = 0;
    for (; calls < 20 && arrived() < SUBSCRIBERS; calls += 1) await backend.runCronJobs();
    const totalMs = performance.now() - started;

    const received = [...keys.keys()].map((id) => fake.received(id));
    const once = received.filter((pushes) => pushes.length === 1).length;
    const times = received.flat().map((push) => push.receivedAt.getTime());
    const spanMs = times.length ? Math.max(...times) - Math.min(...times) : 0;
    const sample = [...keys.entries()].slice(0, SAMPLE);
    let readable = 0;
    for (const [id, browser] of sample) {
      const [push] = fake.received(id);
      if (!push) continue;
      const message = JSON.parse(await decryptPush(push.body, browser)) as Record<string, unknown>;
      if (Object.keys(message).sort().join() === 'link,title') readable += 1;
    }

    console.log(
      `\nPush: una carga para ${SUBSCRIBERS.toLocaleString('es-AR')} suscriptores (${engine})`,
    );
    console.log(
      `   de la publicación al último push entregado al servicio: ${totalMs.toFixed(0)} ms (${calls} pasadas de pg_cron y pg_net)`,
    );
    console.log(
      `   entre el primer push y el último: ${spanMs.toFixed(0)} ms (${(spanMs / Math.max(times.length, 1)).toFixed(2)} ms por push)`,
    );
    console.log(
      `   ${once.toLocaleString('es-AR')} de ${SUBSCRIBERS.toLocaleString('es-AR')} dispositivos con exactamente un push; ${readable} de ${sample.length} descifrados: solo título y enlace`,
    );
    if (once !== SUBSCRIBERS || readable !== sample.length) process.exitCode = 1;
  } finally {
    await backend.stop();
    await fake.close();
  }
}

// `npm run bench:push` runs this part alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchPush();
