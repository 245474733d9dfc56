import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useUserLiveState } from '@/features/notifications';
import { nextPageParam, type KeysetPage } from '@/lib/keyset';
import { LIVE_FALLBACK_POLL_MS } from '@/lib/live-state';
import { unwrap } from '@/lib/query-result';
import { supabase } from '@/lib/supabase';
import type { ChatMessage } from '../types';
import { messagesError } from './errors';
import {
  CONVERSATIONS_PAGE_SIZE,
  fetchConversationDetails,
  fetchConversationsPage,
  fetchMessagesPage,
  fetchUnreadMessageCount,
  MESSAGES_PAGE_SIZE,
  type TimeCursor,
  toChatMessage,
} from './conversations-fetch';
import { messageKeys } from './keys';
import { invalidateRoots, PERSONAL_QUERY_ROOTS } from '@/lib/use-invalidating-mutation';

export type ThreadData = InfiniteData<KeysetPage<ChatMessage, TimeCursor>, TimeCursor | null>;

/** 'Mensajes': the person's conversations, most recent first, a page at a time. */
export function useConversationPages(userId: string) {
  const live = useUserLiveState() === 'live';
  return useInfiniteQuery({
    queryKey: messageKeys.list(userId),
    queryFn: ({ pageParam }) =>
      fetchConversationsPage(pageParam, CONVERSATIONS_PAGE_SIZE, supabase),
    initialPageParam: null as TimeCursor | null,
    getNextPageParam: nextPageParam,
    enabled: userId !== '',
    refetchInterval: live ? false : LIVE_FALLBACK_POLL_MS,
  });
}

/** The badge on 'Mensajes': refreshed by the person's live events, polled while they are away. */
export function useUnreadMessageCount(userId: string | undefined, enabled = true) {
  const live = useUserLiveState() === 'live';
  return useQuery({
    queryKey: messageKeys.unread(userId ?? ''),
    queryFn: () => fetchUnreadMessageCount(supabase),
    enabled: enabled && Boolean(userId),
    refetchOnWindowFocus: true,
    refetchInterval: live ? false : LIVE_FALLBACK_POLL_MS,
  });
}

export function useConversationDetails(conversationId: string) {
  return useQuery({
    queryKey: messageKeys.details(conversationId),
    queryFn: () => fetchConversationDetails(conversationId, supabase),
  });
}

export function useThread(conversationId: string) {
  return useInfiniteQuery({
    queryKey: messageKeys.thread(conversationId),
    queryFn: ({ pageParam }) =>
      fetchMessagesPage(conversationId, pageParam, MESSAGES_PAGE_SIZE, supabase),
    initialPageParam: null as TimeCursor | null,
    getNextPageParam: nextPageParam,
  });
}

/** The thread's cache with one more message on its newest page (once: sent and echoed live). */
export function withMessage(
  data: ThreadData | undefined,
  message: ChatMessage,
): ThreadData | undefined {
  if (!data || data.pages.some((page) => page.rows.some((row) => row.id === message.id))) {
    return data;
  }
  const [first, ...rest] = data.pages;
  return { ...data, pages: [{ ...first, rows: [message, ...first.rows] }, ...rest] };
}

export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: string) => {
      const rows = unwrap(
        await supabase.rpc('send_message', { p_conversation_id: conversationId, p_body: body }),
        messagesError,
      );
      return toChatMessage(rows[0]);
    },
    onSuccess: (message) => {
      queryClient.setQueryData<ThreadData>(messageKeys.thread(conversationId), (data) =>
        withMessage(data, message),
      );
      void queryClient.invalidateQueries({ queryKey: messageKeys.all, refetchType: 'none' });
    },
  });
}

export function useMarkConversationRead(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      unwrap(
        await supabase.rpc('mark_conversation_read', { p_conversation_id: conversationId }),
        messagesError,
      ),
    onSuccess: (count) => {
      // The unread counts: the thread lists, the dashboards' counters and the bell.
      if (count > 0) void invalidateRoots(queryClient, PERSONAL_QUERY_ROOTS);
    },
  });
}

/** Opens (or finds) the conversation of a listing: the carrier's own, or the shipper's with one. */
export function useOpenConversation() {
  return useMutation({
    mutationFn: async (input: { listingId: string; transporterId?: string }) =>
      unwrap(
        await supabase.rpc('open_conversation', {
          p_listing_id: input.listingId,
          ...(input.transporterId ? { p_transporter_id: input.transporterId } : {}),
        }),
        messagesError,
      ),
  });
}

export function useReportConversation(conversationId: string) {
  return useMutation({
    mutationFn: async (reason: string) =>
      unwrap(
        await supabase.rpc('report_conversation', {
          p_conversation_id: conversationId,
          p_reason: reason,
        }),
        messagesError,
      ),
  });
}
