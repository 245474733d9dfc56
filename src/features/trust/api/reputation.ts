import { useQuery } from '@tanstack/react-query';
import { batchByTick } from '@/lib/batch-by-tick';
import { unwrap } from '@/lib/query-result';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import { toReputation, type Reputation } from '../reputation';
import { trustKeys } from './keys';

/** How many people the reputation RPC answers for in one call (its `p_user_ids[1:50]`). */
const REPUTATION_MAX_PEOPLE = 50;

/** The reputation of many people, in calls of at most REPUTATION_MAX_PEOPLE. */
async function fetchReputations(
  userIds: readonly string[],
  client: AppSupabaseClient,
): Promise<Map<string, Reputation>> {
  const calls = [];
  for (let start = 0; start < userIds.length; start += REPUTATION_MAX_PEOPLE) {
    const ids = userIds.slice(start, start + REPUTATION_MAX_PEOPLE);
    calls.push(client.rpc('reputation', { p_user_ids: ids }).then(unwrap));
  }
  const rows = (await Promise.all(calls)).flat();
  return new Map(rows.map((row) => [row.user_id, toReputation(row)]));
}

/** One batch per client: the tests' clients and the app's. */
const batches = new WeakMap<
  AppSupabaseClient,
  (userId: string) => Promise<Reputation | undefined>
>();

/**
 * A user's reputation figures (RPC reputation; public, like the stars). The rows of a list ask in
 * the same task, and one call answers them all: a listing's offers, 'Mis transportistas'.
 */
export async function fetchReputation(
  userId: string,
  client: AppSupabaseClient = supabase,
): Promise<Reputation | null> {
  let load = batches.get(client);
  if (!load) {
    load = batchByTick((userIds) => fetchReputations(userIds, client));
    batches.set(client, load);
  }
  return (await load(userId)) ?? null;
}

export function useReputation(userId: string | null | undefined) {
  return useQuery({
    queryKey: trustKeys.reputation(userId ?? ''),
    queryFn: () => fetchReputation(userId ?? ''),
    enabled: Boolean(userId),
  });
}
