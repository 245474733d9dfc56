/**
 * The notifications list's read, given the client (no import of the app's singleton: scripts
 * run it on Node too). The hooks that pass the app's client are in ./notifications.ts.
 */
import { readNewestFirstPage, type KeysetPage, type NewestFirstCursor } from '@/lib/keyset';
import { unwrap } from '@/lib/query-result';
import type { AppSupabaseClient } from '@/lib/supabase-client-type';
import type { AppNotification, NotificationRow } from '../types';

/** Notifications on one page of the dashboards' list. */
export const NOTIFICATIONS_PAGE_SIZE = 50;

/** Where a page starts: the last notification of the previous one (newest first, then id). */
export type NotificationsCursor = NewestFirstCursor;

function toNotification(row: NotificationRow): AppNotification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    readAt: row.read_at,
    createdAt: row.created_at,
  };
}

/**
 * The page of the signed-in person's notifications after `after` (RLS keeps them to their own):
 * the rows after the cursor, bounded by its time so the index range starts there
 * (notifications_recipient_newest_idx).
 */
export async function fetchNotificationsPage(
  after: NotificationsCursor | null,
  size: number,
  client: AppSupabaseClient,
): Promise<KeysetPage<AppNotification, NotificationsCursor>> {
  return readNewestFirstPage(
    client.from('notifications').select('id, kind, title, body, link, read_at, created_at'),
    after,
    size,
    toNotification,
  );
}

/** How many of the signed-in person's notifications are unread (a count, no rows). */
export async function fetchUnreadCount(client: AppSupabaseClient): Promise<number> {
  const { count, error } = await client
    .from('notifications')
    .select('id', { count: 'exact', head: true })
    .is('read_at', null);
  unwrap({ data: null, error });
  return count ?? 0;
}
