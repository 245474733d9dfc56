import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';

/**
 * The first key element of the queries a shipment shows in (the features' key factories start
 * with these): the listing and its cards, offers and timeline, the trip, payments and ratings,
 * both dashboards, the trucks' matches and the admin's lists. A change that moves a shipment
 * refetches these, and nothing else, without importing those features.
 */
export const SHIPMENT_QUERY_ROOTS: readonly QueryKey[] = [
  ['listings'],
  ['proposals'],
  ['trip'],
  ['trust'],
  ['payments'],
  ['shipper-dashboard'],
  ['transporter-dashboard'],
  ['availability'],
  ['admin'],
];

/** What a person's own live events (offers, shipments, messages, the bell) show in. */
export const PERSONAL_QUERY_ROOTS: readonly QueryKey[] = [
  ...SHIPMENT_QUERY_ROOTS,
  ['messages'],
  ['notifications'],
];

/** Marks every query under `roots` stale and refetches those on screen. */
export function invalidateRoots(
  queryClient: QueryClient,
  roots: readonly QueryKey[],
): Promise<unknown> {
  return Promise.all(roots.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * The one way to change data: run `mutationFn`, then, once it settles, refetch the queries under
 * `invalidates` (a refusal too: it usually means what is on screen was stale). The mutation ends
 * when they have been invalidated, so a caller awaiting it sees fresh data.
 */
export function useInvalidatingMutation<TVariables = void, TData = unknown>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  invalidates: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => invalidateRoots(queryClient, invalidates),
  });
}

/**
 * A change whose answer is the new data (a profile, preferences, a registration): run
 * `mutationFn`, then put its answer under `queryKey`, where the screen reads it, with no request
 * more. A refusal stores nothing.
 */
export function useStoringMutation<TVariables, TData>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  queryKey: QueryKey,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (data) => queryClient.setQueryData(queryKey, data),
  });
}
