/**
 * The freight's invoices: both parties read theirs (RLS); 'Emitir factura' goes through the
 * arca-invoices function, which asks the database whether and how much (never the browser).
 */
import { useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { invokeFunction } from '@/lib/functions';
import { unwrap } from '@/lib/query-result';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import { SHIPMENT_QUERY_ROOTS, useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import type { IssuedInvoice } from '../invoice-logic';
import { invoicesKeys, invoicingError } from './invoicing-settings';

type InvoiceRow = Tables<'invoices'>;

/** `listingId` is null once the listing was deleted: the invoice itself is kept. */
export type ShipmentInvoice =
  | ({ status: 'issued'; listingId: string | null } & IssuedInvoice)
  | { status: 'draft'; listingId: string | null; lastError: string | null };

const COLUMNS =
  'listing_id, status, invoice_type, point_of_sale, number, issued_on, issuer_cuit, issuer_name, receiver_cuit, receiver_name, amount_ars, net_ars, vat_ars, cae, cae_due, service_from, service_to, last_error';

type Row = Pick<
  InvoiceRow,
  | 'listing_id'
  | 'status'
  | 'invoice_type'
  | 'point_of_sale'
  | 'number'
  | 'issued_on'
  | 'issuer_cuit'
  | 'issuer_name'
  | 'receiver_cuit'
  | 'receiver_name'
  | 'amount_ars'
  | 'net_ars'
  | 'vat_ars'
  | 'cae'
  | 'cae_due'
  | 'service_from'
  | 'service_to'
  | 'last_error'
>;

function rowToInvoice(row: Row): ShipmentInvoice {
  if (
    row.status !== 'issued' ||
    row.number === null ||
    !row.cae ||
    !row.cae_due ||
    !row.issued_on
  ) {
    return { status: 'draft', listingId: row.listing_id, lastError: row.last_error };
  }
  return {
    status: 'issued',
    listingId: row.listing_id,
    invoiceType: row.invoice_type,
    pointOfSale: row.point_of_sale,
    number: Number(row.number),
    issuedOn: row.issued_on,
    issuerCuit: row.issuer_cuit,
    issuerName: row.issuer_name,
    receiverCuit: row.receiver_cuit,
    receiverName: row.receiver_name,
    amountArs: Number(row.amount_ars),
    netArs: Number(row.net_ars),
    vatArs: Number(row.vat_ars),
    cae: row.cae,
    caeDue: row.cae_due,
    serviceFrom: row.service_from,
    serviceTo: row.service_to,
  };
}

/** The shipment's invoice (issued or a draft ARCA refused), or null. */
export async function fetchShipmentInvoice(
  listingId: string,
  client: AppSupabaseClient = supabase,
): Promise<ShipmentInvoice | null> {
  const row = unwrap(
    await client.from('invoices').select(COLUMNS).eq('listing_id', listingId).maybeSingle(),
    invoicingError,
  );
  return row ? rowToInvoice(row) : null;
}

/** 'Facturas': the caller's issued invoices (as issuer or receiver), newest first. */
export async function fetchMyInvoices(
  client: AppSupabaseClient = supabase,
): Promise<Extract<ShipmentInvoice, { status: 'issued' }>[]> {
  const rows = unwrap(
    await client
      .from('invoices')
      .select(COLUMNS)
      .eq('status', 'issued')
      .order('issued_at', { ascending: false })
      .limit(1000),
    invoicingError,
  );
  return rows
    .map(rowToInvoice)
    .filter(
      (invoice): invoice is Extract<ShipmentInvoice, { status: 'issued' }> =>
        invoice.status === 'issued',
    );
}

export async function issueInvoice(listingId: string): Promise<void> {
  await invokeFunction('arca-invoices', { listingId }, supabase.auth, invoicingError);
}

export function useShipmentInvoice(listingId: string) {
  return useQuery({
    queryKey: invoicesKeys.shipment(listingId),
    queryFn: () => fetchShipmentInvoice(listingId),
  });
}

export function useMyInvoices() {
  return useQuery({ queryKey: invoicesKeys.mine(), queryFn: () => fetchMyInvoices() });
}

export const useIssueInvoice = (listingId: string) =>
  useInvalidatingMutation(
    () => issueInvoice(listingId),
    [invoicesKeys.all, ...SHIPMENT_QUERY_ROOTS],
  );
