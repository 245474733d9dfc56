/**
 * One shipment's trip as its two parties read it (RLS: nobody else), and what each may do to it.
 * Every query key starts with 'trip', so the trip topic's events refresh them together.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Enums, Tables } from '@/lib/database.types';
import { unwrap } from '@/lib/query-result';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import type { Fix, IncidentKind } from '../trip-logic';
import type { DeliveryInput, RoadIncidentInput } from '../types';
import { tripError } from './errors';
import { TRIP_FILE_LINK_FRESH_MS, tripFileUrl, uploadTripFile } from './trip-files';
import { SHIPMENT_QUERY_ROOTS, useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

export type Trip = Tables<'trips'>;
export type TripEvent = Pick<Tables<'trip_events'>, 'kind' | 'at'>;
export type TripDelivery = Tables<'trip_deliveries'>;
export type ShipmentPaperwork = Pick<Tables<'shipment_paperwork'>, 'remito_numbers' | 'cot_code'>;
export type TripIncident = Pick<
  Tables<'trip_incidents'>,
  'id' | 'kind' | 'description' | 'created_at' | 'resolved_at' | 'resolution'
>;
export type TripRoadIncident = Pick<
  Tables<'trip_road_incidents'>,
  'id' | 'kind' | 'description' | 'happened_at'
>;
export type TripPosition = Pick<
  Tables<'trip_positions'>,
  'lat' | 'lon' | 'accuracy_m' | 'recorded_at'
>;

export interface TripState {
  trip: Trip | null;
  events: TripEvent[];
  delivery: TripDelivery | null;
  incident: TripIncident | null;
  /** What the transporter reported from the road, oldest first. */
  roadIncidents: TripRoadIncident[];
  paperwork: ShipmentPaperwork | null;
}

export const tripKeys = {
  all: ['trip'] as const,
  state: (listingId: string) => ['trip', 'state', listingId] as const,
  trail: (listingId: string) => ['trip', 'trail', listingId] as const,
  parties: (listingId: string) => ['trip', 'parties', listingId] as const,
  file: (path: string) => ['trip', 'file', path] as const,
  // Not under 'trip': a photo of up to ~1 MB that never changes once made is not read again on
  // every trip event.
  receiptPhoto: (listingId: string) => ['receipt-photo', listingId] as const,
};

export async function fetchTripState(
  listingId: string,
  client: AppSupabaseClient = supabase,
): Promise<TripState> {
  const [trip, events, delivery, incident, roadIncidents, paperwork] = await Promise.all([
    client.from('trips').select('*').eq('listing_id', listingId).maybeSingle(),
    client.from('trip_events').select('kind, at').eq('listing_id', listingId).order('at'),
    client.from('trip_deliveries').select('*').eq('listing_id', listingId).maybeSingle(),
    client
      .from('trip_incidents')
      .select('id, kind, description, created_at, resolved_at, resolution')
      .eq('listing_id', listingId)
      .maybeSingle(),
    client
      .from('trip_road_incidents')
      .select('id, kind, description, happened_at')
      .eq('listing_id', listingId)
      .order('happened_at'),
    client
      .from('shipment_paperwork')
      .select('remito_numbers, cot_code')
      .eq('listing_id', listingId)
      .maybeSingle(),
  ]);
  return {
    trip: unwrap(trip, tripError),
    events: unwrap(events, tripError),
    delivery: unwrap(delivery, tripError),
    incident: unwrap(incident, tripError),
    roadIncidents: unwrap(roadIncidents, tripError),
    paperwork: unwrap(paperwork, tripError),
  };
}

/** The trail, oldest first: at 30 s a point, a day's trip is under 3.000 rows. */
export async function fetchTrail(
  listingId: string,
  client: AppSupabaseClient = supabase,
): Promise<TripPosition[]> {
  return unwrap(
    await client
      .from('trip_positions')
      .select('lat, lon, accuracy_m, recorded_at')
      .eq('listing_id', listingId)
      .order('recorded_at')
      .limit(20_000),
    tripError,
  );
}

export async function fetchTripParties(listingId: string, client: AppSupabaseClient = supabase) {
  const rows = unwrap(await client.rpc('trip_parties', { p_listing_id: listingId }), tripError);
  return rows[0] ?? null;
}

export function useTripState(listingId: string, enabled = true) {
  return useQuery({
    queryKey: tripKeys.state(listingId),
    queryFn: () => fetchTripState(listingId),
    enabled,
  });
}

export function useTrail(listingId: string, enabled: boolean) {
  return useQuery({
    queryKey: tripKeys.trail(listingId),
    queryFn: () => fetchTrail(listingId),
    enabled,
  });
}

/**
 * Reads the trail again: the points the transporter's phone just stored show on the map. The callback
 * is stable, so the effects that call it do not restart.
 */
export function useInvalidateTrail(listingId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    () => void queryClient.invalidateQueries({ queryKey: tripKeys.trail(listingId) }),
    [listingId, queryClient],
  );
}

/** A trip file's link (a signature, a photo), renewed before it expires. */
export function useTripFileUrl(path: string) {
  return useQuery({
    queryKey: tripKeys.file(path),
    queryFn: () => tripFileUrl(path),
    staleTime: TRIP_FILE_LINK_FRESH_MS,
    // A signed link expires: never kept on the device (lib/persisted-queries.ts).
    meta: { keepOffDevice: true },
  });
}

/** The photo whoever received added from the tracking link (a JPEG data URL), or null. */
export async function fetchReceiptPhoto(
  listingId: string,
  client: AppSupabaseClient = supabase,
): Promise<string | null> {
  const row = unwrap(
    await client
      .from('trip_receipt_photos')
      .select('photo')
      .eq('listing_id', listingId)
      .maybeSingle(),
    tripError,
  );
  return row?.photo ?? null;
}

export function useReceiptPhoto(listingId: string, enabled: boolean) {
  return useQuery({
    queryKey: tripKeys.receiptPhoto(listingId),
    queryFn: () => fetchReceiptPhoto(listingId),
    enabled,
    staleTime: Infinity,
  });
}

export function useTripParties(listingId: string) {
  return useQuery({
    queryKey: tripKeys.parties(listingId),
    queryFn: () => fetchTripParties(listingId),
  });
}

export async function recordPositions(
  listingId: string,
  points: readonly Fix[],
  client: AppSupabaseClient = supabase,
): Promise<number> {
  return unwrap(
    await client.rpc('record_positions', {
      p_listing_id: listingId,
      p_points: points.map(({ lat, lon, accuracy, at }) => ({ lat, lon, accuracy, at })),
    }),
    tripError,
  );
}

export interface InsuranceInput {
  insurer: string;
  policyNumber: string;
  validUntil: string;
  certificate: File;
}

export interface ProblemInput {
  kind: IncidentKind;
  description: string;
  photos: readonly Blob[];
}

function useTripMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  // Any change to the trip can change the listing's status, its timeline and the dashboards.
  return useInvalidatingMutation(mutationFn, SHIPMENT_QUERY_ROOTS);
}

export function useAssignTripResources(listingId: string) {
  return useTripMutation(async ({ vehicleId, driverId }: { vehicleId: string; driverId: string }) =>
    unwrap(
      await supabase.rpc('assign_trip_resources', {
        p_listing_id: listingId,
        p_vehicle_id: vehicleId,
        p_driver_id: driverId,
      }),
      tripError,
    ),
  );
}

export function useAttachInsurance(listingId: string, userId: string) {
  return useTripMutation(async (input: InsuranceInput) => {
    const path = await uploadTripFile(userId, listingId, input.certificate, 'application/pdf');
    unwrap(
      await supabase.rpc('attach_trip_insurance', {
        p_listing_id: listingId,
        p_insurer: input.insurer,
        p_policy_number: input.policyNumber,
        p_valid_until: input.validUntil,
        p_path: path,
      }),
      tripError,
    );
  });
}

/**
 * Uploads photos one after another (a phone's upstream is narrow), in their order; named
 * `<prefix>-foto-<n>` when a prefix is given (one thing that may be sent again).
 */
async function uploadTripPhotos(
  userId: string,
  listingId: string,
  photos: readonly Blob[],
  prefix?: string,
): Promise<string[]> {
  const paths: string[] = [];
  for (const [i, photo] of photos.entries()) {
    const name = prefix === undefined ? undefined : `${prefix}-foto-${i + 1}`;
    paths.push(await uploadTripFile(userId, listingId, photo, 'image/jpeg', name));
  }
  return paths;
}

/**
 * The proof of delivery, sent from the trip's outbox: the files, then the record, named by the
 * phone's `requestId` so a repeat after a lost answer is taken as done (register_delivery).
 */
export async function sendDelivery(
  listingId: string,
  { requestId, userId, delivery }: { requestId: string; userId: string; delivery: DeliveryInput },
): Promise<void> {
  // Named by the request: sent again after a lost answer, the files already up are the ones.
  const signature = await uploadTripFile(
    userId,
    listingId,
    delivery.signature,
    'image/png',
    `${requestId}-firma`,
  );
  const photos = await uploadTripPhotos(userId, listingId, delivery.photos, requestId);
  unwrap(
    await supabase.rpc('register_delivery', {
      p_listing_id: listingId,
      p_recipient_name: delivery.recipientName,
      p_recipient_dni: delivery.recipientDni,
      p_signature_path: signature,
      p_photo_paths: photos,
      // A delivery without a fix still counts: the phone may have no signal indoors.
      p_lat: delivery.position?.lat,
      p_lon: delivery.position?.lon,
      p_accuracy: delivery.position?.accuracy,
      p_remito_confirmed: delivery.remitoConfirmed,
      p_request_id: requestId,
    }),
    tripError,
  );
}

/** 'Remito y COT': the shipper's, until the trip starts (the database refuses it after). */
export function useRecordPaperwork(listingId: string) {
  return useTripMutation(
    async ({ remitoNumbers, cotCode }: { remitoNumbers: string[]; cotCode: string }) =>
      unwrap(
        await supabase.rpc('record_shipment_paperwork', {
          p_listing_id: listingId,
          p_remito_numbers: remitoNumbers,
          p_cot_code: cotCode,
        }),
        tripError,
      ),
  );
}

/**
 * The one call of `advance_shipment`: the assigned transporter moves the shipment one step
 * (assigned → in-transit; 'delivered' only comes with the proof, through register_delivery).
 */
export async function advanceShipment(
  listingId: string,
  status: Enums<'cargo_status'>,
  client: AppSupabaseClient = supabase,
): Promise<void> {
  unwrap(
    await client.rpc('advance_shipment', { p_listing_id: listingId, p_status: status }),
    tripError,
  );
}

/** A road incident from the outbox: sent again under its request id, it is recorded once. */
export async function reportRoadIncident(
  listingId: string,
  { requestId, report }: { requestId: string; report: RoadIncidentInput },
): Promise<void> {
  unwrap(
    await supabase.rpc('report_road_incident', {
      p_listing_id: listingId,
      p_request_id: requestId,
      p_kind: report.kind,
      p_description: report.description,
      p_happened_at: report.happenedAt,
    }),
    tripError,
  );
}

/**
 * 'Iniciar Viaje', sent from the trip's outbox: `at` is when the transporter tapped it, which the
 * database takes within its bounds (after the assignment, not after now), so positions recorded
 * after an offline start are the trip's. Refused until vehicle, driver and insurance are in; the
 * same start sent again after a lost answer is taken as done.
 */
export async function startTrip(listingId: string, at: string): Promise<void> {
  unwrap(
    await supabase.rpc('start_trip', { p_listing_id: listingId, p_started_at: at }),
    tripError,
  );
}

export function useConfirmReceipt(listingId: string) {
  return useTripMutation(async () =>
    unwrap(await supabase.rpc('confirm_delivery_receipt', { p_listing_id: listingId }), tripError),
  );
}

export function useReportProblem(listingId: string, userId: string) {
  return useTripMutation(async (input: ProblemInput) => {
    const photos = await uploadTripPhotos(userId, listingId, input.photos);
    unwrap(
      await supabase.rpc('report_delivery_problem', {
        p_listing_id: listingId,
        p_kind: input.kind,
        p_description: input.description,
        p_photo_paths: photos,
      }),
      tripError,
    );
  });
}
