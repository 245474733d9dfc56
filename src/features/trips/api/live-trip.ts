import { useQueryClient } from '@tanstack/react-query';
import { useLiveChannel } from '@/lib/use-live-channel';
import { tripKeys } from './trip';

/**
 * Reads the trip's queries again at each event of its private topic and after a reconnect, and
 * polls them while the channel is down.
 */
export function useTripLive(listingId: string): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: tripKeys.all });
  useLiveChannel(`trip:${listingId}`, { changed: refresh }, { onResume: refresh, poll: refresh });
}
