import { useQueries, useQuery } from '@tanstack/react-query';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import { trustKeys } from './keys';
import { fetchTrustMark } from './trust-marks';

/**
 * Whether the database counts the user as a verified transporter today (RPC trust_marks, with the
 * other rows of the list).
 */
export async function fetchVerifiedTransporter(
  userId: string,
  client: AppSupabaseClient = supabase,
): Promise<boolean> {
  return (await fetchTrustMark(userId, client)).verifiedTransporter;
}

const verifiedOptions = (userId: string) => ({
  queryKey: trustKeys.verified(userId),
  queryFn: () => fetchVerifiedTransporter(userId),
});

export function useVerifiedTransporter(userId: string | null | undefined) {
  return useQuery({ ...verifiedOptions(userId ?? ''), enabled: Boolean(userId) });
}

/** Verification of several transporters at once (one cached query each), by user id. */
export function useVerifiedTransporters(userIds: readonly string[]): Record<string, boolean> {
  const unique = [...new Set(userIds)];
  return useQueries({
    queries: unique.map(verifiedOptions),
    combine: (results) =>
      Object.fromEntries(
        results.flatMap((result, index) =>
          result.data === undefined ? [] : [[unique[index], result.data]],
        ),
      ),
  });
}
