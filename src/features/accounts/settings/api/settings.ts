import { unwrap } from '@/lib/query-result';
import { DataError } from '@/lib/data-errors';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';

export interface NotificationPreferences {
  newProposals: boolean;
  statusChanges: boolean;
  news: boolean;
}

export const settingsKeys = {
  preferences: (userId: string) => ['notification-preferences', userId] as const,
};

export async function fetchPreferences(
  userId: string,
  client: AppSupabaseClient = supabase,
): Promise<NotificationPreferences> {
  const data = unwrap(
    await client
      .from('notification_preferences')
      .select('new_proposals, status_changes, news')
      .eq('user_id', userId)
      .single(),
  );
  return { newProposals: data.new_proposals, statusChanges: data.status_changes, news: data.news };
}

export async function savePreferences(
  userId: string,
  preferences: NotificationPreferences,
  client: AppSupabaseClient = supabase,
): Promise<NotificationPreferences> {
  const data = unwrap(
    await client
      .from('notification_preferences')
      .update({
        new_proposals: preferences.newProposals,
        status_changes: preferences.statusChanges,
        news: preferences.news,
      })
      .eq('user_id', userId)
      .select('new_proposals, status_changes, news')
      .single(),
  );
  return { newProposals: data.new_proposals, statusChanges: data.status_changes, news: data.news };
}

export const ACTIVE_SHIPMENTS_MESSAGE =
  'No puedes eliminar tu cuenta mientras tengas envíos asignados o en tránsito. Complétalos o cancélalos primero.';
export const INSUFFICIENT_AAL_MESSAGE =
  'Para eliminar la cuenta inicia sesión con tu código de verificación en dos pasos.';

/** The RPC's refusals, named by the prefix of its message, in clear Spanish. */
export function deleteAccountErrorMessage(message: string | undefined): string | null {
  if (message?.startsWith('active_shipments')) return ACTIVE_SHIPMENTS_MESSAGE;
  if (message?.startsWith('insufficient_aal')) return INSUFFICIENT_AAL_MESSAGE;
  return null;
}

/** Deletes the caller's account (RPC `delete_my_account`); cascades remove its data. */
export async function deleteMyAccount(client: AppSupabaseClient = supabase): Promise<void> {
  unwrap(
    await client.rpc('delete_my_account'),
    (error) => new DataError(error, deleteAccountErrorMessage(error.message) ?? undefined),
  );
}
