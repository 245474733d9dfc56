import { useQueryClient } from '@tanstack/react-query';
import type { LiveState } from '@/lib/live-state';
import { useLiveChannel } from '@/lib/use-live-channel';
import { messageKeys } from './keys';

/**
 * The conversation's topic, written by the database alone: a 'message' or 'read' event only says
 * that something changed, and the thread is read again through conversation_messages (masked).
 * `onMessage` runs at each new message, for what the screen shows of it.
 */
export function useConversationLive(conversationId: string, onMessage: () => void): LiveState {
  const queryClient = useQueryClient();
  const refreshThread = () =>
    void queryClient.invalidateQueries({ queryKey: messageKeys.thread(conversationId) });
  const refetch = () => void queryClient.invalidateQueries({ queryKey: messageKeys.all });
  return useLiveChannel(
    `conversation:${conversationId}`,
    {
      message: () => {
        onMessage();
        refreshThread();
      },
      read: refreshThread,
    },
    { onResume: refetch, poll: refetch },
  ).state;
}
