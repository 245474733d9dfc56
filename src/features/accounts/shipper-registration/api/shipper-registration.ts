import { unwrap } from '@/lib/query-result';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import { shipperRegistrationError } from './errors';
import type { Database } from '@/lib/database.types';
import { type ShipperRegistrationInput, type ShipperRegistrationValues } from '../schemas';

type ShipperRow = Database['public']['Tables']['donor_registrations']['Row'];

export const shipperKeys = {
  registration: (userId: string) => ['shipper-registration', userId] as const,
};

const orNull = (value: string) => (value === '' ? null : value);

/** The saved registration as the form's values (what reopening the tab shows). */
export function rowToInput(row: ShipperRow): ShipperRegistrationInput {
  return {
    entityType: row.entity_type,
    fullName: row.full_name ?? '',
    documentType: row.document_type ?? '',
    documentNumber: row.document_number ?? '',
    companyName: row.company_name ?? '',
    cuit: row.cuit,
    iibbNumber: row.iibb_number,
    businessAddress: row.business_address,
    businessActivity: row.business_activity,
    loadingAddress: row.loading_address,
    ivaCondition: row.iva_condition ?? '',
  };
}

/** Only the fields of the chosen entity type are stored; the others are cleared. */
export function valuesToColumns(values: ShipperRegistrationValues) {
  const natural = values.entityType === 'persona_humana';
  return {
    // The schema refuses an empty entity type before anything is sent.
    entity_type: natural ? ('persona_humana' as const) : ('persona_juridica' as const),
    full_name: natural ? orNull(values.fullName) : null,
    document_type: natural && values.documentType !== '' ? values.documentType : null,
    document_number: natural ? orNull(values.documentNumber) : null,
    company_name: natural ? null : orNull(values.companyName),
    cuit: values.cuit,
    iibb_number: values.iibbNumber,
    business_address: values.businessAddress,
    business_activity: values.businessActivity,
    loading_address: values.loadingAddress,
    iva_condition: values.ivaCondition === '' ? null : values.ivaCondition,
  };
}

export async function fetchShipperRegistration(
  userId: string,
  client: AppSupabaseClient = supabase,
): Promise<ShipperRow | null> {
  return unwrap(
    await client.from('donor_registrations').select('*').eq('shipper_id', userId).maybeSingle(),
  );
}

/** Inserts the first time and updates afterwards (PostgREST's upsert needs a grant on the key). */
export async function saveShipperRegistration(
  userId: string,
  values: ShipperRegistrationValues,
  exists: boolean,
  client: AppSupabaseClient = supabase,
): Promise<ShipperRow> {
  const columns = valuesToColumns(values);
  const { data, error } = exists
    ? await client
        .from('donor_registrations')
        .update(columns)
        .eq('shipper_id', userId)
        .select('*')
        .single()
    : await client.from('donor_registrations').insert(columns).select('*').single();
  if (error) throw shipperRegistrationError(error);
  return data;
}
