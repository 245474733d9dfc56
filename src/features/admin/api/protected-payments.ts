import { useQuery } from '@tanstack/react-query';
import { rowToProtectedPayment, type ProtectedPayment } from '@/features/payments';
import { invokeFunction } from '@/lib/functions';
import { unwrap } from '@/lib/query-result';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import { adminError } from './errors';
import { adminKeys } from './keys';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

/** A protected payment as the back-office lists it: the payment, its shipment and parties. */
export interface AdminProtectedPayment extends ProtectedPayment {
  id: string;
  listingId: string;
  title: string;
  shipperName: string;
  transporterName: string;
  refundedArs: number;
  mpPaymentId: number | null;
  createdAt: string;
  /** An open incident or payment dispute on the shipment: it waits for an admin. */
  inDispute: boolean;
}

/** 'Pagos protegidos': the latest 200, newest first. */
export async function fetchAdminProtectedPayments(
  client: AppSupabaseClient = supabase,
): Promise<AdminProtectedPayment[]> {
  const rows = unwrap(await client.rpc('admin_protected_payments'), adminError);
  return rows.map((row) => ({
    ...rowToProtectedPayment(row),
    id: row.id,
    listingId: row.listing_id,
    title: row.title,
    shipperName: row.shipper_name,
    transporterName: row.transporter_name,
    refundedArs: Number(row.refunded_ars),
    mpPaymentId: row.mp_payment_id,
    createdAt: row.created_at,
    inDispute: row.in_dispute,
  }));
}

export function useAdminProtectedPayments() {
  return useQuery({
    queryKey: adminKeys.protectedPayments,
    queryFn: () => fetchAdminProtectedPayments(),
  });
}

/**
 * 'Devolver al dador': the whole payment back to the shipper, through Mercado Pago (the
 * mercadopago-payments function, which the database lets only an admin ask).
 */
export async function refundProtectedPayment(listingId: string): Promise<void> {
  await invokeFunction<{ status: string }>(
    'mercadopago-payments',
    { action: 'refund', listingId },
    supabase.auth,
    adminError,
  );
}

export const useRefundProtectedPayment = () =>
  useInvalidatingMutation(refundProtectedPayment, [adminKeys.protectedPayments]);
