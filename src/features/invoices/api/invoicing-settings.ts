/**
 * 'Facturación electrónica': the transporter's own fiscal data for his invoices (RLS: only he
 * reads and writes it). The first save inserts, later ones update.
 */
import { useQuery } from '@tanstack/react-query';
import { cuitMessages } from '@/domain/cuit';
import type { IssuerIvaCondition } from '@/domain/iva';
import { dataErrorMessages, errorMapper } from '@/lib/data-errors';
import { unwrap } from '@/lib/query-result';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { invoicingMessages, type InvoicingSettingsValues } from '../schemas';

export const invoicesKeys = {
  all: ['invoices'] as const,
  settings: (userId: string) => ['invoices', 'settings', userId] as const,
  mine: () => ['invoices', 'mine'] as const,
  shipment: (listingId: string) => ['invoices', 'shipment', listingId] as const,
};

export const invoicingError = errorMapper({
  raised: {
    not_assigned_transporter: dataErrorMessages.permission,
    not_delivered: { reason: true },
    already_invoiced: { reason: true },
    invoicing_not_configured: { reason: true },
    receiver_not_registered: { reason: true },
    invoice_in_progress: { reason: true },
    no_exchange_rate: { reason: true },
  },
  constraints: {
    invoicing_settings_cuit_check: cuitMessages.checkDigit,
    invoicing_settings_iva_condition_check: invoicingMessages.ivaCondition,
    invoicing_settings_point_of_sale_check: invoicingMessages.pointOfSale,
  },
});

export interface InvoicingSettings {
  cuit: string;
  ivaCondition: IssuerIvaCondition;
  pointOfSale: number;
}

export async function fetchInvoicingSettings(
  userId: string,
  client: AppSupabaseClient = supabase,
): Promise<InvoicingSettings | null> {
  const row = unwrap(
    await client
      .from('invoicing_settings')
      .select('cuit, iva_condition, point_of_sale')
      .eq('transporter_id', userId)
      .maybeSingle(),
    invoicingError,
  );
  return row
    ? {
        cuit: row.cuit,
        // The database refuses a final consumer here (invoicing_settings_iva_condition_check).
        ivaCondition: row.iva_condition as IssuerIvaCondition,
        pointOfSale: row.point_of_sale,
      }
    : null;
}

export async function saveInvoicingSettings(
  userId: string,
  values: InvoicingSettingsValues,
  exists: boolean,
  client: AppSupabaseClient = supabase,
): Promise<void> {
  const columns = {
    cuit: values.cuit,
    iva_condition: values.ivaCondition,
    point_of_sale: values.pointOfSale,
  };
  unwrap(
    exists
      ? await client.from('invoicing_settings').update(columns).eq('transporter_id', userId)
      : await client.from('invoicing_settings').insert(columns),
    invoicingError,
  );
}

export function useInvoicingSettings(userId: string) {
  return useQuery({
    queryKey: invoicesKeys.settings(userId),
    queryFn: () => fetchInvoicingSettings(userId),
  });
}

export const useSaveInvoicingSettings = (userId: string, exists: boolean) =>
  useInvalidatingMutation(
    (values: InvoicingSettingsValues) => saveInvoicingSettings(userId, values, exists),
    [invoicesKeys.all],
  );
