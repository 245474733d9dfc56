import { unwrap } from '@/lib/query-result';
import type { Tables } from '@/lib/database.types';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import type { FormVehicleType } from '@/domain/catalog';
import type { TransporterProfileValues } from '../schemas';
import { profileError } from './errors';

export const PROFILE_COLUMNS =
  'id, name, email, company, phone, address, description, vehicle_types, service_areas, tax_id';

export interface Profile {
  id: string;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  address: string | null;
  description: string | null;
  vehicleTypes: FormVehicleType[];
  serviceAreas: string | null;
  taxId: string | null;
}

/** The profile fields a person writes; the e-mail is the login e-mail and changes through Auth. */
export type ProfileUpdate = Omit<TransporterProfileValues, 'email'>;

export const profileKeys = {
  all: ['profile'] as const,
  detail: (userId: string) => ['profile', userId] as const,
};

const orNull = (value: string) => (value === '' ? null : value);

/** The columns of PROFILE_COLUMNS, typed from the schema. */
type ProfileRow = Pick<
  Tables<'profiles'>,
  | 'id'
  | 'name'
  | 'email'
  | 'company'
  | 'phone'
  | 'address'
  | 'description'
  | 'vehicle_types'
  | 'service_areas'
  | 'tax_id'
>;

export function rowToProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    phone: row.phone,
    address: row.address,
    description: row.description,
    // The database CHECK holds vehicle_types to the catalogue's values.
    vehicleTypes: row.vehicle_types as FormVehicleType[],
    serviceAreas: row.service_areas,
    taxId: row.tax_id,
  };
}

/** Only a transporter's form sends the service fields; a shipper's leaves them as they are. */
export function updateToColumns(update: ProfileUpdate, transporter: boolean) {
  const common = {
    name: update.name,
    company: orNull(update.company),
    phone: orNull(update.phone),
    address: orNull(update.address),
  };
  if (!transporter) return common;
  return {
    ...common,
    description: orNull(update.description),
    vehicle_types: update.vehicleTypes,
    service_areas: orNull(update.serviceAreas),
    tax_id: orNull(update.taxId),
  };
}

export async function fetchProfile(
  userId: string,
  client: AppSupabaseClient = supabase,
): Promise<Profile> {
  const data = unwrap(
    await client.from('profiles').select(PROFILE_COLUMNS).eq('id', userId).single(),
  );
  return rowToProfile(data);
}

export async function updateProfile(
  userId: string,
  update: ProfileUpdate,
  transporter: boolean,
  client: AppSupabaseClient = supabase,
): Promise<Profile> {
  const data = unwrap(
    await client
      .from('profiles')
      .update(updateToColumns(update, transporter))
      .eq('id', userId)
      .select(PROFILE_COLUMNS)
      .single(),
    profileError,
  );
  return rowToProfile(data);
}
