import { unwrap } from '@/lib/query-result';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import { accountDeletionError } from './errors';

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

/** Deletes the caller's account (RPC `delete_my_account`); cascades remove its data. */
export async function deleteMyAccount(client: AppSupabaseClient = supabase): Promise<void> {
  unwrap(await client.rpc('delete_my_account'), accountDeletionError);
}
