/**
 * 'Emitir factura': the freight's electronic invoice at ARCA, for the shipment's transporter (the
 * caller's JWT is checked). POST {listingId}. The database decides, with the caller's own token,
 * whether and what (begin_invoice: his delivered shipment, not invoiced yet, the class from both
 * IVA conditions, the pesos); the function takes the lease on his point of sale's numbering,
 * asks ARCA for the last number, asks for a CAE for the next one, and records ARCA's answer.
 * Answers {status: 'issued', number, cae}; a refusal keeps the draft with ARCA's reason.
 */
import {
  arcaConfig,
  ArcaError,
  invoiceAmounts,
  lastAuthorized,
  login,
  requestCae,
  type ArcaConfig,
  type Ticket,
} from '../_shared/arca.ts';
import { json, preflight, type Env } from '../_shared/http.ts';
import { rpcAsCaller, rpcAsService, selectAsService, upsertAsService } from '../_shared/rest.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Days to pay the invoice: the platform's payment term. */
const PAYMENT_TERM_DAYS = 30;
/** How long a call waits for another invoice of the same point of sale to be numbered. */
const LEASE_WAIT_MS = 20_000;
const LEASE_POLL_MS = 150;

interface Draft {
  id: string;
  issuer_cuit: string;
  point_of_sale: number;
  invoice_type: number;
  receiver_cuit: string;
  receiver_condition: number;
  amount_ars: number;
  service_from: string;
  service_to: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const compact = (isoDate: string) => isoDate.slice(0, 10).replace(/-/g, '');
/** Today in Argentina, as YYYY-MM-DD. */
const argentineDay = (offsetDays = 0) =>
  new Date(Date.now() - 3 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** WSAA's ticket: the one kept while it lasts, else a new one (kept for the next calls). */
async function ticket(env: Env, config: ArcaConfig): Promise<Ticket> {
  const kept = await selectAsService<{ token: string; sign: string; expires_at: string }>(
    env,
    'arca_tickets',
    'select=token,sign,expires_at&service=eq.wsfe',
  );
  const row = kept.ok ? kept.data[0] : undefined;
  if (row && Date.parse(row.expires_at) > Date.now() + 60_000) {
    return { token: row.token, sign: row.sign, expiresAt: row.expires_at };
  }
  const fresh = await login(config);
  await upsertAsService(
    env,
    'arca_tickets',
    { service: 'wsfe', token: fresh.token, sign: fresh.sign, expires_at: fresh.expiresAt },
    'service',
  );
  return fresh;
}

/** The lease on the draft's numbering, waiting while another invoice of its sequence holds it. */
async function claimNumbering(env: Env, invoiceId: string): Promise<boolean> {
  for (let waited = 0; waited < LEASE_WAIT_MS; waited += LEASE_POLL_MS) {
    const claimed = await rpcAsService<boolean>(env, 'claim_invoice_numbering', {
      p_invoice_id: invoiceId,
    });
    if (claimed.ok && claimed.data === true) return true;
    await sleep(LEASE_POLL_MS);
  }
  return false;
}

async function record(env: Env, invoiceId: string, result: Record<string, unknown>) {
  return rpcAsService<string | null>(env, 'record_invoice_result', {
    p_invoice_id: invoiceId,
    p_number: null,
    p_cae: null,
    p_cae_due: null,
    p_issued_on: null,
    p_net_ars: null,
    p_vat_ars: null,
    p_error: null,
    ...result,
  });
}

const arcaDate = (yyyymmdd: string) =>
  `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`;

/** Asks ARCA for the draft's CAE under the lease; a number taken outside meanwhile is retried once. */
async function issue(env: Env, config: ArcaConfig, draft: Draft): Promise<Response> {
  const access = await ticket(env, config);
  const today = argentineDay();
  const total = Number(draft.amount_ars);
  const amounts = invoiceAmounts(total, draft.invoice_type);
  for (let attempt = 0; attempt < 2; attempt++) {
    const number =
      (await lastAuthorized(
        config,
        access,
        draft.issuer_cuit,
        draft.point_of_sale,
        draft.invoice_type,
      )) + 1;
    const answer = await requestCae(config, access, {
      cuit: draft.issuer_cuit,
      pointOfSale: draft.point_of_sale,
      type: draft.invoice_type,
      number,
      receiverCuit: draft.receiver_cuit,
      receiverCondition: draft.receiver_condition,
      date: compact(today),
      serviceFrom: compact(draft.service_from),
      serviceTo: compact(draft.service_to),
      paymentDue: compact(argentineDay(PAYMENT_TERM_DAYS)),
      total,
      ...amounts,
    });
    if (answer.approved) {
      const stored = await record(env, draft.id, {
        p_number: number,
        p_cae: answer.cae,
        p_cae_due: arcaDate(answer.caeDue),
        p_issued_on: today,
        p_net_ars: amounts.net,
        p_vat_ars: amounts.vat,
      });
      if (!stored.ok || stored.data !== 'issued') {
        return json(500, { message: `ARCA autorizó el CAE ${answer.cae} pero no se pudo guardar` });
      }
      return json(200, { status: 'issued', number, cae: answer.cae });
    }
    if (answer.errors.some((e) => e.code === 10016) && attempt === 0) continue;
    const reason = answer.errors.map((e) => `${e.code}: ${e.msg}`).join(' · ');
    await record(env, draft.id, { p_error: reason });
    return json(422, { message: `ARCA rechazó la factura (${reason})` });
  }
  return json(409, { message: 'ARCA numeró otra factura al mismo tiempo: probá de nuevo' });
}

export async function handle(req: Request, env: Env): Promise<Response> {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return json(405, { message: 'Método no permitido' });
  let body: Record<string, unknown>;
  try {
    body = (await req.json()) as Record<string, unknown>;
  } catch {
    return json(400, { message: 'Pedido inválido' });
  }
  const listingId = body?.listingId;
  if (typeof listingId !== 'string' || !UUID.test(listingId)) {
    return json(400, { message: 'Pedido inválido' });
  }
  const config = arcaConfig(env);
  if (!config) return json(500, { message: 'La facturación con ARCA no está configurada' });

  const begun = await rpcAsCaller<Draft[]>(
    env,
    req.headers.get('Authorization') ?? '',
    'begin_invoice',
    { p_listing_id: listingId },
  );
  if (!begun.ok) return json(begun.status, begun.error);
  const draft = begun.data[0];
  if (!draft) return json(400, { message: 'Pedido inválido' });
  if (!(await claimNumbering(env, draft.id))) {
    return json(409, {
      message: 'Hay otra factura emitiéndose en ese punto de venta: probá de nuevo',
    });
  }
  try {
    return await issue(env, config, draft);
  } catch (error) {
    const message =
      error instanceof ArcaError && error.kind !== 'unreachable'
        ? `ARCA no aceptó el ingreso (${error.faultCode || error.message})`
        : 'ARCA no responde';
    await record(env, draft.id, { p_error: message });
    return json(503, {
      message: `${message}: la factura quedó en borrador, probá de nuevo más tarde`,
    });
  }
}
