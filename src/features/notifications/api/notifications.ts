import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/query-result';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import type { AppNotification, NotificationRow } from '../types';
import { notificationKeys } from './keys';

/** How many the bell's menu shows; the dashboards' page shows up to PAGE_SIZE. */
export const MENU_SIZE = 8;
export const PAGE_SIZE = 100;
/** The unread count is read again this often (and whenever the window regains focus). */
export const UNREAD_REFETCH_MS = 30_000;

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

/** The signed-in person's latest notifications, newest first (RLS keeps them to their own). */
export async function fetchNotifications(
  limit: number,
  client: AppSupabaseClient = supabase,
): Promise<AppNotification[]> {
  const data = unwrap(
    await client
      .from('notifications')
      .select('id, kind, title, body, link, read_at, created_at')
      .order('created_at', { ascending: false })
      .order('id')
      .limit(limit),
  );
  return data.map(toNotification);
}

/** How many of the signed-in person's notifications are unread (a count, no rows). */
export async function fetchUnreadCount(client: AppSupabaseClient = supabase): Promise<number> {
  const { count, error } = await client
    .from('notifications')
    .select('id', { count: 'exact', head: true })
    .is('read_at', null);
  unwrap({ data: null, error });
  return count ?? 0;
}

/** Marks one notification read (a read one keeps its first read_at). */
export async function markNotificationRead(
  id: string,
  client: AppSupabaseClient = supabase,
): Promise<void> {
  unwrap(
    await client
      .from('notifications')
      .update({ read_at: new Date().toISOString() })
      .eq('id', id)
      .is('read_at', null),
  );
}

/** 'Marcar todas como leídas': returns how many were unread. */
export async function markAllNotificationsRead(
  client: AppSupabaseClient = supabase,
): Promise<number> {
  return unwrap(await client.rpc('mark_all_notifications_read'));
}

export function notificationsOptions(userId: string, limit: number) {
  return queryOptions({
    queryKey: notificationKeys.latest(userId, limit),
    queryFn: () => fetchNotifications(limit),
  });
}

export function useNotifications(userId: string, limit: number, enabled = true) {
  return useQuery({ ...notificationsOptions(userId, limit), enabled });
}

export function useUnreadCount(userId: string) {
  return useQuery({
    queryKey: notificationKeys.unread(userId),
    queryFn: () => fetchUnreadCount(),
    refetchOnWindowFocus: true,
    refetchInterval: UNREAD_REFETCH_MS,
  });
}

function useNotificationMutation<T>(mutationFn: (variables: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export const useMarkNotificationRead = () =>
  useNotificationMutation((id: string) => markNotificationRead(id));
export const useMarkAllNotificationsRead = () =>
  useNotificationMutation(() => markAllNotificationsRead());
