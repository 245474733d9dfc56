/**
 * 'Finanzas': the caller's money in €, as the database sums it from his own shipments (his role
 * decides the side): per month, per shipper or lane, and what is still due.
 */
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/query-result';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import { paymentsError } from './errors';
import { paymentsKeys } from './keys';

export interface FinanceMonth {
  /** The month's first day, `YYYY-MM-DD`. */
  month: string;
  paid: number;
  reserved: number;
  pending: number;
}

export interface FinanceLine {
  /** The shipper's name (a transporter's view) or the lane (a shipper's). */
  label: string;
  shipments: number;
  amount: number;
  /** Median days from conformity to payment; null when nothing was paid. */
  daysToPay: number | null;
}

export interface PaymentDue {
  listingId: string;
  title: string;
  amount: number;
  conformedOn: string | null;
  reserved: boolean;
}

export const FINANCE_MONTHS = 12;

export async function fetchFinanceMonths(
  client: AppSupabaseClient = supabase,
): Promise<FinanceMonth[]> {
  const rows = unwrap(
    await client.rpc('my_finance_months', { p_months: FINANCE_MONTHS }),
    paymentsError,
  );
  return rows.map((row) => ({
    month: row.month,
    paid: Number(row.paid_eur),
    reserved: Number(row.reserved_eur),
    pending: Number(row.pending_eur),
  }));
}

export async function fetchFinanceBreakdown(
  client: AppSupabaseClient = supabase,
): Promise<FinanceLine[]> {
  const rows = unwrap(await client.rpc('my_finance_breakdown'), paymentsError);
  return rows.map((row) => ({
    label: row.label,
    shipments: row.shipments,
    amount: Number(row.amount_eur),
    daysToPay: row.days_to_pay,
  }));
}

export async function fetchPaymentsDue(
  client: AppSupabaseClient = supabase,
): Promise<PaymentDue[]> {
  const rows = unwrap(await client.rpc('my_payments_due'), paymentsError);
  return rows.map((row) => ({
    listingId: row.listing_id,
    title: row.title,
    amount: Number(row.amount_eur),
    conformedOn: row.conformed_on,
    reserved: row.reserved,
  }));
}

export const useFinanceMonths = () =>
  useQuery({ queryKey: paymentsKeys.financeMonths(), queryFn: () => fetchFinanceMonths() });

export const useFinanceBreakdown = () =>
  useQuery({ queryKey: paymentsKeys.financeBreakdown(), queryFn: () => fetchFinanceBreakdown() });

export const usePaymentsDue = () =>
  useQuery({ queryKey: paymentsKeys.paymentsDue(), queryFn: () => fetchPaymentsDue() });
