import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAvailability, fetchTrucksPage, withdrawAvailability } from './availability';
import { availabilityErrorMessages } from './errors';
import { declineInvitation, fetchMyInvitations, inviteToListing } from './invitations';
import { fetchLoadsForAvailability, fetchTrucksNearListing } from './matches';

const fake = await vi.hoisted(async () => (await import('@/testing/fake-supabase')).fakeSupabase());
vi.mock('@/lib/supabase', () => ({ supabase: fake.client }));

const raised = (message: string) => ({ data: null, error: { code: 'P0001', message } });

const ownRow = {
  id: 'a1',
  vehicle_id: null,
  vehicle_type: 'van',
  place: 'Rosario, Santa Fe',
  province: 'Santa Fe',
  available_from: '2026-12-03',
  available_to: '2026-12-05',
  destination_province: null,
  note: '',
  withdrawn_at: null,
  created_at: '2026-12-01T10:00:00Z',
};

const browseRow = (id: string, from: string) => ({
  ...ownRow,
  id,
  available_from: from,
  transporter_id: 't1',
  carrier_name: 'Transportes Sur',
  verified: true,
  rating_average: null,
  rating_count: 0,
});

beforeEach(() => {
  vi.clearAllMocks();
  fake.rpc.mockReset();
});

describe('own availabilities', () => {
  it('inserts the form values as columns (not lat/lon) and maps the row back', async () => {
    fake.table('truck_availabilities').single.mockResolvedValueOnce({ data: ownRow, error: null });
    const created = await createAvailability({
      vehicleId: null,
      vehicleType: 'van',
      place: 'Rosario, Santa Fe',
      province: 'Santa Fe',
      availableFrom: '2026-12-03',
      availableTo: '2026-12-05',
      destinationProvince: null,
      note: '',
    });
    expect(fake.table('truck_availabilities').insert).toHaveBeenCalledWith({
      vehicle_id: null,
      vehicle_type: 'van',
      place: 'Rosario, Santa Fe',
      province: 'Santa Fe',
      available_from: '2026-12-03',
      available_to: '2026-12-05',
      destination_province: null,
      note: '',
    });
    expect(created).toMatchObject({ id: 'a1', destinationProvince: null, withdrawnAt: null });
  });

  it('says an unknown place in Spanish', async () => {
    fake
      .table('truck_availabilities')
      .single.mockResolvedValueOnce(raised('place_unknown: no conocemos esa localidad'));
    await expect(
      createAvailability({
        vehicleId: null,
        vehicleType: 'van',
        place: 'Villa Inventada',
        province: 'Santa Fe',
        availableFrom: '2026-12-03',
        availableTo: '2026-12-05',
        destinationProvince: null,
        note: '',
      }),
    ).rejects.toThrow(availabilityErrorMessages.place_unknown);
  });

  it('withdraws one row by its id', async () => {
    await withdrawAvailability('a1');
    const spies = fake.table('truck_availabilities');
    expect(spies.update).toHaveBeenCalledWith({ withdrawn_at: expect.any(String) });
    expect(spies.eq).toHaveBeenCalledWith('id', 'a1');
  });
});

describe('fetchTrucksPage', () => {
  it('asks one row past the page and starts the next page after the last one shown', async () => {
    fake.rpc.mockResolvedValueOnce({
      data: [
        browseRow('a1', '2026-12-03'),
        browseRow('a2', '2026-12-04'),
        browseRow('a3', '2026-12-05'),
      ],
      error: null,
    });
    const page = await fetchTrucksPage({ province: 'Santa Fe', vehicleType: null }, null, 2);
    expect(fake.rpc).toHaveBeenCalledWith('browse_availabilities', {
      p_province: 'Santa Fe',
      p_vehicle_type: undefined,
      p_limit: 3,
      p_after_from: undefined,
      p_after_id: undefined,
    });
    expect(page.rows.map((t) => t.id)).toEqual(['a1', 'a2']);
    expect(page.rows[0]).toMatchObject({ transporterName: 'Transportes Sur', ratingAverage: null });
    expect(page.next).toEqual({ availableFrom: '2026-12-04', id: 'a2' });

    fake.rpc.mockResolvedValueOnce({ data: [browseRow('a3', '2026-12-05')], error: null });
    const last = await fetchTrucksPage({ province: null, vehicleType: 'van' }, page.next, 2);
    expect(fake.rpc).toHaveBeenLastCalledWith('browse_availabilities', {
      p_province: undefined,
      p_vehicle_type: 'van',
      p_limit: 3,
      p_after_from: '2026-12-04',
      p_after_id: 'a2',
    });
    expect(last.next).toBeNull();
  });
});

describe('invitations', () => {
  it('invites, and says a second invitation in Spanish', async () => {
    fake.rpc.mockResolvedValueOnce({ data: 'i1', error: null });
    await expect(inviteToListing('l1', 'a1')).resolves.toBe('i1');
    expect(fake.rpc).toHaveBeenCalledWith('invite_to_listing', {
      p_listing_id: 'l1',
      p_availability_id: 'a1',
    });
    fake.rpc.mockResolvedValueOnce({
      data: null,
      error: { code: '23505', message: 'already_invited: ya le ofreciste esta carga' },
    });
    await expect(inviteToListing('l1', 'a1')).rejects.toThrow(
      availabilityErrorMessages.already_invited,
    );
  });

  it.each([
    ['listing_not_pending: la carga ya no está publicada', 'listing_not_pending'],
    ['availability_not_active: el camión ya no está disponible', 'availability_not_active'],
  ] as const)('says %s in Spanish', async (message, code) => {
    fake.rpc.mockResolvedValueOnce(raised(message));
    await expect(inviteToListing('l1', 'a1')).rejects.toThrow(availabilityErrorMessages[code]);
  });

  it('declines by id and maps my_invitations', async () => {
    fake.rpc.mockResolvedValueOnce({ data: null, error: null });
    await declineInvitation('i1');
    expect(fake.rpc).toHaveBeenCalledWith('decline_invitation', { p_invitation_id: 'i1' });

    fake.rpc.mockResolvedValueOnce({
      data: [
        {
          id: 'i1',
          listing_id: 'l1',
          title: 'Vino a Córdoba',
          origin: 'Mendoza, Mendoza',
          destination: 'Córdoba, Córdoba',
          pickup_date: '2026-12-04',
          price: '1250.50',
          shipper_name: 'Bodega Andes',
          status: 'pending',
          created_at: '2026-12-01T10:00:00Z',
          answered_at: null,
          declined: false,
        },
      ],
      error: null,
    });
    expect(await fetchMyInvitations()).toEqual([
      {
        id: 'i1',
        listingId: 'l1',
        title: 'Vino a Córdoba',
        origin: 'Mendoza, Mendoza',
        destination: 'Córdoba, Córdoba',
        pickupDate: '2026-12-04',
        price: 1250.5,
        shipperName: 'Bodega Andes',
        listingStatus: 'pending',
        createdAt: '2026-12-01T10:00:00Z',
        answeredAt: null,
        declined: false,
      },
    ]);
  });
});

describe('matches', () => {
  it('keeps unknown distances as null and numbers the rest', async () => {
    fake.rpc.mockResolvedValueOnce({
      data: [
        {
          id: 'l1',
          title: 'Vino',
          origin: 'Rosario, Santa Fe',
          destination: 'Villa Inventada',
          origin_province: 'Santa Fe',
          destination_province: null,
          pickup_date: '2026-12-04',
          delivery_date: '2026-12-05',
          price: 900,
          vehicle_type: null,
          weight_kg: 1000,
          distance_km: null,
          price_per_km: null,
          pickup_distance_km: 12,
        },
      ],
      error: null,
    });
    expect(await fetchLoadsForAvailability('a1')).toEqual([
      {
        id: 'l1',
        title: 'Vino',
        origin: 'Rosario, Santa Fe',
        destination: 'Villa Inventada',
        pickupDate: '2026-12-04',
        price: 900,
        distanceKm: null,
        pricePerKm: null,
        pickupDistanceKm: 12,
      },
    ]);
    expect(fake.rpc).toHaveBeenCalledWith('loads_for_availability', {
      p_availability_id: 'a1',
      p_limit: 10,
    });
  });

  it('maps trucks near a listing with their rating and whether they were invited', async () => {
    fake.rpc.mockResolvedValueOnce({
      data: [
        {
          ...browseRow('a1', '2026-12-03'),
          availability_id: 'a1',
          rating_average: '4.50',
          rating_count: 3,
          pickup_distance_km: 8,
          invited: true,
        },
      ],
      error: null,
    });
    const [truck] = await fetchTrucksNearListing('l1');
    expect(truck).toMatchObject({
      availabilityId: 'a1',
      ratingAverage: 4.5,
      ratingCount: 3,
      pickupDistanceKm: 8,
      invited: true,
    });
  });
});
