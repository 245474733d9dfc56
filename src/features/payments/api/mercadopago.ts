/**
 * 'Cobrar con Mercado Pago': whether the transporter's account is linked (never its tokens, which
 * no browser reads), linking through the mercadopago-oauth function, and unlinking.
 */
import { useQuery } from '@tanstack/react-query';
import { invokeFunction } from '@/lib/functions';
import { unwrap } from '@/lib/query-result';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { paymentsError } from './errors';
import { paymentsKeys } from './keys';

export interface MercadoPagoAccount {
  /** The seller's Mercado Pago user id. */
  mpUserId: number;
  /** Whether it is a production account (false: Mercado Pago's test users, or the local fake). */
  liveMode: boolean;
  linkedAt: string;
}

const FUNCTION = 'mercadopago-oauth';

/** The caller's linked account, or null when none is linked. */
export async function fetchMercadoPagoAccount(
  client: AppSupabaseClient = supabase,
): Promise<MercadoPagoAccount | null> {
  const rows = unwrap(await client.rpc('my_mercadopago_account'), paymentsError);
  const row = rows[0];
  return row
    ? { mpUserId: Number(row.mp_user_id), liveMode: row.live_mode, linkedAt: row.linked_at }
    : null;
}

/** The consent page's URL, with a state the database made for the caller. */
export async function startMercadoPagoLink(): Promise<string> {
  const { url } = await invokeFunction<{ url: string }>(
    FUNCTION,
    { action: 'start' },
    supabase.auth,
    paymentsError,
  );
  return url;
}

/** Completes the link with what Mercado Pago sent back. */
export async function finishMercadoPagoLink(input: { code: string; state: string }) {
  await invokeFunction(FUNCTION, { action: 'finish', ...input }, supabase.auth, paymentsError);
}

export async function unlinkMercadoPago(client: AppSupabaseClient = supabase): Promise<void> {
  unwrap(await client.rpc('unlink_mercadopago'), paymentsError);
}

export function useMercadoPagoAccount(userId: string) {
  return useQuery({
    queryKey: paymentsKeys.mercadoPagoAccount(userId),
    queryFn: () => fetchMercadoPagoAccount(),
  });
}

export const useFinishMercadoPagoLink = () =>
  useInvalidatingMutation(finishMercadoPagoLink, [paymentsKeys.all]);

export const useUnlinkMercadoPago = () =>
  useInvalidatingMutation(() => unlinkMercadoPago(), [paymentsKeys.all]);
