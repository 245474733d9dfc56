/**
 * The project's Data API from a function, with fetch alone (supabase-js would also open Realtime,
 * which Node 20 cannot): as the caller, so RLS and the database's checks decide, or as the
 * service role for what no user may touch.
 */
import type { Env } from './http.ts';

export type RestAnswer<T> = { ok: true; data: T } | { ok: false; status: number; error: unknown };

async function answer<T>(res: Response): Promise<RestAnswer<T>> {
  const text = await res.text();
  let payload: unknown = null;
  try {
    payload = text ? JSON.parse(text) : null;
  } catch {
    payload = { message: text };
  }
  return res.ok
    ? { ok: true, data: payload as T }
    : { ok: false, status: res.status, error: payload };
}

/** Calls an RPC with the caller's `Authorization` header. */
export async function rpcAsCaller<T>(
  env: Env,
  authorization: string,
  fn: string,
  args: Record<string, unknown>,
): Promise<RestAnswer<T>> {
  const res = await fetch(`${env.SUPABASE_URL}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: {
      apikey: env.SUPABASE_ANON_KEY ?? '',
      Authorization: authorization,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(args),
  });
  return answer<T>(res);
}

/** Inserts or replaces a row (by `onConflict`) as the service role. */
export async function upsertAsService(
  env: Env,
  table: string,
  row: Record<string, unknown>,
  onConflict: string,
): Promise<RestAnswer<null>> {
  const res = await fetch(`${env.SUPABASE_URL}/rest/v1/${table}?on_conflict=${onConflict}`, {
    method: 'POST',
    headers: { ...serviceHeaders(env), Prefer: 'resolution=merge-duplicates,return=minimal' },
    body: JSON.stringify(row),
  });
  return answer<null>(res);
}

function serviceHeaders(env: Env): Record<string, string> {
  const key = env.SUPABASE_SERVICE_ROLE_KEY ?? '';
  return { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' };
}

/** Reads rows as the service role: `query` is PostgREST's (`select=…&column=eq.…`). */
export async function selectAsService<T>(
  env: Env,
  table: string,
  query: string,
): Promise<RestAnswer<T[]>> {
  const res = await fetch(`${env.SUPABASE_URL}/rest/v1/${table}?${query}`, {
    headers: serviceHeaders(env),
  });
  return answer<T[]>(res);
}

/** Calls an RPC only the service role may call. */
export async function rpcAsService<T>(
  env: Env,
  fn: string,
  args: Record<string, unknown>,
): Promise<RestAnswer<T>> {
  const res = await fetch(`${env.SUPABASE_URL}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: serviceHeaders(env),
    body: JSON.stringify(args),
  });
  return answer<T>(res);
}
