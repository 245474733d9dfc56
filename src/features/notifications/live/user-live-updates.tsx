import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '@/auth';
import { ReconnectingNotice } from '@/components/ui/reconnecting-notice';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { type LiveHandlers, type LivePayload, useLiveChannel } from '@/lib/use-live-channel';
import { liveToastFor } from './live-toasts';
import { setUserLiveState } from './user-live-state';
import { invalidateRoots, PERSONAL_QUERY_ROOTS } from '@/lib/use-invalidating-mutation';

const EVENTS = ['notification', 'proposal_received', 'proposal_decided', 'message', 'changed'];

/**
 * The signed-in person's own channel (user:<id>), mounted once with the navbar's account area
 * (which shows 'Reconectando…' while the channel is on its way back):
 * every event refreshes what it shows in (PERSONAL_QUERY_ROOTS: the bell, offers, shipments, messages; few events,
 * each a refetch under RLS), and offers and decisions also show a toast.
 */
export function UserLiveUpdates() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const handlers = useMemo<LiveHandlers>(() => {
    const onEvent = (event: string) => (payload: LivePayload) => {
      void invalidateRoots(queryClient, PERSONAL_QUERY_ROOTS);
      const shown = liveToastFor(event, payload);
      if (!shown) return;
      const listingId = shown.listingId;
      toast[shown.kind](shown.title, {
        action: listingId
          ? { label: 'Ver', onClick: () => void navigate(paths.listing(listingId)) }
          : undefined,
      });
    };
    return Object.fromEntries(EVENTS.map((event) => [event, onEvent(event)]));
  }, [queryClient, navigate]);

  const { state } = useLiveChannel(user ? `user:${user.id}` : null, handlers, {
    onResume: () => void invalidateRoots(queryClient, PERSONAL_QUERY_ROOTS),
  });
  useEffect(() => setUserLiveState(state), [state]);
  useEffect(() => () => setUserLiveState('offline'), []);
  return <ReconnectingNotice state={state} className="px-2" />;
}
