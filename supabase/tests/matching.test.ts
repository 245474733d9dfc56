/**
 * Issue 27 in the database, on PGlite and (npm run test:pg) PostgreSQL: distances and price per
 * km, the radius filter, loads for a truck, return loads and trucks near a listing on a planted
 * set with known answers, notifications once per pair, invitations, each reputation figure from a
 * planted history, and the private window against an outsider on every path.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roadDistanceKm } from '../../src/domain/geo.ts';
import { daysFromToday } from '../../src/testing/days-from-today.ts';
import {
  createTestClient,
  startTestBackend,
  type TestBackend,
  type TestClient,
} from './support/backend.ts';
import {
  adminClient,
  countAsSuperuser,
  DEMO_SHIPPER,
  DEMO_TRANSPORTER,
  listingInput,
  signedInClient,
  signedUpClient,
} from './support/data-api.ts';

/**
 * The planted set's days, `n` after one about four years from today: far past every other
 * suite's data, and still to come whenever the suite runs.
 */
const day = (n: number) => daysFromToday(1500 + n);

const MENDOZA = { lat: -32.8895, lon: -68.8458 };
const OBELISCO = { lat: -34.6037, lon: -58.3816 };

let backend: TestBackend;
let shipper: TestClient;
let transporter: TestClient;
let outsider: TestClient;
let outsiderId: string;
let otherShipper: TestClient;
let otherShipperId: string;

interface Planted {
  title: string;
  origin: string;
  originProvince: string;
  destination?: string;
  destinationProvince?: string;
  pickup: string;
  delivery?: string;
  price?: number;
  status?: 'pending' | 'assigned' | 'in-transit' | 'delivered';
  shipperId?: string;
  transporterId?: string | null;
  vehicleType?: string | null;
}

/** A listing written by the superuser (the triggers still compute its geography). */
async function plant(listing: Planted): Promise<string> {
  const { rows } = await backend.db.query<{ id: string }>(
    `insert into public.cargo_listings (shipper_id, transporter_id, title, origin, origin_province,
       destination, destination_province, weight_kg, pickup_date, delivery_date, price, status,
       cargo_type, load_type, vehicle_type)
     values ($1, $2, $3, $4, $5, $6, $7, 10000, $8::date, $9::date, $10, $11::public.cargo_status,
       'food', 'dry', $12)
     returning id`,
    [
      listing.shipperId ?? DEMO_SHIPPER.id,
      listing.transporterId ?? null,
      listing.title,
      listing.origin,
      listing.originProvince,
      listing.destination ?? 'Córdoba, Córdoba',
      listing.destinationProvince ?? 'Córdoba',
      listing.pickup,
      listing.delivery ?? listing.pickup,
      listing.price ?? 1000,
      listing.status ?? 'pending',
      listing.vehicleType === undefined ? 'truck_large' : listing.vehicleType,
    ],
  );
  return rows[0].id;
}

interface Truck {
  place: string;
  province: string;
  from: string;
  to: string;
  vehicleType?: string;
  destinationProvince?: string | null;
}

async function publishTruck(client: TestClient, truck: Truck): Promise<string> {
  const { data, error } = await client
    .from('truck_availabilities')
    .insert({
      place: truck.place,
      province: truck.province,
      available_from: truck.from,
      available_to: truck.to,
      vehicle_type: truck.vehicleType ?? 'truck_large',
      destination_province: truck.destinationProvince ?? null,
    })
    .select('id')
    .single();
  if (error) throw error;
  return data.id;
}

async function notificationsOf(userId: string, kind: string): Promise<number> {
  return countAsSuperuser(
    backend.db,
    'select count(*) from public.notifications where recipient_id = $1 and kind = $2',
    [userId, kind],
  );
}

beforeAll(async () => {
  backend = await startTestBackend();
  [shipper, transporter] = await Promise.all([
    signedInClient(backend, DEMO_SHIPPER.email).then((s) => s.client),
    signedInClient(backend, DEMO_TRANSPORTER.email).then((s) => s.client),
  ]);
  const out = await signedUpClient(backend, 'afuera@transportes.test', 'transporter', 'Afuera');
  outsider = out.client;
  outsiderId = out.userId;
  const other = await signedUpClient(backend, 'otro@dador.test', 'shipper', 'Otro Dador');
  otherShipper = other.client;
  otherShipperId = other.userId;
});

afterAll(async () => {
  await backend?.stop();
});

describe('distances and price per km', () => {
  it('stores the road km (great circle × 1.10) and the price per km of a known route', async () => {
    const id = await plant({
      title: 'Distancia Mendoza CABA',
      origin: 'Mendoza, Mendoza',
      originProvince: 'Mendoza',
      destination: 'Buenos Aires, CABA',
      destinationProvince: 'Ciudad Autónoma de Buenos Aires',
      pickup: day(9),
      price: 2168,
    });
    const { data, error } = await shipper
      .from('cargo_listings')
      .select('distance_km, price_per_km, origin_lat, destination_lon')
      .eq('id', id)
      .single();
    expect(error).toBeNull();
    expect(data?.distance_km).toBe(roadDistanceKm(MENDOZA, OBELISCO));
    expect(data?.distance_km).toBe(1084);
    expect(Number(data?.price_per_km)).toBe(2);
    expect(data?.origin_lat).toBe(MENDOZA.lat);
    expect(data?.destination_lon).toBe(OBELISCO.lon);
  });

  it('follows an edit of the places and the price, and is null for an unknown place', async () => {
    const { data: created, error } = await shipper
      .from('cargo_listings')
      .insert(
        listingInput({
          title: 'Distancia editada',
          origin_province: 'Mendoza',
          destination_province: 'Córdoba',
        }),
      )
      .select('id, distance_km')
      .single();
    expect(error).toBeNull();
    const mendozaCordoba = roadDistanceKm(MENDOZA, { lat: -31.4201, lon: -64.1888 });
    expect(created?.distance_km).toBe(mendozaCordoba);

    const { data: edited } = await shipper
      .from('cargo_listings')
      .update({ destination: 'Paraje Inexistente, Córdoba', price: 3000 })
      .eq('id', created!.id)
      .select('distance_km, price_per_km')
      .single();
    expect(edited).toEqual({ distance_km: null, price_per_km: null });
  });

  it('refuses a client writing the distance or the window itself', async () => {
    const { error } = await shipper
      .from('cargo_listings')
      .insert({ ...listingInput(), distance_km: 1, price_per_km: 9999 } as never);
    expect(error?.code).toBe('42501');
    const { error: windowError } = await shipper
      .from('cargo_listings')
      .update({ public_at: '2099-01-01T00:00:00Z' } as never)
      .eq('shipper_id', DEMO_SHIPPER.id);
    expect(windowError?.code).toBe('42501');
  });
});

describe('the browser: radius and price per km, in the query', () => {
  const token = 'radiozeta';
  let rosario: string;
  let galvez: string;
  let sanLorenzo: string;

  beforeAll(async () => {
    // Rosario → CABA 306 km, San Lorenzo (25 km from Rosario) and Villa Gobernador Gálvez (9 km)
    // to CABA, and Santa Fe (146 km away) as the one outside 50 km.
    rosario = await plant({
      title: `Carga ${token} uno`,
      origin: 'Rosario, Santa Fe',
      originProvince: 'Santa Fe',
      destination: 'Buenos Aires, CABA',
      destinationProvince: 'Ciudad Autónoma de Buenos Aires',
      pickup: day(31),
      price: 600,
    });
    galvez = await plant({
      title: `Carga ${token} dos`,
      origin: 'Villa Gobernador Gálvez, Santa Fe',
      originProvince: 'Santa Fe',
      destination: 'Buenos Aires, CABA',
      destinationProvince: 'Ciudad Autónoma de Buenos Aires',
      pickup: day(31),
      price: 900,
    });
    sanLorenzo = await plant({
      title: `Carga ${token} tres`,
      origin: 'San Lorenzo, Santa Fe',
      originProvince: 'Santa Fe',
      destination: 'Buenos Aires, CABA',
      destinationProvince: 'Ciudad Autónoma de Buenos Aires',
      pickup: day(31),
      price: 300,
    });
    await plant({
      title: `Carga ${token} cuatro`,
      origin: 'Santa Fe, Santa Fe',
      originProvince: 'Santa Fe',
      pickup: day(31),
      price: 5000,
    });
  });

  function browse(args: {
    sort?: string;
    radius?: number | null;
    afterKey?: string;
    afterId?: string;
    limit?: number;
  }) {
    return transporter.rpc('search_listings', {
      p_search: token,
      p_cargo_type: 'all',
      p_load_type: 'all',
      p_vehicle_type: 'all',
      p_sort: args.sort ?? 'newest',
      p_limit: args.limit ?? 12,
      p_after_key: args.afterKey,
      p_after_id: args.afterId,
      p_near_place: 'Rosario',
      p_near_province: 'Santa Fe',
      p_radius_km: args.radius === null ? undefined : (args.radius ?? 50),
    });
  }

  it("keeps only origins within 50 km of Rosario ('A menos de 50 km de Rosario'), best paid per km first", async () => {
    const { data, error } = await browse({ sort: 'price_per_km' });
    expect(error).toBeNull();
    expect(data?.map((row) => row.id)).toEqual([galvez, rosario, sanLorenzo]);
    expect(data?.[0].total_count).toBe(3);
    const perKm = data!.map((row) => Number(row.price_per_km));
    expect(perKm).toEqual([...perKm].sort((a, b) => b - a));
  });

  it('pages through price per km with the keyset cursor', async () => {
    const first = await browse({ sort: 'price_per_km', limit: 2 });
    const last = first.data!.at(-1)!;
    const second = await browse({
      sort: 'price_per_km',
      limit: 2,
      afterKey: String(last.price_per_km ?? -1),
      afterId: last.id,
    });
    expect(second.data?.map((row) => row.id)).toEqual([sanLorenzo]);
  });

  it('widens to 200 km, and without a radius finds all four', async () => {
    expect((await browse({ radius: 200 })).data).toHaveLength(4);
    expect((await browse({ radius: null })).data).toHaveLength(4);
  });

  it('matches nothing around an unknown place', async () => {
    const { data, error } = await transporter.rpc('search_listings', {
      p_search: token,
      p_cargo_type: 'all',
      p_load_type: 'all',
      p_vehicle_type: 'all',
      p_sort: 'newest',
      p_limit: 12,
      p_near_place: 'Atlántida',
      p_near_province: 'Santa Fe',
      p_radius_km: 50,
    });
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });
});

describe('matching on a planted set', () => {
  // The carrier's shipment in transit to CABA, delivered on day(129).
  let shipment: string;
  let caba: string;
  let laPlata: string;
  let lujan: string;

  beforeAll(async () => {
    shipment = await plant({
      title: 'Viaje de ida',
      origin: 'Mendoza, Mendoza',
      originProvince: 'Mendoza',
      destination: 'Buenos Aires, CABA',
      destinationProvince: 'Ciudad Autónoma de Buenos Aires',
      pickup: day(127),
      delivery: day(129),
      status: 'in-transit',
      transporterId: DEMO_TRANSPORTER.id,
    });
    const back = { destination: 'Mendoza, Mendoza', destinationProvince: 'Mendoza' };
    // CABA itself (0 km) pays 1.000 € for 1.084 km; La Plata (53 km) and Luján (66 km).
    caba = await plant({
      title: 'Regreso CABA',
      origin: 'Buenos Aires, CABA',
      originProvince: 'Ciudad Autónoma de Buenos Aires',
      pickup: day(129),
      price: 1000,
      ...back,
    });
    laPlata = await plant({
      title: 'Regreso La Plata',
      origin: 'La Plata, Buenos Aires',
      originProvince: 'Buenos Aires',
      pickup: day(131),
      price: 3000,
      ...back,
    });
    lujan = await plant({
      title: 'Regreso Luján',
      origin: 'Luján, Buenos Aires',
      originProvince: 'Buenos Aires',
      pickup: day(130),
      price: 900,
      ...back,
    });
    // Too early, too far, not pending, the carrier's own trip, and another shipper's private one.
    await plant({
      title: 'Regreso antes de llegar',
      origin: 'Quilmes, Buenos Aires',
      originProvince: 'Buenos Aires',
      pickup: day(128),
      ...back,
    });
    await plant({
      title: 'Regreso lejano',
      origin: 'Mar del Plata, Buenos Aires',
      originProvince: 'Buenos Aires',
      pickup: day(131),
      ...back,
    });
    await plant({
      title: 'Regreso asignado',
      origin: 'Pilar, Buenos Aires',
      originProvince: 'Buenos Aires',
      pickup: day(131),
      status: 'assigned',
      transporterId: outsiderId,
      ...back,
    });
  });

  it('return loads: within 100 km of the destination, on or after delivery, nearest then best paid', async () => {
    const { data, error } = await transporter.rpc('return_loads', { p_listing_id: shipment });
    expect(error).toBeNull();
    expect(data?.map((row) => row.id)).toEqual([caba, laPlata, lujan]);
    expect(data?.map((row) => row.pickup_distance_km)).toEqual([0, 53, 66]);
    expect(data?.[0].distance_km).toBe(1084);
  });

  it('return loads of someone else’s shipment are refused', async () => {
    const { error } = await outsider.rpc('return_loads', { p_listing_id: shipment });
    expect(error?.code).toBe('42501');
    const { error: shipperError } = await shipper.rpc('return_loads', { p_listing_id: shipment });
    expect(shipperError?.code).toBe('42501');
  });

  describe('trucks near a listing, loads for a truck', () => {
    let listing: string;
    let rosarioTruck: string;
    let nearTruck: string;

    beforeAll(async () => {
      listing = await plant({
        title: 'Cercana a Rosario',
        origin: 'Rosario, Santa Fe',
        originProvince: 'Santa Fe',
        destination: 'Córdoba, Córdoba',
        destinationProvince: 'Córdoba',
        pickup: day(160),
        delivery: day(161),
      });
      rosarioTruck = await publishTruck(transporter, {
        place: 'Rosario',
        province: 'Santa Fe',
        from: day(159),
        to: day(161),
      });
      nearTruck = await publishTruck(outsider, {
        place: 'San Lorenzo',
        province: 'Santa Fe',
        from: day(160),
        to: day(160),
        destinationProvince: 'Córdoba',
      });
      // Free after the pickup, a van, too far, going elsewhere, withdrawn.
      await publishTruck(outsider, {
        place: 'Rosario',
        province: 'Santa Fe',
        from: day(161),
        to: day(163),
      });
      await publishTruck(outsider, {
        place: 'Rosario',
        province: 'Santa Fe',
        from: day(160),
        to: day(160),
        vehicleType: 'van',
      });
      await publishTruck(outsider, {
        place: 'Córdoba',
        province: 'Córdoba',
        from: day(160),
        to: day(160),
      });
      await publishTruck(outsider, {
        place: 'Funes',
        province: 'Santa Fe',
        from: day(160),
        to: day(160),
        destinationProvince: 'Mendoza',
      });
      const withdrawn = await publishTruck(outsider, {
        place: 'Funes',
        province: 'Santa Fe',
        from: day(160),
        to: day(160),
      });
      await outsider
        .from('truck_availabilities')
        .update({ withdrawn_at: new Date().toISOString() })
        .eq('id', withdrawn);
    });

    it("'Camiones cerca': free on the pickup date, of the vehicle asked, within 100 km, nearest first", async () => {
      const { data, error } = await shipper.rpc('trucks_near_listing', { p_listing_id: listing });
      expect(error).toBeNull();
      expect(data?.map((row) => row.availability_id)).toEqual([rosarioTruck, nearTruck]);
      expect(data?.map((row) => row.pickup_distance_km)).toEqual([0, 24]);
      expect(data?.[1]).toMatchObject({
        carrier_name: 'Afuera S.A.',
        verified: false,
        invited: false,
      });
    });

    it("'Cargas para tu camión': the listing for the Rosario truck, and only its owner may ask", async () => {
      const { data, error } = await transporter.rpc('loads_for_availability', {
        p_availability_id: rosarioTruck,
      });
      expect(error).toBeNull();
      expect(data?.map((row) => row.id)).toContain(listing);
      const { error: foreign } = await outsider.rpc('loads_for_availability', {
        p_availability_id: rosarioTruck,
      });
      expect(foreign?.code).toBe('42501');
      const { error: notOwner } = await otherShipper.rpc('trucks_near_listing', {
        p_listing_id: listing,
      });
      expect(notOwner?.code).toBe('42501');
      // The shipper's own listing once taken wants no truck: an empty list, not an error.
      const { data: taken, error: takenError } = await shipper.rpc('trucks_near_listing', {
        p_listing_id: shipment,
      });
      expect(takenError).toBeNull();
      expect(taken).toEqual([]);
    });

    it('notified the shipper once per pair when the trucks appeared, and a carrier when a load appears', async () => {
      const before = await notificationsOf(DEMO_SHIPPER.id, 'truck_match');
      expect(before).toBeGreaterThanOrEqual(1);
      // The two that fit now, and the Funes truck, which fitted when it was published.
      expect(
        await countAsSuperuser(
          backend.db,
          'select count(*) from public.availability_matches where listing_id = $1',
          [listing],
        ),
      ).toBe(3);

      const loadsBefore = await notificationsOf(DEMO_TRANSPORTER.id, 'load_match');
      const second = await plant({
        title: 'Otra de Rosario',
        origin: 'Funes, Santa Fe',
        originProvince: 'Santa Fe',
        pickup: day(160),
        delivery: day(162),
      });
      await backend.db.query(
        'insert into public.alert_match_queue (listing_id) values ($1) on conflict do nothing',
        [second],
      );
      await backend.db.query('select public.drain_alert_matches()');
      await backend.db.query(
        'insert into public.alert_match_queue (listing_id) values ($1) on conflict do nothing',
        [second],
      );
      await backend.db.query('select public.drain_alert_matches()');
      expect(await notificationsOf(DEMO_TRANSPORTER.id, 'load_match')).toBe(loadsBefore + 1);
      expect(await notificationsOf(DEMO_SHIPPER.id, 'truck_match')).toBe(before);
    });

    it("'Ofrecer carga' invites once, tells the carrier, and a proposal answers it", async () => {
      const { error } = await shipper.rpc('invite_to_listing', {
        p_listing_id: listing,
        p_availability_id: nearTruck,
      });
      expect(error).toBeNull();
      expect(await notificationsOf(outsiderId, 'listing_invitation')).toBe(1);
      const again = await shipper.rpc('invite_to_listing', {
        p_listing_id: listing,
        p_availability_id: nearTruck,
      });
      expect(again.error?.code).toBe('23505');
      const foreign = await otherShipper.rpc('invite_to_listing', {
        p_listing_id: listing,
        p_availability_id: rosarioTruck,
      });
      expect(foreign.error?.code).toBe('42501');

      const { data: mine } = await outsider.rpc('my_invitations');
      expect(mine?.map((row) => row.listing_id)).toEqual([listing]);
      const near = await shipper.rpc('trucks_near_listing', { p_listing_id: listing });
      expect(near.data?.find((row) => row.availability_id === nearTruck)?.invited).toBe(true);
    });
  });

  it('refuses a truck in an unknown place, in the past, or by a shipper', async () => {
    await expect(
      publishTruck(transporter, {
        place: 'Ningunlado',
        province: 'Santa Fe',
        from: day(0),
        to: day(1),
      }),
    ).rejects.toMatchObject({ message: expect.stringContaining('place_unknown') });
    await expect(
      publishTruck(transporter, {
        place: 'Rosario',
        province: 'Santa Fe',
        from: '2020-01-01',
        to: '2020-01-02',
      }),
    ).rejects.toMatchObject({ message: expect.stringContaining('availability_dates') });
    await expect(
      publishTruck(transporter, {
        place: 'Rosario',
        province: 'Santa Fe',
        from: day(0),
        to: day(59),
      }),
    ).rejects.toMatchObject({ message: expect.stringContaining('availability_dates') });
    await expect(
      publishTruck(shipper, {
        place: 'Rosario',
        province: 'Santa Fe',
        from: day(0),
        to: day(1),
      }),
    ).rejects.toMatchObject({ code: '42501' });
  });

  it('shows trucks to visitors with the carrier’s name, badge and stars', async () => {
    const { data, error } = await createTestClient(backend).rpc('browse_availabilities', {
      p_province: 'Santa Fe',
    });
    expect(error).toBeNull();
    expect(data?.length).toBeGreaterThanOrEqual(4);
    expect(
      data?.every((row) => row.province === 'Santa Fe' && typeof row.carrier_name === 'string'),
    ).toBe(true);
  });
});

describe('reputation from a planted history', () => {
  let transporterId: string;
  let transporterClient: TestClient;
  let payer: TestClient;
  let payerId: string;

  /** A listing of `payer` carried by the carrier, with its timeline at given days. */
  async function history(
    pickedUpLate: boolean,
    deliveredLate: boolean,
    deliveredDaysAgo = 45,
  ): Promise<string> {
    const id = await plant({
      title: 'Historia',
      origin: 'Mendoza, Mendoza',
      originProvince: 'Mendoza',
      pickup: `${2020}-01-10`,
      delivery: `${2020}-01-12`,
      status: 'delivered',
      shipperId: payerId,
      transporterId: transporterId,
    });
    await backend.db.query(
      `update public.cargo_listings set pickup_date = public.today_in_argentina() - $2::int - 2,
         delivery_date = public.today_in_argentina() - $2::int where id = $1`,
      [id, deliveredDaysAgo],
    );
    // Noon in Argentina on the day, a day late when late.
    await backend.db.query(
      `insert into public.shipment_events (listing_id, status, actor_id, created_at) values
         ($1, 'in-transit', $2, (public.today_in_argentina() - $3::int - 2 + $4::int)::timestamp + interval '15 hours'),
         ($1, 'delivered', $2, (public.today_in_argentina() - $3::int + $5::int)::timestamp + interval '15 hours')
       on conflict do nothing`,
      [id, transporterId, deliveredDaysAgo, pickedUpLate ? 1 : 0, deliveredLate ? 1 : 0],
    );
    return id;
  }

  async function reputationOf(userId: string) {
    const { data, error } = await createTestClient(backend).rpc('reputation', {
      p_user_ids: [userId],
    });
    expect(error).toBeNull();
    return data![0];
  }

  let delivered: string[];

  beforeAll(async () => {
    const c = await signedUpClient(backend, 'historia@transportes.test', 'transporter', 'Historia');
    transporterClient = c.client;
    transporterId = c.userId;
    const p = await signedUpClient(backend, 'paga@dador.test', 'shipper', 'Paga');
    payer = p.client;
    payerId = p.userId;
    delivered = [
      await history(false, false),
      await history(false, true),
      await history(true, false),
      await history(false, true),
    ];
  });

  it('hides every figure below 3 events, and shows the samples', async () => {
    const { data } = await createTestClient(backend).rpc('reputation', {
      p_user_ids: [outsiderId],
    });
    expect(data?.[0]).toMatchObject({
      on_time_pickups: null,
      pickups: 0,
      days_to_pay_median: null,
      paid: 0,
    });
  });

  it('counts on-time pickups and deliveries against the listing’s dates', async () => {
    expect(await reputationOf(transporterId)).toMatchObject({
      on_time_pickups: 3,
      pickups: 4,
      on_time_deliveries: 2,
      deliveries: 4,
      cancellations: 0,
      assignments: 4,
    });
  });

  it("'Cancelar asignación' before pickup: back to pending, the shipper told, and counted", async () => {
    const assigned = await plant({
      title: 'Para cancelar',
      origin: 'Mendoza, Mendoza',
      originProvince: 'Mendoza',
      pickup: day(181),
      status: 'assigned',
      shipperId: payerId,
      transporterId: transporterId,
    });
    const short = await transporterClient.rpc('cancel_assignment', {
      p_listing_id: assigned,
      p_reason: 'corto',
    });
    expect(short.error?.code).toBe('23514');
    const foreign = await outsider.rpc('cancel_assignment', {
      p_listing_id: assigned,
      p_reason: 'No es mío pero lo intento',
    });
    expect(foreign.error?.code).toBe('42501');
    const { error } = await transporterClient.rpc('cancel_assignment', {
      p_listing_id: assigned,
      p_reason: 'Se rompió el camión en ruta',
    });
    expect(error).toBeNull();
    const { rows } = await backend.db.query<{ status: string; transporter_id: string | null }>(
      'select status, transporter_id from public.cargo_listings where id = $1',
      [assigned],
    );
    expect(rows[0]).toEqual({ status: 'pending', transporter_id: null });
    expect(await notificationsOf(payerId, 'assignment_cancelled')).toBe(1);
    expect(await reputationOf(transporterId)).toMatchObject({ cancellations: 1, assignments: 5 });
    const inTransit = await transporterClient.rpc('cancel_assignment', {
      p_listing_id: delivered[0],
      p_reason: 'Ya la entregué, no vale',
    });
    expect(inTransit.error?.message).toContain('assignment_not_cancellable');
  });

  it('takes the median answer time from messages and invitations', async () => {
    await backend.db.query(
      `with c as (
         insert into public.conversations (listing_id, shipper_id, transporter_id)
         values ($1, $2, $3) returning id
       )
       insert into public.messages (conversation_id, sender_id, body, created_at)
       select c.id, m.sender, 'Mensaje', now() - interval '1 day' + m.at
       from c, (values
         ($2::uuid, interval '0 minutes'), ($3::uuid, interval '10 minutes'),
         ($3::uuid, interval '15 minutes'), ($2::uuid, interval '60 minutes'),
         ($3::uuid, interval '110 minutes')
       ) m(sender, at)`,
      [delivered[0], payerId, transporterId],
    );
    await backend.db.query(
      `insert into public.listing_invitations (listing_id, shipper_id, transporter_id, created_at, answered_at)
       values ($1, $2, $3, now() - interval '2 hours', now() - interval '90 minutes')`,
      [delivered[1], payerId, transporterId],
    );
    // 10, 50 and 30 minutes: the carrier's second message in a row is not an answer.
    expect(await reputationOf(transporterId)).toMatchObject({
      answer_minutes_median: 30,
      answers: 3,
    });
  });

  it("'Cobrado' and 'No cobrado' give the shipper's days to pay and unpaid loads", async () => {
    const paidOn = async (id: string, days: number) => {
      const { rows } = await backend.db.query<{ d: string }>(
        `select to_char(public.today_in_argentina() - 45 + $1::int, 'YYYY-MM-DD') as d`,
        [days],
      );
      return transporterClient.rpc('record_payment', {
        p_listing_id: id,
        p_paid: true,
        p_paid_on: rows[0].d,
      });
    };
    expect((await paidOn(delivered[0], 5)).error).toBeNull();
    expect((await paidOn(delivered[1], 20)).error).toBeNull();
    expect(await reputationOf(payerId)).toMatchObject({
      days_to_pay_median: null,
      paid: 2,
      unpaid: null,
    });
    expect((await paidOn(delivered[2], 10)).error).toBeNull();
    expect(
      (await transporterClient.rpc('record_payment', { p_listing_id: delivered[3], p_paid: false }))
        .error,
    ).toBeNull();
    expect(await reputationOf(payerId)).toMatchObject({
      days_to_pay_median: 10,
      paid: 3,
      unpaid: 1,
    });

    expect((await paidOn(delivered[3], -1)).error?.message).toContain('paid_on_invalid');
    expect((await paidOn(delivered[3], 60)).error?.message).toContain('paid_on_invalid');
    expect(
      (
        await payer.rpc('record_payment', {
          p_listing_id: delivered[3],
          p_paid: true,
          p_paid_on: day(0),
        })
      ).error?.code,
    ).toBe('42501');
  });

  it("'No cobrado' waits 30 days after conformity", async () => {
    const recent = await history(false, false, 10);
    const { error } = await transporterClient.rpc('record_payment', {
      p_listing_id: recent,
      p_paid: false,
    });
    expect(error?.message).toContain('unpaid_too_early');
  });

  it("'No cobrado' waits for a longer agreed term to fall due, and 30 days for a shorter one", async () => {
    const markUnpaid = (id: string) =>
      transporterClient.rpc('record_payment', { p_listing_id: id, p_paid: false });
    const withTerm = async (days: number, conformedDaysAgo: number) => {
      const id = await history(false, false, conformedDaysAgo);
      await backend.db.query(
        'update public.cargo_listings set payment_term_days = $2 where id = $1',
        [id, days],
      );
      return id;
    };
    const planted = [await withTerm(60, 59), await withTerm(60, 60), await withTerm(15, 20)];
    try {
      expect((await markUnpaid(planted[0])).error?.message).toContain('unpaid_before_term');
      expect((await markUnpaid(planted[1])).error).toBeNull();
      expect((await markUnpaid(planted[2])).error?.message).toContain('unpaid_too_early');
    } finally {
      // The reputation figures below count this payer's planted history alone.
      await backend.db.query('delete from public.cargo_listings where id = any($1::uuid[])', [
        planted,
      ]);
    }
  });

  it('a dispute upheld by an admin takes the entry out; the carrier cannot change it meanwhile', async () => {
    const short = await payer.rpc('dispute_payment', {
      p_listing_id: delivered[3],
      p_reason: 'no',
    });
    expect(short.error?.code).toBe('23514');
    const { error } = await payer.rpc('dispute_payment', {
      p_listing_id: delivered[3],
      p_reason: 'Pagué por transferencia el día 3',
    });
    expect(error).toBeNull();
    expect(await notificationsOf(transporterId, 'payment_disputed')).toBe(1);
    const frozen = await transporterClient.rpc('record_payment', {
      p_listing_id: delivered[3],
      p_paid: false,
    });
    expect(frozen.error?.message).toContain('payment_disputed');
    expect(
      (
        await outsider.rpc('dispute_payment', {
          p_listing_id: delivered[3],
          p_reason: 'No es mío pero lo intento',
        })
      ).error?.code,
    ).toBe('42501');
    expect(
      (
        await payer.rpc('admin_resolve_payment_dispute', {
          p_listing_id: delivered[3],
          p_uphold: true,
          p_note: 'Yo',
        })
      ).error?.code,
    ).toBe('42501');

    const admin = (await adminClient(backend)).client;
    const { data: open } = await admin.rpc('admin_payment_disputes');
    expect(open?.map((row) => row.listing_id)).toEqual([delivered[3]]);
    const resolved = await admin.rpc('admin_resolve_payment_dispute', {
      p_listing_id: delivered[3],
      p_uphold: true,
      p_note: 'Comprobante de transferencia verificado',
    });
    expect(resolved.error).toBeNull();
    expect(await reputationOf(payerId)).toMatchObject({
      days_to_pay_median: 10,
      paid: 3,
      unpaid: 0,
    });
    expect(await notificationsOf(payerId, 'payment_dispute_resolved')).toBe(1);
  });
});

describe("the private window ('Primero a mis transportistas')", () => {
  let privateId: string;

  beforeAll(async () => {
    const empty = await otherShipper
      .from('cargo_listings')
      .insert(listingInput({ network_hours: 2 }))
      .select('id');
    expect(empty.error?.message).toContain('network_empty');
    expect(otherShipperId).toBeTruthy();

    const added = await shipper.rpc('add_to_my_network', {
      p_transporter_id: DEMO_TRANSPORTER.id,
    });
    expect(added.error).toBeNull();
    const notTransporter = await shipper.rpc('add_to_my_network', {
      p_transporter_id: otherShipperId,
    });
    expect(notTransporter.error?.code).toBe('42501');
    const { data, error } = await shipper
      .from('cargo_listings')
      .insert(listingInput({ title: 'Exclusiva ventanita', network_hours: 2 }))
      .select('id, public_at, created_at')
      .single();
    expect(error).toBeNull();
    privateId = data!.id;
    expect(Date.parse(data!.public_at!) - Date.parse(data!.created_at)).toBeCloseTo(
      2 * 3_600_000,
      -4,
    );
  });

  it('is the network’s: it sees it, was told, and may offer', async () => {
    expect(await notificationsOf(DEMO_TRANSPORTER.id, 'network_listing')).toBe(1);
    const { data } = await transporter.from('cargo_listings').select('id').eq('id', privateId);
    expect(data).toHaveLength(1);
    const { data: mine } = await shipper.rpc('my_network');
    expect(mine?.map((row) => row.transporter_id)).toEqual([DEMO_TRANSPORTER.id]);
  });

  async function outsiderSees(): Promise<boolean[]> {
    const anon = createTestClient(backend);
    const [row, anonRow, search, shipperName] = await Promise.all([
      outsider.from('cargo_listings').select('id').eq('id', privateId),
      anon.from('cargo_listings').select('id').eq('id', privateId),
      outsider.rpc('search_listings', {
        p_search: 'ventanita',
        p_cargo_type: 'all',
        p_load_type: 'all',
        p_vehicle_type: 'all',
        p_sort: 'newest',
        p_limit: 12,
      }),
      outsider.rpc('listing_shipper', { p_listing_id: privateId }),
    ]);
    return [
      row.data!.length > 0,
      anonRow.data!.length > 0,
      search.data!.length > 0,
      shipperName.data!.length > 0,
    ];
  }

  it('is invisible to an outsider on every path while the window lasts', async () => {
    expect(await outsiderSees()).toEqual([false, false, false, false]);
    const offer = await outsider
      .from('proposals')
      .insert({ listing_id: privateId, transporter_id: outsiderId, price: 900 });
    expect(offer.error?.code).toBe('42501');
    const chat = await outsider.rpc('open_conversation', { p_listing_id: privateId });
    expect(chat.error?.code).toBe('42501');
    const book = await outsider.rpc('book_listing', {
      p_listing_id: privateId,
      p_price: 1200.5,
      p_version: 1,
    });
    expect(book.error?.message).toMatch(/listing_not_pending|transporter_not_verified/);
    await backend.db.query('select public.drain_alert_matches()');
    expect(
      await countAsSuperuser(
        backend.db,
        'select count(*) from public.alert_match_queue where listing_id = $1',
        [privateId],
      ),
    ).toBe(1);
  });

  it('opens by itself when the window ends: no job runs', async () => {
    // The clock passing the window, without the trigger that keeps public_at fixed.
    await backend.db.query(
      'alter table public.cargo_listings disable trigger cargo_listings_set_geography',
    );
    await backend.db.query(
      `update public.cargo_listings set public_at = now() - interval '1 second' where id = $1`,
      [privateId],
    );
    await backend.db.query(
      'alter table public.cargo_listings enable trigger cargo_listings_set_geography',
    );
    expect(await outsiderSees()).toEqual([true, true, true, true]);
    const offer = await outsider
      .from('proposals')
      .insert({ listing_id: privateId, transporter_id: outsiderId, price: 900 });
    expect(offer.error).toBeNull();
  });
});
