/**
 * Web Push for the bell's notifications (migration push_notifications). `{"action":
 * "public-key"}` answers anyone the server's VAPID public key, which the browser subscribes with.
 * Any other call is for the database alone (its trigger and its job call it with the service role
 * key through pg_net): it claims the deliveries due, posts each to its push service encrypted for
 * that browser (the title and the app link, nothing else) and reports back which were sent and
 * which subscriptions are gone. A call sends at most BATCH × ROUNDS (hosted gives a function 2 s
 * of CPU); when its last round was full, the database wakes it again for the rest.
 */
import { json, preflight, type Env } from '../_shared/http.ts';
import { rpcAsService } from '../_shared/rest.ts';
import { sameText } from '../_shared/same-text.ts';
import {
  sendPush,
  vapidAuthorizations,
  type PushOutcome,
  type VapidKeys,
} from '../_shared/web-push.ts';

interface Delivery {
  id: number;
  endpoint: string;
  p256dh: string;
  auth_secret: string;
  title: string;
  link: string;
}

/**
 * Claimed per round, and rounds per call: 200 pushes stay well inside hosted's 2 s of CPU
 * (npm run bench:push: 2.2 ms a push here, the push service's work included).
 */
const BATCH = 100;
const ROUNDS = 2;
/**
 * Pushes in flight at once: a push service answers in tens of milliseconds, so 1,000 pushes one
 * at a time would take most of a minute (npm run bench:push: 2.2 ms a push here with 50).
 */
const PARALLEL = 50;

function vapidKeys(env: Env): VapidKeys | null {
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT } = env;
  if (!VAPID_PUBLIC_KEY || !VAPID_PRIVATE_KEY || !VAPID_SUBJECT) return null;
  return { publicKey: VAPID_PUBLIC_KEY, privateKey: VAPID_PRIVATE_KEY, subject: VAPID_SUBJECT };
}

async function sendAll(
  deliveries: Delivery[],
  authorization: (endpoint: string) => Promise<string>,
): Promise<PushOutcome[]> {
  const outcomes: PushOutcome[] = [];
  for (let i = 0; i < deliveries.length; i += PARALLEL) {
    outcomes.push(
      ...(await Promise.all(
        deliveries
          .slice(i, i + PARALLEL)
          .map(async (d) =>
            sendPush(
              d.endpoint,
              { p256dh: d.p256dh, auth: d.auth_secret },
              { title: d.title, link: d.link },
              await authorization(d.endpoint),
            ),
          ),
      )),
    );
  }
  return outcomes;
}

async function drain(env: Env, keys: VapidKeys): Promise<Response> {
  const counts = { sent: 0, gone: 0, failed: 0 };
  const authorization = vapidAuthorizations(keys);
  for (let round = 0; round < ROUNDS; round += 1) {
    const due = await rpcAsService<Delivery[]>(env, 'claim_push_deliveries', { p_limit: BATCH });
    if (!due.ok) return json(500, { message: 'No se pudieron leer los envíos pendientes' });
    if (due.data.length === 0) break;
    const outcomes = await sendAll(due.data, authorization);
    const ids = (outcome: PushOutcome) =>
      due.data.filter((_, i) => outcomes[i] === outcome).map((d) => d.id);
    const finished = await rpcAsService<null>(env, 'finish_push_deliveries', {
      p_sent: ids('sent'),
      p_gone: ids('gone'),
      p_continue: round === ROUNDS - 1 && due.data.length === BATCH,
    });
    if (!finished.ok) return json(500, { message: 'No se pudo registrar lo enviado' });
    for (const outcome of outcomes) counts[outcome] += 1;
    if (due.data.length < BATCH) break;
  }
  return json(200, counts);
}

export async function handle(req: Request, env: Env): Promise<Response> {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return json(405, { message: 'Método no permitido' });
  const keys = vapidKeys(env);
  const body = (await req.json().catch(() => null)) as { action?: unknown } | null;
  if (body?.action === 'public-key') {
    return keys
      ? json(200, { publicKey: keys.publicKey })
      : json(503, { message: 'Las notificaciones push no están configuradas' });
  }
  const token = (req.headers.get('Authorization') ?? '').replace(/^Bearer /, '');
  if (!sameText(token, env.SUPABASE_SERVICE_ROLE_KEY ?? '')) {
    return json(403, { message: 'Solo la base de datos del proyecto' });
  }
  if (!keys) return json(503, { message: 'Las notificaciones push no están configuradas' });
  return drain(env, keys);
}
