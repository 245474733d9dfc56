/**
 * After conformity the carrier says whether the shipper paid ('Cobrado' with the date, or 'No
 * cobrado' 30 days on); the shipper may dispute the entry and an admin resolves it. These entries
 * give the shipper's days to pay. Also 'Cancelar asignación', the other event reputation counts.
 */
import { useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { unwrap } from '@/lib/query-result';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import { paymentError } from './errors';
import { trustKeys } from './keys';
import { SHIPMENT_QUERY_ROOTS, useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

export type PaymentEntry = Pick<
  Tables<'shipment_payments'>,
  | 'status'
  | 'conformed_on'
  | 'paid_on'
  | 'dispute_reason'
  | 'disputed_at'
  | 'dispute_outcome'
  | 'dispute_note'
>;

export async function fetchPayment(
  listingId: string,
  client: AppSupabaseClient = supabase,
): Promise<PaymentEntry | null> {
  return unwrap(
    await client
      .from('shipment_payments')
      .select(
        'status, conformed_on, paid_on, dispute_reason, disputed_at, dispute_outcome, dispute_note',
      )
      .eq('listing_id', listingId)
      .maybeSingle(),
    paymentError,
  );
}

export function usePayment(listingId: string, enabled: boolean) {
  return useQuery({
    queryKey: trustKeys.payment(listingId),
    queryFn: () => fetchPayment(listingId),
    enabled,
  });
}

function useTrustMutation<T>(listingId: string, run: (value: T) => Promise<unknown>) {
  return useInvalidatingMutation(run, [trustKeys.payment(listingId)]);
}

export function useRecordPayment(listingId: string) {
  return useTrustMutation(listingId, async (paidOn: string | null) =>
    unwrap(
      await supabase.rpc('record_payment', {
        p_listing_id: listingId,
        p_paid: paidOn !== null,
        ...(paidOn !== null ? { p_paid_on: paidOn } : {}),
      }),
      paymentError,
    ),
  );
}

export function useDisputePayment(listingId: string) {
  return useTrustMutation(listingId, async (reason: string) =>
    unwrap(
      await supabase.rpc('dispute_payment', { p_listing_id: listingId, p_reason: reason }),
      paymentError,
    ),
  );
}

/** The carrier gives an assigned load back before pickup; the listing is published again. */
export async function cancelAssignment(
  listingId: string,
  reason: string,
  client: AppSupabaseClient = supabase,
): Promise<void> {
  unwrap(
    await client.rpc('cancel_assignment', { p_listing_id: listingId, p_reason: reason }),
    paymentError,
  );
}

/** 'Cancelar asignación': the listing is published again, which every shipment view shows. */
export function useCancelAssignment(listingId: string) {
  return useInvalidatingMutation(
    (reason: string) => cancelAssignment(listingId, reason),
    SHIPMENT_QUERY_ROOTS,
  );
}

export interface PaymentDispute {
  /** The listing's id: one payment entry per listing. */
  id: string;
  title: string;
  shipperName: string | null;
  transporterName: string | null;
  status: string;
  conformedOn: string;
  paidOn: string | null;
  reason: string | null;
  disputedAt: string | null;
}

export async function fetchPaymentDisputes(
  client: AppSupabaseClient = supabase,
): Promise<PaymentDispute[]> {
  const rows = unwrap(await client.rpc('admin_payment_disputes'), paymentError);
  return rows.map((row) => ({
    id: row.listing_id,
    title: row.title,
    shipperName: row.shipper_name,
    transporterName: row.transporter_name,
    status: row.status,
    conformedOn: row.conformed_on,
    paidOn: row.paid_on,
    reason: row.dispute_reason,
    disputedAt: row.disputed_at,
  }));
}

export function usePaymentDisputes() {
  return useQuery({ queryKey: trustKeys.paymentDisputes, queryFn: () => fetchPaymentDisputes() });
}

export function useResolvePaymentDispute() {
  return useInvalidatingMutation(
    async (decision: { listingId: string; uphold: boolean; note: string }) =>
      unwrap(
        await supabase.rpc('admin_resolve_payment_dispute', {
          p_listing_id: decision.listingId,
          p_uphold: decision.uphold,
          p_note: decision.note,
        }),
        paymentError,
      ),
    [trustKeys.paymentDisputes],
  );
}
