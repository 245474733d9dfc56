/**
 * 'Ofrecer carga': a shipper sends one of his pending listings to a carrier, who sees it in
 * 'Invitaciones' and answers with a proposal (on the listing's page) or 'Rechazar'.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { localCalendarDate } from '@/lib/calendar-date';
import type { Database } from '@/lib/database.types';
import { unwrap } from '@/lib/query-result';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import { openInvitationCount } from '../open-invitations';
import type { Invitation, OfferableListing } from '../types';
import { availabilityError } from './errors';
import { availabilityKeys } from './keys';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

/** The offer dialog lists this many of the shipper's pending listings, soonest pickup first. */
export const OFFERABLE_LIMIT = 50;

type InvitationRow = Database['public']['Functions']['my_invitations']['Returns'][number];

export function toInvitation(row: InvitationRow): Invitation {
  return {
    id: row.id,
    listingId: row.listing_id,
    title: row.title,
    origin: row.origin,
    destination: row.destination,
    pickupDate: row.pickup_date,
    price: Number(row.price),
    shipperName: row.shipper_name,
    listingStatus: row.status,
    createdAt: row.created_at,
    answeredAt: row.answered_at as string | null,
    declined: row.declined,
  };
}

/** Sends the listing to the carrier of that availability; the invitation's id. */
export async function inviteToListing(
  listingId: string,
  availabilityId: string,
  client: AppSupabaseClient = supabase,
): Promise<string> {
  return unwrap(
    await client.rpc('invite_to_listing', {
      p_listing_id: listingId,
      p_availability_id: availabilityId,
    }),
    availabilityError,
  );
}

export async function declineInvitation(
  invitationId: string,
  client: AppSupabaseClient = supabase,
): Promise<void> {
  unwrap(
    await client.rpc('decline_invitation', { p_invitation_id: invitationId }),
    availabilityError,
  );
}

/** The signed-in carrier's invitations, newest first. */
export async function fetchMyInvitations(
  client: AppSupabaseClient = supabase,
): Promise<Invitation[]> {
  return unwrap(await client.rpc('my_invitations'), availabilityError).map(toInvitation);
}

/**
 * The shipper's listings he can still offer: pending and not expired (a pickup date before
 * today takes no offers until republished).
 */
export async function fetchOfferableListings(
  shipperId: string,
  today: string = localCalendarDate(),
  client: AppSupabaseClient = supabase,
): Promise<OfferableListing[]> {
  const rows = unwrap(
    await client
      .from('cargo_listings')
      .select('id, title, origin, destination, pickup_date')
      .eq('shipper_id', shipperId)
      .eq('status', 'pending')
      .gte('pickup_date', today)
      .order('pickup_date')
      .limit(OFFERABLE_LIMIT),
    availabilityError,
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    origin: row.origin,
    destination: row.destination,
    pickupDate: row.pickup_date,
  }));
}

export const myInvitationsQuery = (transporterId: string) =>
  queryOptions({
    queryKey: availabilityKeys.invitations(transporterId),
    queryFn: () => fetchMyInvitations(),
  });

export function useMyInvitations(transporterId: string | undefined) {
  return useQuery({ ...myInvitationsQuery(transporterId ?? ''), enabled: Boolean(transporterId) });
}

/** How many invitations the transporter can still answer: the badge on 'Camión disponible'. */
export function useOpenInvitationCount(transporterId: string | undefined, enabled = true) {
  return useQuery({
    ...myInvitationsQuery(transporterId ?? ''),
    enabled: enabled && Boolean(transporterId),
    select: openInvitationCount,
    refetchOnWindowFocus: true,
  });
}

export function useOfferableListings(shipperId: string | undefined) {
  return useQuery({
    queryKey: availabilityKeys.offerable(shipperId ?? ''),
    queryFn: () => fetchOfferableListings(shipperId ?? ''),
    enabled: Boolean(shipperId),
  });
}

/** Every availability list shows who was invited: one invalidation refreshes them all. */
export function useInvite() {
  return useInvalidatingMutation(
    ({ listingId, availabilityId }: { listingId: string; availabilityId: string }) =>
      inviteToListing(listingId, availabilityId),
    [availabilityKeys.all],
  );
}

export function useDeclineInvitation() {
  return useInvalidatingMutation(
    (invitationId: string) => declineInvitation(invitationId),
    [availabilityKeys.all],
  );
}
