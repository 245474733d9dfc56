import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { LiveState } from '@/lib/live-state';
import { type LivePayload, useLiveChannel } from '@/lib/use-live-channel';
import { TYPING_SHOWN_MS } from '../chat-logic';
import { messageKeys } from './keys';

export interface LiveConversation {
  /** The conversation topic's connection (the screen says 'Reconectando…' while it is down). */
  state: LiveState;
  /** The other party is typing ('escribiendo…'), until a message arrives or a few seconds pass. */
  typing: boolean;
  /** Who has the conversation open now (presence keys: user ids). */
  present: string[];
  /** Tells the other party that `me` is typing. */
  sendTyping(): void;
}

/**
 * One conversation's live channels, opened here and nowhere else:
 * - `conversation:<id>`, written by the database alone: a 'message' or 'read' event only says
 *   that something changed, and the thread is read again through conversation_messages (masked);
 * - `chat:<id>`, what the parties send themselves, where a forged event can only show
 *   'escribiendo…' or 'en línea' for a moment.
 */
export function useLiveConversation(conversationId: string, me: string): LiveConversation {
  const queryClient = useQueryClient();
  const [typingAt, setTypingAt] = useState<number | null>(null);
  const [present, setPresent] = useState<string[]>([]);
  const refreshThread = () =>
    void queryClient.invalidateQueries({ queryKey: messageKeys.thread(conversationId) });
  const refetch = () => void queryClient.invalidateQueries({ queryKey: messageKeys.all });

  const data = useLiveChannel(
    `conversation:${conversationId}`,
    {
      message: () => {
        // A new message ends the other party's 'escribiendo…'.
        setTypingAt(null);
        refreshThread();
      },
      read: refreshThread,
    },
    { onResume: refetch, poll: refetch },
  );
  const chat = useLiveChannel(
    `chat:${conversationId}`,
    {
      typing: (payload: LivePayload) => {
        if (payload.user_id !== me) setTypingAt(Date.now());
      },
    },
    { presence: { key: me }, onPresence: setPresent },
  );

  useEffect(() => {
    if (typingAt === null) return;
    const timer = setTimeout(() => setTypingAt(null), TYPING_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [typingAt]);

  return {
    state: data.state,
    typing: typingAt !== null,
    present,
    sendTyping: () => chat.send('typing', { user_id: me }),
  };
}
