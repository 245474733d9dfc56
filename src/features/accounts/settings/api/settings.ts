import { unwrap } from '@/lib/query-result';
import type { Tables } from '@/lib/database.types';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import { accountDeletionError } from './errors';

export interface NotificationPreferences {
  newProposals: boolean;
  statusChanges: boolean;
  news: boolean;
}

export const settingsKeys = {
  preferences: (userId: string) => ['notification-preferences', userId] as const,
  pushCategories: (userId: string) => ['notification-preferences', userId, 'push'] as const,
  /** This browser's push subscription: read from the device, not the server. */
  pushDevice: () => ['push-device'] as const,
};

const PREFERENCE_COLUMNS = 'new_proposals, status_changes, news';

function toPreferences(
  row: Pick<Tables<'notification_preferences'>, 'new_proposals' | 'status_changes' | 'news'>,
): NotificationPreferences {
  return { newProposals: row.new_proposals, statusChanges: row.status_changes, news: row.news };
}

export async function fetchPreferences(
  userId: string,
  client: AppSupabaseClient = supabase,
): Promise<NotificationPreferences> {
  const data = unwrap(
    await client
      .from('notification_preferences')
      .select(PREFERENCE_COLUMNS)
      .eq('user_id', userId)
      .single(),
  );
  return toPreferences(data);
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
      .select(PREFERENCE_COLUMNS)
      .single(),
  );
  return toPreferences(data);
}

/** Deletes the caller's account (RPC `delete_my_account`); cascades remove its data. */
export async function deleteMyAccount(client: AppSupabaseClient = supabase): Promise<void> {
  unwrap(await client.rpc('delete_my_account'), accountDeletionError);
}
