import { useQueryClient } from '@tanstack/react-query';

/**
 * After an offer or shipment changes, every cached query is stale: the listing's status, its
 * transporter, the counts on cards and both parties' lists all move together. Changes are rare, so
 * refetching what is on screen is simpler and safer than tracking each dependent key.
 */
export function useInvalidateAfterChange(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}
