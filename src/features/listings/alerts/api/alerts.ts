import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/query-result';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import { criteriaFromRow, criteriaToRow, type AlertCriteria } from '../criteria';
import { alertError } from './errors';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

export interface SavedAlert {
  id: string;
  name: string;
  criteria: AlertCriteria;
  active: boolean;
  createdAt: string;
}

const ALERT_COLUMNS = 'id, name, search, cargo_type, load_type, vehicle_type, active, created_at';

export const alertKeys = {
  all: ['saved-alerts'] as const,
  mine: (userId: string) => ['saved-alerts', userId] as const,
};

/** The signed-in transporter's alerts, oldest first (RLS returns only their own). */
export async function fetchMyAlerts(client: AppSupabaseClient = supabase): Promise<SavedAlert[]> {
  const rows = unwrap(
    await client.from('saved_alerts').select(ALERT_COLUMNS).order('created_at').order('id'),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    criteria: criteriaFromRow(row),
    active: row.active,
    createdAt: row.created_at,
  }));
}

/** Saves the criteria under a name for the signed-in transporter (owner_id defaults to auth.uid()). */
export async function createAlert(
  name: string,
  criteria: AlertCriteria,
  client: AppSupabaseClient = supabase,
): Promise<string> {
  const row = unwrap(
    await client
      .from('saved_alerts')
      .insert({ name, ...criteriaToRow(criteria) })
      .select('id')
      .single(),
    alertError,
  );
  return row.id;
}

/** Pausar / Reanudar. */
export async function setAlertActive(
  id: string,
  active: boolean,
  client: AppSupabaseClient = supabase,
): Promise<void> {
  const rows = unwrap(
    await client.from('saved_alerts').update({ active }).eq('id', id).select('id'),
    alertError,
  );
  if (rows.length === 0) throw alertError({ code: 'PGRST116' });
}

export async function deleteAlert(id: string, client: AppSupabaseClient = supabase): Promise<void> {
  const rows = unwrap(
    await client.from('saved_alerts').delete().eq('id', id).select('id'),
    alertError,
  );
  if (rows.length === 0) throw alertError({ code: 'PGRST116' });
}

export function useMyAlerts(userId: string | undefined) {
  return useQuery({
    queryKey: alertKeys.mine(userId ?? ''),
    queryFn: () => fetchMyAlerts(),
    enabled: Boolean(userId),
  });
}

function useAlertMutation<T>(mutate: (input: T) => Promise<unknown>) {
  return useInvalidatingMutation(mutate, [alertKeys.all]);
}

export const useCreateAlert = () =>
  useAlertMutation((input: { name: string; criteria: AlertCriteria }) =>
    createAlert(input.name, input.criteria),
  );
export const useSetAlertActive = () =>
  useAlertMutation((input: { id: string; active: boolean }) =>
    setAlertActive(input.id, input.active),
  );
export const useDeleteAlert = () => useAlertMutation((id: string) => deleteAlert(id));
