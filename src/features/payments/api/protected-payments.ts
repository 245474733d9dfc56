/**
 * 'Pago protegido': a shipment's payment held on Mercado Pago. The quote and the payment's state
 * come from the database; reserving, capturing, releasing and the checkout link of 'Pago al
 * entregar' go through the mercadopago-payments function, which asks the database how much and
 * whether (never the browser).
 */
import { useQuery } from '@tanstack/react-query';
import { env } from '@/lib/env';
import { invokeFunction } from '@/lib/functions';
import { nullableNumber } from '@/lib/nullable-number';
import { unwrap } from '@/lib/query-result';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import type { Tables } from '@/lib/database.types';
import { SHIPMENT_QUERY_ROOTS, useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { DataError } from '@/lib/data-errors';
import type { CardFormValues } from '../schemas';
import { paymentsError } from './errors';
import { paymentsKeys } from './keys';

export type ProtectedPaymentStatus =
  'pending' | 'reserved' | 'paid' | 'released' | 'expired' | 'rejected' | 'refunded';

export interface ProtectedPayment {
  status: ProtectedPaymentStatus;
  /** 'reserve' (a card reservation) or 'on_delivery' (paid by a checkout link after delivery). */
  mode: 'reserve' | 'on_delivery';
  amountEur: number;
  arsPerEur: number;
  amountArs: number;
  capturedArs: number | null;
  /** An incident settled lower: what the reservation is captured for. */
  settledArs: number | null;
  reservedAt: string | null;
  paidAt: string | null;
  /** 'Pago al entregar': the last day to pay (YYYY-MM-DD), and the checkout link once made. */
  dueOn: string | null;
  checkoutUrl: string | null;
}

export interface PaymentQuote {
  amountEur: number;
  arsPerEur: number;
  amountArs: number;
  feeArs: number;
  /**
   * 'reserve' (a card reservation now) or 'on_delivery' (the delivery is too far ahead, or the
   * receipt is conformed: paid by a checkout link).
   */
  mode: 'reserve' | 'on_delivery';
  /** The transporter's Mercado Pago public key, which the card is tokenized with. */
  publicKey: string;
}

const FUNCTION = 'mercadopago-payments';

/** The shipment's latest protected payment, or null when there is none. */
export async function fetchProtectedPayment(
  listingId: string,
  client: AppSupabaseClient = supabase,
): Promise<ProtectedPayment | null> {
  const rows = unwrap(
    await client
      .from('protected_payments')
      .select(
        'status, mode, amount_eur, ars_per_eur, amount_ars, captured_ars, settled_ars, reserved_at, paid_at, due_on, checkout_url',
      )
      .eq('listing_id', listingId)
      .order('created_at', { ascending: false })
      .limit(1),
    paymentsError,
  );
  const row = rows[0];
  return row ? rowToProtectedPayment(row) : null;
}

type ProtectedPaymentRow = Pick<
  Tables<'protected_payments'>,
  | 'status'
  | 'mode'
  | 'amount_eur'
  | 'ars_per_eur'
  | 'amount_ars'
  | 'captured_ars'
  | 'settled_ars'
  | 'paid_at'
  | 'due_on'
> &
  Partial<Pick<Tables<'protected_payments'>, 'reserved_at' | 'checkout_url'>>;

/** A payment's row as the product shows it (numeric columns may come back as strings). */
export function rowToProtectedPayment(row: ProtectedPaymentRow): ProtectedPayment {
  return {
    status: row.status as ProtectedPaymentStatus,
    mode: row.mode === 'on_delivery' ? 'on_delivery' : 'reserve',
    amountEur: Number(row.amount_eur),
    arsPerEur: Number(row.ars_per_eur),
    amountArs: Number(row.amount_ars),
    capturedArs: nullableNumber(row.captured_ars),
    settledArs: nullableNumber(row.settled_ars),
    reservedAt: row.reserved_at ?? null,
    paidAt: row.paid_at,
    dueOn: row.due_on,
    checkoutUrl: row.checkout_url ?? null,
  };
}

/** What the shipper would pay; null when the transporter does not take Mercado Pago. */
export async function fetchPaymentQuote(
  listingId: string,
  client: AppSupabaseClient = supabase,
): Promise<PaymentQuote | null> {
  const row = unwrap(
    await client.rpc('protected_payment_quote', { p_listing_id: listingId }),
    paymentsError,
  )[0];
  if (!row) return null;
  return {
    amountEur: Number(row.amount_eur),
    arsPerEur: Number(row.ars_per_eur),
    amountArs: Number(row.amount_ars),
    feeArs: Number(row.fee_ars),
    mode: row.mode === 'on_delivery' ? 'on_delivery' : 'reserve',
    publicKey: row.public_key ?? '',
  };
}

/** Mercado Pago's test and real card brands, by their first digits. */
export function cardBrand(cardNumber: string): string {
  if (/^3[47]/.test(cardNumber)) return 'amex';
  if (/^4/.test(cardNumber)) return 'visa';
  return 'master';
}

/**
 * Turns the card into a single-use token at Mercado Pago (`POST /v1/card_tokens`, with the
 * seller's public key): the card's number never reaches the platform.
 */
export async function tokenizeCard(card: CardFormValues, publicKey: string): Promise<string> {
  const [month, year] = card.expiry.split('/');
  let res: Response;
  try {
    res = await fetch(
      `${env.mercadoPagoApiUrl}/v1/card_tokens?public_key=${encodeURIComponent(publicKey)}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          card_number: card.cardNumber,
          expiration_month: Number(month),
          expiration_year: 2000 + Number(year),
          security_code: card.securityCode,
          cardholder: { name: card.cardholder },
        }),
      },
    );
  } catch (error) {
    throw new DataError(error, 'No se pudo contactar a Mercado Pago. Revisá tu conexión.');
  }
  const body = (await res.json().catch(() => null)) as { id?: unknown } | null;
  if (!res.ok || typeof body?.id !== 'string') {
    throw new DataError(body, 'Mercado Pago no aceptó los datos de la tarjeta. Revisalos.');
  }
  return body.id;
}

/** Reserves the quoted pesos with the card; answers the payment's state after it. */
export async function reserveProtectedPayment(
  listingId: string,
  quote: PaymentQuote,
  card: CardFormValues,
): Promise<ProtectedPaymentStatus> {
  const cardToken = await tokenizeCard(card, quote.publicKey);
  const { status } = await invokeFunction<{ status: ProtectedPaymentStatus }>(
    FUNCTION,
    {
      action: 'reserve',
      listingId,
      amountArs: quote.amountArs,
      cardToken,
      paymentMethodId: cardBrand(card.cardNumber),
      payerEmail: card.email,
    },
    supabase.auth,
    paymentsError,
  );
  return status;
}

/**
 * 'Pago al entregar': the Mercado Pago checkout link for `amountArs` (the quote's, or the
 * pending payment's), made once per payment.
 */
export async function paymentCheckoutUrl(listingId: string, amountArs: number): Promise<string> {
  const { checkoutUrl } = await invokeFunction<{ checkoutUrl: string }>(
    FUNCTION,
    { action: 'checkout', listingId, amountArs },
    supabase.auth,
    paymentsError,
  );
  return checkoutUrl;
}

async function settle(action: 'capture' | 'release', listingId: string) {
  const { status } = await invokeFunction<{ status: ProtectedPaymentStatus }>(
    FUNCTION,
    { action, listingId },
    supabase.auth,
    paymentsError,
  );
  return status;
}

/** Captures the reservation once the receipt is conformed. */
export const captureProtectedPayment = (listingId: string) => settle('capture', listingId);

/** Releases the reservation of an assignment that ended. */
export const releaseProtectedPayment = (listingId: string) => settle('release', listingId);

/** Back from Mercado Pago's checkout, the payment arrives by its webhook: ask again until then. */
const AWAITING_WEBHOOK_MS = 2000;

export function useProtectedPayment(listingId: string, awaitingCheckout = false) {
  return useQuery({
    queryKey: paymentsKeys.protectedPayment(listingId),
    queryFn: () => fetchProtectedPayment(listingId),
    refetchInterval: (query) =>
      awaitingCheckout && query.state.data?.status === 'pending' ? AWAITING_WEBHOOK_MS : false,
  });
}

export function usePaymentQuote(listingId: string, enabled: boolean) {
  return useQuery({
    queryKey: paymentsKeys.quote(listingId),
    queryFn: () => fetchPaymentQuote(listingId),
    enabled,
  });
}

export const useReserveProtectedPayment = (listingId: string) =>
  useInvalidatingMutation(
    ({ quote, card }: { quote: PaymentQuote; card: CardFormValues }) =>
      reserveProtectedPayment(listingId, quote, card),
    SHIPMENT_QUERY_ROOTS,
  );

export const usePaymentCheckout = (listingId: string) =>
  useInvalidatingMutation(
    (amountArs: number) => paymentCheckoutUrl(listingId, amountArs),
    SHIPMENT_QUERY_ROOTS,
  );

export const useCaptureProtectedPayment = (listingId: string) =>
  useInvalidatingMutation(() => captureProtectedPayment(listingId), SHIPMENT_QUERY_ROOTS);

/**
 * After an assignment is cancelled: releases its protected payment, if one is reserved (else
 * Mercado Pago's reservation would only end when it expires, after 7 days).
 */
export async function releaseIfReserved(listingId: string): Promise<void> {
  const payment = await fetchProtectedPayment(listingId);
  if (payment && (payment.status === 'pending' || payment.status === 'reserved')) {
    await releaseProtectedPayment(listingId);
  }
}
