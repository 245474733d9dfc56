/**
 * 'Emitir factura': the freight's electronic invoice at ARCA, for the shipment's transporter (the
 * caller's JWT is checked). POST {listingId}. The database decides, with the caller's own token,
 * whether and what (begin_invoice: his delivered shipment, not invoiced yet, the class from both
 * IVA conditions, the pesos); the function takes the lease on his point of sale's numbering,
 * asks ARCA for the last number, writes down the next one, asks for its CAE and records ARCA's
 * answer. When an earlier try asked for a number and got no answer, ARCA is asked about that
 * number first, and an invoice it authorized for this draft is kept rather than issued again.
 * Answers {status: 'issued', number, cae}; a refusal keeps the draft with ARCA's reason.
 */
import {
  arcaConfig,
  ArcaError,
  findInvoice,
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

const arcaDate = (yyyymmdd: string) =>
  `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`;

interface Authorization {
  number: number;
  cae: string;
  /** YYYYMMDD, as ARCA writes dates. */
  caeDue: string;
  issuedOn: string;
  net: number;
  vat: number;
}

/** ARCA's CAE, kept: the draft becomes the invoice. */
async function keep(env: Env, invoiceId: string, a: Authorization): Promise<Response> {
  const stored = await rpcAsService<string | null>(env, 'record_invoice_issued', {
    p_invoice_id: invoiceId,
    p_number: a.number,
    p_cae: a.cae,
    p_cae_due: arcaDate(a.caeDue),
    p_issued_on: arcaDate(a.issuedOn),
    p_net_ars: a.net,
    p_vat_ars: a.vat,
  });
  if (!stored.ok || stored.data !== 'issued') {
    // The request stays written down: the next try finds this CAE at ARCA.
    return json(500, {
      message: `ARCA autorizó la factura (CAE ${a.cae}) pero no se pudo guardar: probá de nuevo en un minuto, se recupera sin emitir otra`,
    });
  }
  return json(200, { status: 'issued', number: a.number, cae: a.cae });
}

/** No CAE: the reason stays on the draft; `unanswered` keeps the number asked for. */
function fail(env: Env, invoiceId: string, error: string, unanswered: boolean) {
  return rpcAsService<string | null>(env, 'record_invoice_failure', {
    p_invoice_id: invoiceId,
    p_error: error,
    p_unanswered: unanswered,
  });
}

/**
 * The number an earlier try asked ARCA for without an answer (null: none), or undefined when the
 * draft cannot be read.
 */
async function pendingRequest(env: Env, invoiceId: string): Promise<number | null | undefined> {
  const read = await selectAsService<{ requested_number: number | null }>(
    env,
    'invoices',
    `select=requested_number&id=eq.${invoiceId}`,
  );
  return read.ok ? (read.data[0]?.requested_number ?? null) : undefined;
}

/**
 * Asks ARCA for the draft's CAE under the lease, after looking for the invoice an unanswered
 * earlier try may have made; a number taken outside meanwhile is retried once.
 */
async function issue(env: Env, config: ArcaConfig, draft: Draft): Promise<Response> {
  // Read before ARCA is asked anything: an earlier request, if any, stays for the next try.
  const pending = await pendingRequest(env, draft.id);
  if (pending === undefined) {
    await fail(env, draft.id, 'No se pudo leer el borrador', true);
    return json(500, {
      message: 'No se pudo leer el borrador de la factura: probá de nuevo en un minuto',
    });
  }
  const access = await ticket(env, config);
  const last = () =>
    lastAuthorized(config, access, draft.issuer_cuit, draft.point_of_sale, draft.invoice_type);
  const total = Number(draft.amount_ars);
  let lastNumber = await last();
  // ARCA numbers in sequence: a number above its last was never authorized.
  if (pending !== null && pending <= lastNumber) {
    const found = await findInvoice(
      config,
      access,
      draft.issuer_cuit,
      draft.point_of_sale,
      draft.invoice_type,
      pending,
    );
    if (
      found &&
      found.receiverCuit === draft.receiver_cuit &&
      Math.abs(found.total - total) < 0.005
    ) {
      return keep(env, draft.id, { ...found, number: pending, issuedOn: found.date });
    }
  }
  const today = compact(argentineDay());
  const amounts = invoiceAmounts(total, draft.invoice_type);
  for (let attempt = 0; attempt < 2; attempt++) {
    if (attempt > 0) lastNumber = await last();
    const number = lastNumber + 1;
    const noted = await rpcAsService<boolean>(env, 'record_invoice_request', {
      p_invoice_id: draft.id,
      p_number: number,
    });
    if (!noted.ok || noted.data !== true) {
      return json(409, { message: 'La factura se está emitiendo en otro pedido: probá de nuevo' });
    }
    const answer = await requestCae(config, access, {
      cuit: draft.issuer_cuit,
      pointOfSale: draft.point_of_sale,
      type: draft.invoice_type,
      number,
      receiverCuit: draft.receiver_cuit,
      receiverCondition: draft.receiver_condition,
      date: today,
      serviceFrom: compact(draft.service_from),
      serviceTo: compact(draft.service_to),
      paymentDue: compact(argentineDay(PAYMENT_TERM_DAYS)),
      total,
      ...amounts,
    });
    if (answer.approved) {
      return keep(env, draft.id, {
        number,
        cae: answer.cae,
        caeDue: answer.caeDue,
        issuedOn: today,
        ...amounts,
      });
    }
    if (answer.errors.some((e) => e.code === 10016) && attempt === 0) continue;
    const reason = answer.errors.map((e) => `${e.code}: ${e.msg}`).join(' · ');
    await fail(env, draft.id, reason, false);
    return json(422, { message: `ARCA rechazó la factura (${reason})` });
  }
  await fail(env, draft.id, 'ARCA numeró otra factura al mismo tiempo', false);
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
    // Unanswered: ARCA may have authorized the number asked for, which the next try looks up.
    await fail(env, draft.id, message, true);
    return json(503, {
      message: `${message}: la factura quedó en borrador, probá de nuevo más tarde`,
    });
  }
}
