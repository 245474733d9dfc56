import { unwrap } from '@/lib/query-result';
import { useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import { ratingError } from './errors';
import type { RatingInput } from '../schemas';
import { trustKeys } from './keys';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

export type GivenRating = Pick<Tables<'ratings'>, 'id' | 'stars' | 'comment' | 'created_at'>;

/** The rating the signed-in user gave on a listing, if any (RLS shows the ones they gave). */
export async function fetchMyRating(
  listingId: string,
  raterId: string,
  client: AppSupabaseClient = supabase,
): Promise<GivenRating | null> {
  return unwrap(
    await client
      .from('ratings')
      .select('id, stars, comment, created_at')
      .eq('listing_id', listingId)
      .eq('rater_id', raterId)
      .maybeSingle(),
  );
}

export function useMyRating(listingId: string, raterId: string | undefined) {
  return useQuery({
    queryKey: trustKeys.myRating(listingId, raterId ?? ''),
    queryFn: () => fetchMyRating(listingId, raterId ?? ''),
    enabled: Boolean(raterId),
  });
}

export interface NewRating extends RatingInput {
  listingId: string;
  rateeId: string;
}

/** Rates the other party of a delivered listing; the database allows it once, to the two parties. */
export async function submitRating(
  { listingId, rateeId, stars, comment }: NewRating,
  client: AppSupabaseClient = supabase,
): Promise<GivenRating> {
  return unwrap(
    await client
      .from('ratings')
      .insert({ listing_id: listingId, ratee_id: rateeId, stars, comment })
      .select('id, stars, comment, created_at')
      .single(),
    ratingError,
  );
}

export function useSubmitRating() {
  return useInvalidatingMutation((rating: NewRating) => submitRating(rating), [trustKeys.all]);
}
