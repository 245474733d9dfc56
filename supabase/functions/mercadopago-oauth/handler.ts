/**
 * 'Cobrar con Mercado Pago': links a transporter's Mercado Pago account through its OAuth.
 * POST {"action":"start"} answers the consent page's URL, with a state the database made for
 * the caller; POST {"action":"finish","code","state"} uses that state up (the database refuses
 * one that is not the caller's, used, or older than 10 minutes), exchanges the code with the
 * application's secret, and keeps the seller's tokens where no browser reads them. Every check
 * of who may do what is the database's, with the caller's own token.
 */
import { json, preflight, type Env } from '../_shared/http.ts';
import {
  accountRow,
  authorizationUrl,
  exchangeCode,
  mercadoPagoConfig,
} from '../_shared/mercadopago.ts';
import { rpcAsCaller, upsertAsService } from '../_shared/rest.ts';

const STATE = /^[0-9a-f]{64}$/;
const MAX_CODE = 300;

function finishInput(body: unknown): { code: string; state: string } | null {
  const { code, state } = (body ?? {}) as { code?: unknown; state?: unknown };
  if (typeof code !== 'string' || code.length === 0 || code.length > MAX_CODE) return null;
  if (typeof state !== 'string' || !STATE.test(state)) return null;
  return { code, state };
}

export async function handle(req: Request, env: Env): Promise<Response> {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return json(405, { message: 'Método no permitido' });
  const config = mercadoPagoConfig(env);
  if (!config) {
    return json(503, { message: 'El cobro con Mercado Pago no está configurado' });
  }
  const authorization = req.headers.get('Authorization') ?? '';
  let body: unknown;
  try {
    body = await req.json();
  } catch {
    return json(400, { message: 'Pedido inválido' });
  }
  const action = (body as { action?: unknown } | null)?.action;

  if (action === 'start') {
    const state = await rpcAsCaller<string>(env, authorization, 'begin_mercadopago_link', {});
    if (!state.ok) return json(state.status, state.error);
    return json(200, { url: authorizationUrl(config, state.data) });
  }

  if (action === 'finish') {
    const input = finishInput(body);
    if (!input) return json(400, { message: 'Pedido inválido' });
    const consumed = await rpcAsCaller<string>(
      env,
      authorization,
      'consume_mercadopago_link_state',
      {
        p_state: input.state,
      },
    );
    if (!consumed.ok) return json(consumed.status, consumed.error);
    let tokens;
    try {
      tokens = await exchangeCode(config, input.code);
    } catch {
      tokens = null;
    }
    if (!tokens) {
      return json(502, {
        message: 'Mercado Pago no confirmó la vinculación. Volvé a intentarlo.',
      });
    }
    const now = new Date();
    const saved = await upsertAsService(
      env,
      'mercadopago_accounts',
      { ...accountRow(consumed.data, tokens, now), linked_at: now.toISOString() },
      'transporter_id',
    );
    if (!saved.ok) return json(500, { message: 'No se pudo guardar la vinculación' });
    return json(200, { mpUserId: tokens.user_id });
  }

  return json(400, { message: 'Pedido inválido' });
}
