import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { ReconnectingNotice } from '@/components/ui/reconnecting-notice';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useUserLive } from '../api/live-user';
import { liveToastFor } from './live-toasts';
import { setUserLiveState } from './user-live-state';

/**
 * The signed-in person's own channel, mounted once with the navbar's account area (which shows
 * 'Reconectando…' while the channel is on its way back): each event refreshes what it shows in
 * (useUserLive), and offers and decisions also show a toast.
 */
export function UserLiveUpdates() {
  const navigate = useNavigate();
  const state = useUserLive((event, payload) => {
    const shown = liveToastFor(event, payload);
    if (!shown) return;
    const listingId = shown.listingId;
    toast[shown.kind](shown.title, {
      action: listingId
        ? { label: 'Ver', onClick: () => void navigate(paths.listing(listingId)) }
        : undefined,
    });
  });
  useEffect(() => setUserLiveState(state), [state]);
  useEffect(() => () => setUserLiveState('offline'), []);
  return <ReconnectingNotice state={state} className="px-2" />;
}
