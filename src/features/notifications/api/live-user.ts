import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/auth';
import type { LiveState } from '@/lib/live-state';
import { invalidateRoots, PERSONAL_QUERY_ROOTS } from '@/lib/use-invalidating-mutation';
import { type LivePayload, useLiveChannel } from '@/lib/use-live-channel';

const EVENTS = ['notification', 'proposal_received', 'proposal_decided', 'message', 'changed'];

/**
 * The signed-in person's own channel (user:<id>): every event, and a return after being down,
 * refreshes what it shows in (PERSONAL_QUERY_ROOTS: the bell, offers, shipments, messages; few
 * events, each a refetch under RLS). `onEvent` then gets the event, for what the screen says of it.
 */
export function useUserLive(onEvent: (event: string, payload: LivePayload) => void): LiveState {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const refresh = () => void invalidateRoots(queryClient, PERSONAL_QUERY_ROOTS);
  // The handlers are read at each event (useLiveChannel keeps the latest): no memo needed.
  const handlers = Object.fromEntries(
    EVENTS.map((event) => [
      event,
      (payload: LivePayload) => {
        refresh();
        onEvent(event, payload);
      },
    ]),
  );
  return useLiveChannel(user ? `user:${user.id}` : null, handlers, { onResume: refresh }).state;
}
