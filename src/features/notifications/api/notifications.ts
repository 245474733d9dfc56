import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { nextPageParam } from '@/lib/keyset';
import { unwrap } from '@/lib/query-result';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import { useUserLiveState } from '../live/user-live-state';
import type { AppNotification } from '../types';
import { notificationKeys } from './keys';
import {
  fetchNotificationsPage,
  fetchUnreadCount,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationsCursor,
} from './notifications-fetch';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

/** How many the bell's menu shows; the dashboards' page shows them a page at a time. */
export const MENU_SIZE = 8;
/** Without a live channel the unread count is read again this often (and on window focus). */
export const UNREAD_REFETCH_MS = 30_000;

/** The signed-in person's latest notifications, newest first (RLS keeps them to their own). */
export async function fetchNotifications(
  limit: number,
  client: AppSupabaseClient = supabase,
): Promise<AppNotification[]> {
  return (await fetchNotificationsPage(null, limit, client)).rows;
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

export function useNotifications(userId: string, limit: number) {
  return useQuery(notificationsOptions(userId, limit));
}

/** The dashboards' Notificaciones: newest first, a page at a time. */
export function useNotificationPages(userId: string, enabled = true) {
  return useInfiniteQuery({
    queryKey: notificationKeys.pages(userId),
    queryFn: ({ pageParam }) =>
      fetchNotificationsPage(pageParam, NOTIFICATIONS_PAGE_SIZE, supabase),
    initialPageParam: null as NotificationsCursor | null,
    getNextPageParam: nextPageParam,
    enabled,
  });
}

/** Polled only while the person's live channel is down; live, new ones arrive by event. */
export function useUnreadCount(userId: string) {
  const live = useUserLiveState() === 'live';
  return useQuery({
    queryKey: notificationKeys.unread(userId),
    queryFn: () => fetchUnreadCount(supabase),
    refetchOnWindowFocus: true,
    refetchInterval: live ? false : UNREAD_REFETCH_MS,
  });
}

function useNotificationMutation<T>(mutationFn: (variables: T) => Promise<unknown>) {
  return useInvalidatingMutation(mutationFn, [notificationKeys.all]);
}

export const useMarkNotificationRead = () =>
  useNotificationMutation((id: string) => markNotificationRead(id));
export const useMarkAllNotificationsRead = () =>
  useNotificationMutation(() => markAllNotificationsRead());
