/**
 * The trip in the database, on PGlite and (npm run test:pg) PostgreSQL: the fleet's formats, the
 * vehicle and driver snapshot, insurance before the start, positions only from the assigned
 * carrier in transit and only to the two parties, the automatic arrival marks, proof of delivery,
 * conformity (by hand, by report or after 72 h), incidents, the purge, and the attacks on each.
 */
import type { RealtimeChannel } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegBytes, pdfBytes, pngBytes } from '@conectacargas/local-supabase/testing';
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
  signedInClient,
  signedUpClient,
  enrolSecondFactor,
} from './support/data-api.ts';

// Mendoza's and CABA's coordinates in public.localities, and points around them.
const NEAR_MENDOZA = { lat: -32.8895, lon: -68.8458 };
const OUT_OF_MENDOZA = { lat: -32.9, lon: -68.79 };
const NEAR_CABA = { lat: -34.6037, lon: -58.3816 };

let backend: TestBackend;
let shipper: TestClient;
let transporter: TestClient;
let transporterId: string;
let outsider: TestClient;
let outsiderId: string;
let outsiderToken: string;
let shipperToken: string;
let listingId: string;
let vehicleId: string;
let driverId: string;
const channels: { client: TestClient; channel: RealtimeChannel }[] = [];

async function insertListing(
  status: 'assigned' | 'in-transit',
  insuredBy: 'shipper' | 'transporter' = 'transporter',
): Promise<string> {
  const { rows } = await backend.db.query<{ id: string }>(
    `insert into public.cargo_listings (shipper_id, transporter_id, title, origin, origin_province,
       destination, destination_province, weight_kg, pickup_date, delivery_date, price, status,
       cargo_type, load_type, declared_value, insured_by)
     values ($1, $2, 'Vino a Buenos Aires', 'Mendoza, Mendoza', 'Mendoza', 'Buenos Aires, CABA',
       'Ciudad Autónoma de Buenos Aires', 12000, public.today_in_argentina(), public.today_in_argentina() + 2, 2500,
       $3::public.cargo_status, 'wine', 'dry', 180000, $4)
     returning id`,
    [DEMO_SHIPPER.id, DEMO_TRANSPORTER.id, status, insuredBy],
  );
  return rows[0].id;
}

function at(minutesAgo: number) {
  return new Date(Date.now() - minutesAgo * 60_000).toISOString();
}

async function upload(client: TestClient, path: string, body: Buffer, contentType: string) {
  const { error } = await client.storage.from('documents').upload(path, body, { contentType });
  if (error) throw error;
  return path;
}

/** A listing assigned to the demo carrier with its vehicle, driver and insurance: ready to start. */
async function readyTrip(insuredBy: 'shipper' | 'transporter' = 'transporter') {
  const id = await insertListing('assigned', insuredBy);
  const assign = await transporter.rpc('assign_trip_resources', {
    p_listing_id: id,
    p_vehicle_id: vehicleId,
    p_driver_id: driverId,
  });
  expect(assign.error).toBeNull();
  const insurer = insuredBy === 'transporter' ? transporter : shipper;
  const insurerId = insuredBy === 'transporter' ? transporterId : DEMO_SHIPPER.id;
  const path = await upload(
    insurer,
    `${insurerId}/trips/${id}/poliza.pdf`,
    pdfBytes(),
    'application/pdf',
  );
  const attach = await insurer.rpc('attach_trip_insurance', {
    p_listing_id: id,
    p_insurer: 'La Segunda',
    p_policy_number: 'TR-123456',
    p_valid_until: '2099-12-31',
    p_path: path,
  });
  expect(attach.error).toBeNull();
  return id;
}

/** A listing taken by the demo carrier through to 'in-transit' with the RPCs. */
async function startedTrip(insuredBy: 'shipper' | 'transporter' = 'transporter') {
  const id = await readyTrip(insuredBy);
  const start = await transporter.rpc('advance_shipment', {
    p_listing_id: id,
    p_status: 'in-transit',
  });
  expect(start.error).toBeNull();
  return id;
}

/** The trip began `minutes` ago: the clock passing, written as the superuser. */
async function startedMinutesAgo(id: string, minutes: number) {
  await backend.db.query(
    `update public.shipment_events set created_at = now() - make_interval(mins => $2)
     where listing_id = $1 and status = 'in-transit'`,
    [id, minutes],
  );
}

async function deliver(id: string) {
  const signature = await upload(
    transporter,
    `${transporterId}/trips/${id}/firma.png`,
    pngBytes(),
    'image/png',
  );
  const photo = await upload(
    transporter,
    `${transporterId}/trips/${id}/foto-1.jpg`,
    jpegBytes(),
    'image/jpeg',
  );
  const done = await transporter.rpc('register_delivery', {
    p_listing_id: id,
    p_recipient_name: 'Ana Receptora',
    p_recipient_dni: '30123456',
    p_signature_path: signature,
    p_photo_paths: [photo],
    p_lat: NEAR_CABA.lat,
    p_lon: NEAR_CABA.lon,
    p_accuracy: 12,
  });
  expect(done.error).toBeNull();
}

beforeAll(async () => {
  backend = await startTestBackend({ rateLimits: false });
  ({ client: shipper, token: shipperToken } = await signedInClient(backend, DEMO_SHIPPER.email));
  ({ client: transporter, userId: transporterId } = await signedInClient(
    backend,
    DEMO_TRANSPORTER.email,
  ));
  ({
    client: outsider,
    userId: outsiderId,
    token: outsiderToken,
  } = await signedUpClient(backend, 'otro-camionero@example.com', 'transporter', 'Otro'));
  listingId = await insertListing('assigned');
});

afterAll(async () => {
  // Closing the sockets, not leaving each channel: a refused channel's leave waits 10 s for a reply.
  for (const client of new Set(channels.map((c) => c.client))) client.realtime.disconnect();
  await backend.stop();
});

describe('the fleet', { shuffle: false }, () => {
  it('normalises plates in either format and keeps them unique per carrier', async () => {
    const added = await transporter
      .from('vehicles')
      .insert({
        plate: 'ab 123 cd',
        vehicle_type: 'truck_large',
        capacity_kg: 28000,
        trailer_plate: 'abc-123',
      })
      .select('id, plate, trailer_plate')
      .single();
    expect(added.error).toBeNull();
    expect(added.data).toMatchObject({ plate: 'AB123CD', trailer_plate: 'ABC123' });
    vehicleId = added.data!.id;
    const again = await transporter
      .from('vehicles')
      .insert({ plate: 'AB-123-CD', vehicle_type: 'van', capacity_kg: 1000 });
    expect(again.error?.code).toBe('23505');
    // Another carrier may own the same plate string in his own fleet list (a sold truck).
    const other = await outsider
      .from('vehicles')
      .insert({ plate: 'AB123CD', vehicle_type: 'van', capacity_kg: 1000 });
    expect(other.error).toBeNull();
  });

  it('refuses a wrong plate, type, capacity, DNI, licence or phone in the database', async () => {
    const before = await countAsSuperuser(backend.db, 'select count(*) from public.vehicles');
    const badVehicles: {
      plate: string;
      vehicle_type: string;
      capacity_kg: number;
      trailer_plate?: string;
    }[] = [
      { plate: 'A1234', vehicle_type: 'van', capacity_kg: 1000 },
      { plate: 'AB123C', vehicle_type: 'van', capacity_kg: 1000 },
      { plate: 'AA999ZZ', vehicle_type: 'rocket', capacity_kg: 1000 },
      { plate: 'AA998ZZ', vehicle_type: 'van', capacity_kg: 0 },
      { plate: 'AA997ZZ', vehicle_type: 'van', capacity_kg: 1000, trailer_plate: '<script>' },
    ];
    for (const bad of badVehicles) {
      const { error } = await transporter.from('vehicles').insert(bad);
      expect(error?.code, JSON.stringify(bad)).toBe('23514');
    }
    expect(await countAsSuperuser(backend.db, 'select count(*) from public.vehicles')).toBe(before);

    const good = {
      full_name: 'Juan Chofer',
      dni: '25123456',
      licence_number: 'LN-998877',
      licence_expiry: '2099-01-01',
      phone: '+542615550101',
    };
    for (const bad of [
      { ...good, dni: '123' },
      { ...good, dni: '251234567' },
      { ...good, dni: '25.123.456' },
      { ...good, phone: '261 555-0101' },
      { ...good, licence_number: "x'; drop table drivers;--" },
      { ...good, full_name: 'J'.repeat(200) },
    ]) {
      const { error } = await transporter.from('drivers').insert(bad);
      expect(error?.code, JSON.stringify(bad)).toBe('23514');
    }
    const added = await transporter.from('drivers').insert(good).select('id').single();
    expect(added.error).toBeNull();
    driverId = added.data!.id;
  });

  it("lets nobody else read or touch a carrier's vehicles and drivers, and no shipper own one", async () => {
    expect((await outsider.from('drivers').select('id')).data).toEqual([]);
    const theirs = await outsider.from('vehicles').select('plate');
    expect(theirs.data).toEqual([{ plate: 'AB123CD' }]);
    const edit = await outsider
      .from('drivers')
      .update({ full_name: 'Robado' })
      .eq('id', driverId)
      .select();
    expect(edit.data).toEqual([]);
    const gone = await outsider.from('vehicles').delete().eq('id', vehicleId).select();
    expect(gone.data).toEqual([]);
    const shipperTruck = await shipper
      .from('vehicles')
      .insert({ plate: 'AC123DE', vehicle_type: 'van', capacity_kg: 1000 });
    expect(shipperTruck.error?.code).toBe('42501');
  });
});

describe('a trip from Mendoza to CABA', { shuffle: false }, () => {
  it("does not start before 'Asignar vehículo y chofer' and the insurance", async () => {
    const early = await transporter.rpc('advance_shipment', {
      p_listing_id: listingId,
      p_status: 'in-transit',
    });
    expect(early.error?.message).toMatch(/trip_not_ready/);
    expect((await shipper.from('trips').select('plate').eq('listing_id', listingId)).data).toEqual(
      [],
    );
  });

  it('takes the vehicle and driver only from the assigned carrier and his own fleet', async () => {
    const intruder = await outsider.rpc('assign_trip_resources', {
      p_listing_id: listingId,
      p_vehicle_id: vehicleId,
      p_driver_id: driverId,
    });
    expect(intruder.error?.code).toBe('42501');
    const { data: foreign } = await outsider.from('vehicles').select('id').single();
    const borrowed = await transporter.rpc('assign_trip_resources', {
      p_listing_id: listingId,
      p_vehicle_id: foreign!.id,
      p_driver_id: driverId,
    });
    expect(borrowed.error?.code).toBe('P0002');
    const assigned = await transporter.rpc('assign_trip_resources', {
      p_listing_id: listingId,
      p_vehicle_id: vehicleId,
      p_driver_id: driverId,
    });
    expect(assigned.error).toBeNull();
  });

  it('shows the plate, driver and DNI to the shipper, and to nobody else', async () => {
    const seen = await shipper
      .from('trips')
      .select('plate, trailer_plate, driver_name, driver_dni, origin_lat, destination_lat')
      .eq('listing_id', listingId)
      .single();
    expect(seen.data).toMatchObject({
      plate: 'AB123CD',
      trailer_plate: 'ABC123',
      driver_name: 'Juan Chofer',
      driver_dni: '25123456',
    });
    expect(seen.data!.origin_lat).toBeCloseTo(NEAR_MENDOZA.lat, 1);
    expect(seen.data!.destination_lat).toBeCloseTo(NEAR_CABA.lat, 1);
    expect((await outsider.from('trips').select('driver_dni')).data).toEqual([]);
    const anon = await createTestClient(backend).from('trips').select('*');
    expect(anon.data ?? []).toEqual([]);
  });

  it('takes the certificate only from whoever insures, for a file of theirs that exists', async () => {
    const notInsurer = await shipper.rpc('attach_trip_insurance', {
      p_listing_id: listingId,
      p_insurer: 'La Segunda',
      p_policy_number: 'TR-1',
      p_valid_until: '2099-12-31',
      p_path: `${DEMO_SHIPPER.id}/trips/${listingId}/poliza.pdf`,
    });
    expect(notInsurer.error?.code).toBe('42501');
    const path = `${transporterId}/trips/${listingId}/poliza.pdf`;
    const missing = await transporter.rpc('attach_trip_insurance', {
      p_listing_id: listingId,
      p_insurer: 'La Segunda',
      p_policy_number: 'TR-123456',
      p_valid_until: '2099-12-31',
      p_path: path,
    });
    expect(missing.error?.code).toBe('22023');
    await upload(transporter, path, pdfBytes(), 'application/pdf');
    const lapsed = await transporter.rpc('attach_trip_insurance', {
      p_listing_id: listingId,
      p_insurer: 'La Segunda',
      p_policy_number: 'TR-123456',
      p_valid_until: '2020-01-01',
      p_path: path,
    });
    expect(lapsed.error?.code).toBe('22023');
    const stolen = await transporter.rpc('attach_trip_insurance', {
      p_listing_id: listingId,
      p_insurer: 'La Segunda',
      p_policy_number: 'TR-123456',
      p_valid_until: '2099-12-31',
      p_path: `${outsiderId}/trips/${listingId}/poliza.pdf`,
    });
    expect(stolen.error?.code).toBe('22023');
    const attached = await transporter.rpc('attach_trip_insurance', {
      p_listing_id: listingId,
      p_insurer: 'La Segunda',
      p_policy_number: 'TR-123456',
      p_valid_until: '2099-12-31',
      p_path: path,
    });
    expect(attached.error).toBeNull();
  });

  it('lets both parties open the certificate; the carrier cannot swap or delete it, nobody else reads it', async () => {
    const path = `${transporterId}/trips/${listingId}/poliza.pdf`;
    expect((await shipper.storage.from('documents').download(path)).error).toBeNull();
    expect((await outsider.storage.from('documents').download(path)).error).not.toBeNull();
    const swap = await transporter.storage
      .from('documents')
      .upload(path, pdfBytes(4096), { contentType: 'application/pdf', upsert: true });
    expect(swap.error).not.toBeNull();
    const removed = await transporter.storage.from('documents').remove([path]);
    expect(removed.data ?? []).toEqual([]);
    expect(
      await countAsSuperuser(
        backend.db,
        `select count(*) from storage.objects where name = $1 and metadata->>'size' = '2048'`,
        [path],
      ),
    ).toBe(1);
  });

  it("starts: 'Iniciar Viaje' goes through, 'Marcar Entregado' without proof does not", async () => {
    const start = await transporter.rpc('advance_shipment', {
      p_listing_id: listingId,
      p_status: 'in-transit',
    });
    expect(start.error).toBeNull();
    const shortcut = await transporter.rpc('advance_shipment', {
      p_listing_id: listingId,
      p_status: 'delivered',
    });
    expect(shortcut.error?.message).toMatch(/delivery_requires_proof/);
  });

  it('takes positions only from the assigned carrier, only in transit, and nothing out of range', async () => {
    const point = [{ ...NEAR_MENDOZA, accuracy: 10, at: at(300) }];
    const intruder = await outsider.rpc('record_positions', {
      p_listing_id: listingId,
      p_points: point,
    });
    expect(intruder.error?.code).toBe('42501');
    const notStarted = await insertListing('assigned');
    const early = await transporter.rpc('record_positions', {
      p_listing_id: notStarted,
      p_points: point,
    });
    expect(early.error?.code).toBe('P0001');
    for (const bad of [
      [{ ...NEAR_MENDOZA, accuracy: 10, at: new Date(Date.now() + 3_600_000).toISOString() }],
      [{ lat: 91, lon: 0, accuracy: 10, at: at(1) }],
      [{ lat: 'NaN', lon: 0, accuracy: 10, at: at(1) }],
      [{ ...NEAR_MENDOZA, accuracy: -1, at: at(1) }],
      [{ ...NEAR_MENDOZA, at: at(1) }],
      Array.from({ length: 121 }, (_, i) => ({ ...NEAR_MENDOZA, accuracy: 10, at: at(i + 1) })),
      { lat: 1 },
    ]) {
      const { error } = await transporter.rpc('record_positions', {
        p_listing_id: listingId,
        p_points: bad,
      });
      expect(error?.code, JSON.stringify(bad).slice(0, 80)).toMatch(/^(22023|23514|22P02|22003)$/);
    }
    expect(await countAsSuperuser(backend.db, 'select count(*) from public.trip_positions')).toBe(
      0,
    );
  });

  it('marks arrival and departure at the origin and arrival at the destination, once', async () => {
    await startedMinutesAgo(listingId, 420);
    const batch = [
      { ...OUT_OF_MENDOZA, accuracy: 15, at: at(400) },
      { ...NEAR_MENDOZA, accuracy: 12, at: at(380) },
      { ...NEAR_MENDOZA, accuracy: 30, at: at(300) },
      { ...OUT_OF_MENDOZA, accuracy: 12, at: at(180) },
      { ...NEAR_CABA, accuracy: 8, at: at(5) },
    ];
    // Sent out of order, as a flushed queue might: the database orders by time.
    const sent = await transporter.rpc('record_positions', {
      p_listing_id: listingId,
      p_points: [...batch].reverse(),
    });
    expect(sent.error).toBeNull();
    expect(sent.data).toBe(5);
    const resent = await transporter.rpc('record_positions', {
      p_listing_id: listingId,
      p_points: batch,
    });
    expect(resent.data).toBe(0);

    const { data: events } = await shipper
      .from('trip_events')
      .select('kind, at')
      .eq('listing_id', listingId)
      .order('at');
    expect(events!.map((e) => e.kind)).toEqual([
      'arrived_origin',
      'left_origin',
      'arrived_destination',
    ]);
    const [arrived, left] = events!.map((e) => Date.parse(e.at));
    expect((left - arrived) / 60_000).toBeCloseTo(200, 0);
  });

  it('shows the trail to the two parties only, and the trip topic to them only', async () => {
    const { data: trail } = await shipper
      .from('trip_positions')
      .select('lat, lon, accuracy_m, recorded_at')
      .eq('listing_id', listingId)
      .order('recorded_at');
    expect(trail).toHaveLength(5);
    expect((await outsider.from('trip_positions').select('id')).data).toEqual([]);

    // The outsider offers on the listing's market topic, yet the trip topic stays closed to him.
    const joined: Record<string, string> = {};
    for (const [name, client, token] of [
      ['shipper', shipper, shipperToken],
      ['outsider', outsider, outsiderToken],
    ] as const) {
      await client.realtime.setAuth(token);
      const channel = client.channel(`trip:${listingId}`, { config: { private: true } });
      channels.push({ client, channel });
      joined[name] = await new Promise<string>((resolve) =>
        channel.subscribe((status) => {
          if (status !== 'CLOSED') resolve(status);
        }),
      );
    }
    expect(joined).toEqual({ shipper: 'SUBSCRIBED', outsider: 'CHANNEL_ERROR' });
  });

  it('registers the delivery only with a signature and photos the carrier uploaded for it', async () => {
    const base = {
      p_listing_id: listingId,
      p_recipient_name: 'Ana Receptora',
      p_recipient_dni: '30123456',
      p_lat: NEAR_CABA.lat,
      p_lon: NEAR_CABA.lon,
      p_accuracy: 12,
    };
    const photo = await upload(
      transporter,
      `${transporterId}/trips/${listingId}/foto-1.jpg`,
      jpegBytes(),
      'image/jpeg',
    );
    const noSignature = await transporter.rpc('register_delivery', {
      ...base,
      p_signature_path: `${transporterId}/trips/${listingId}/firma.png`,
      p_photo_paths: [photo],
    });
    expect(noSignature.error?.code).toBe('22023');
    const signature = await upload(
      transporter,
      `${transporterId}/trips/${listingId}/firma.png`,
      pngBytes(),
      'image/png',
    );
    const noPhotos = await transporter.rpc('register_delivery', {
      ...base,
      p_signature_path: signature,
      p_photo_paths: [],
    });
    expect(noPhotos.error?.code).toBe('22023');
    const badDni = await transporter.rpc('register_delivery', {
      ...base,
      p_recipient_dni: '12',
      p_signature_path: signature,
      p_photo_paths: [photo],
    });
    expect(badDni.error?.code).toBe('23514');
    const intruder = await outsider.rpc('register_delivery', {
      ...base,
      p_signature_path: signature,
      p_photo_paths: [photo],
    });
    expect(intruder.error).toMatchObject({ code: '42501', message: 'not_assigned_transporter' });
    const done = await transporter.rpc('register_delivery', {
      ...base,
      p_signature_path: signature,
      p_photo_paths: [photo],
    });
    expect(done.error).toBeNull();

    const { data: delivery } = await shipper
      .from('trip_deliveries')
      .select('recipient_name, recipient_dni, conformity')
      .eq('listing_id', listingId)
      .single();
    expect(delivery).toEqual({
      recipient_name: 'Ana Receptora',
      recipient_dni: '30123456',
      conformity: 'pending',
    });
    expect((await outsider.from('trip_deliveries').select('recipient_dni')).data).toEqual([]);
    expect((await shipper.storage.from('documents').download(signature)).error).toBeNull();
    expect((await outsider.storage.from('documents').download(signature)).error).not.toBeNull();
    expect((await outsider.storage.from('documents').download(photo)).error).not.toBeNull();
    const late = await transporter.rpc('record_positions', {
      p_listing_id: listingId,
      p_points: [{ ...NEAR_CABA, accuracy: 5, at: at(0) }],
    });
    expect(late.error?.code).toBe('P0001');
  });

  it('opens ratings only after the shipper confirms receipt', async () => {
    const early = await shipper
      .from('ratings')
      .insert({ listing_id: listingId, ratee_id: DEMO_TRANSPORTER.id, stars: 5 });
    expect(early.error?.code).toBe('42501');
    const byTransporter = await transporter.rpc('confirm_delivery_receipt', {
      p_listing_id: listingId,
    });
    expect(byTransporter.error?.code).toBe('42501');
    const confirmed = await shipper.rpc('confirm_delivery_receipt', { p_listing_id: listingId });
    expect(confirmed.error).toBeNull();
    const twice = await shipper.rpc('report_delivery_problem', {
      p_listing_id: listingId,
      p_kind: 'damage',
      p_description: 'Llegaron dos cajas rotas',
      p_photo_paths: [],
    });
    expect(twice.error?.code).toBe('P0001');
    const rated = await shipper
      .from('ratings')
      .insert({ listing_id: listingId, ratee_id: DEMO_TRANSPORTER.id, stars: 5 });
    expect(rated.error).toBeNull();
  });
});

describe('after delivery', () => {
  it('a reported problem opens an incident the admin sees and resolves', async () => {
    const id = await startedTrip('shipper');
    await deliver(id);
    const photo = await upload(
      shipper,
      `${DEMO_SHIPPER.id}/trips/${id}/dano.jpg`,
      jpegBytes(),
      'image/jpeg',
    );
    const bad = await shipper.rpc('report_delivery_problem', {
      p_listing_id: id,
      p_kind: 'theft',
      p_description: 'Faltan dos pallets de vino',
      p_photo_paths: [photo],
    });
    expect(bad.error?.code).toBe('23514');
    const reported = await shipper.rpc('report_delivery_problem', {
      p_listing_id: id,
      p_kind: 'shortage',
      p_description: 'Faltan dos pallets de vino',
      p_photo_paths: [photo],
    });
    expect(reported.error).toBeNull();
    expect((await transporter.rpc('admin_trip_incidents')).error?.code).toBe('42501');
    const { client: admin } = await adminClient(backend);
    const { data: incidents } = await admin.rpc('admin_trip_incidents');
    expect(incidents).toContainEqual(
      expect.objectContaining({ listing_id: id, kind: 'shortage', resolved_at: null }),
    );
    expect((await admin.storage.from('documents').download(photo)).error).toBeNull();
    const resolved = await admin.rpc('admin_resolve_trip_incident', {
      p_incident_id: reported.data as string,
      p_resolution: 'El transportista repone los pallets',
    });
    expect(resolved.error).toBeNull();
    const { data: delivery } = await transporter
      .from('trip_deliveries')
      .select('conformity')
      .eq('listing_id', id)
      .single();
    expect(delivery?.conformity).toBe('disputed');
  });

  it('confirms by itself after 72 hours, with no job: ratings open, confirming is over', async () => {
    const id = await startedTrip();
    await deliver(id);
    await backend.db.query(
      `update public.trip_deliveries set delivered_at = now() - interval '73 hours' where listing_id = $1`,
      [id],
    );
    const confirm = await shipper.rpc('confirm_delivery_receipt', { p_listing_id: id });
    expect(confirm.error?.code).toBe('P0001');
    const rated = await transporter
      .from('ratings')
      .insert({ listing_id: id, ratee_id: DEMO_SHIPPER.id, stars: 4 });
    expect(rated.error).toBeNull();
  });

  it('deletes positions 30 days after delivery, and only the service may run the purge', async () => {
    const id = await startedTrip();
    await startedMinutesAgo(id, 20);
    const sent = await transporter.rpc('record_positions', {
      p_listing_id: id,
      p_points: [{ ...NEAR_MENDOZA, accuracy: 10, at: at(10) }],
    });
    expect(sent.data).toBe(1);
    await deliver(id);
    expect(
      (await transporter.rpc('purge_trip_positions' as 'confirm_delivery_receipt')).error,
    ).not.toBeNull();
    const count = () =>
      countAsSuperuser(
        backend.db,
        'select count(*) from public.trip_positions where listing_id = $1',
        [id],
      );
    await backend.db.query('select public.purge_trip_positions()');
    expect(await count()).toBe(1);
    await backend.db.query(
      `update public.shipment_events set created_at = now() - interval '31 days'
       where listing_id = $1 and status = 'delivered'`,
      [id],
    );
    await backend.db.query('select public.purge_trip_positions()');
    expect(await count()).toBe(0);
    // pg_cron runs it every 30 minutes.
    expect(
      await countAsSuperuser(
        backend.db,
        `select count(*) from cron.job
         where jobname = 'purge-trip-positions' and command = 'select public.purge_trip_positions()'`,
      ),
    ).toBe(1);
  });
});

describe('a delivery sent from the outbox', () => {
  /** The proof's files for `id`, uploaded by the carrier. */
  async function proof(id: string) {
    return {
      p_listing_id: id,
      p_recipient_name: 'Ana Receptora',
      p_recipient_dni: '30123456',
      p_signature_path: await upload(
        transporter,
        `${transporterId}/trips/${id}/firma.png`,
        pngBytes(),
        'image/png',
      ),
      p_photo_paths: [
        await upload(
          transporter,
          `${transporterId}/trips/${id}/foto-1.jpg`,
          jpegBytes(),
          'image/jpeg',
        ),
      ],
    };
  }
  const deliveredEvents = async (id: string) =>
    countAsSuperuser(
      backend.db,
      `select count(*) from public.shipment_events where listing_id = $1 and status = 'delivered'`,
      [id],
    );

  it('is recorded once however often the same request comes again; another request is refused', async () => {
    const id = await startedTrip();
    const args = { ...(await proof(id)), p_request_id: crypto.randomUUID() };
    expect((await transporter.rpc('register_delivery', args)).error).toBeNull();
    // The answer was lost: the phone sends the same delivery again, twice.
    expect((await transporter.rpc('register_delivery', args)).error).toBeNull();
    expect((await transporter.rpc('register_delivery', args)).error).toBeNull();
    expect(await deliveredEvents(id)).toBe(1);
    expect(
      await countAsSuperuser(
        backend.db,
        'select count(*) from public.trip_deliveries where listing_id = $1',
        [id],
      ),
    ).toBe(1);
    // A second delivery (another request) of a delivered shipment is not taken.
    const other = await transporter.rpc('register_delivery', {
      ...args,
      p_request_id: crypto.randomUUID(),
    });
    expect(other.error).toMatchObject({ code: 'P0001', message: 'invalid_transition' });
    // Someone else replaying the request learns nothing and changes nothing.
    const replayed = await outsider.rpc('register_delivery', args);
    expect(replayed.error).toMatchObject({ code: '42501', message: 'not_assigned_transporter' });
    expect(await deliveredEvents(id)).toBe(1);
  });

  it("keeps one copy of its files when they are sent again under the request's names", async () => {
    const id = await startedTrip();
    const requestId = crypto.randomUUID();
    const signature = `${transporterId}/trips/${id}/${requestId}-firma.png`;
    const photo = `${transporterId}/trips/${id}/${requestId}-foto-1.jpg`;
    await upload(transporter, signature, pngBytes(), 'image/png');
    await upload(transporter, photo, jpegBytes(), 'image/jpeg');
    // The answer was lost: the phone uploads the same files again. Storage keeps the first.
    const files = transporter.storage.from('documents');
    for (const [path, body, contentType] of [
      [signature, pngBytes(), 'image/png'],
      [photo, jpegBytes(), 'image/jpeg'],
    ] as const) {
      const again = await files.upload(path, body, { contentType, upsert: false });
      expect(again.error).toMatchObject({ statusCode: '409' });
    }
    const args = {
      p_listing_id: id,
      p_recipient_name: 'Ana Receptora',
      p_recipient_dni: '30123456',
      p_signature_path: signature,
      p_photo_paths: [photo],
      p_request_id: requestId,
    };
    expect((await transporter.rpc('register_delivery', args)).error).toBeNull();
    expect(
      await countAsSuperuser(
        backend.db,
        `select count(*) from storage.objects where bucket_id = 'documents' and name like $1`,
        [`${transporterId}/trips/${id}/${requestId}-%`],
      ),
    ).toBe(2);
  });

  it("is refused for a trip taken from the transporter meanwhile, and for another trip's request", async () => {
    const id = await startedTrip();
    const args = { ...(await proof(id)), p_request_id: crypto.randomUUID() };
    // What cancelling the assignment leaves (written as the superuser: the app allows it only
    // before the pickup).
    await backend.db.query(
      `update public.cargo_listings set status = 'pending', transporter_id = null where id = $1`,
      [id],
    );
    const cancelled = await transporter.rpc('register_delivery', args);
    expect(cancelled.error).toMatchObject({ code: '42501', message: 'not_assigned_transporter' });
    expect(await deliveredEvents(id)).toBe(0);

    // A request recorded for one trip does not pass for another.
    const first = await startedTrip();
    const firstArgs = { ...(await proof(first)), p_request_id: crypto.randomUUID() };
    expect((await transporter.rpc('register_delivery', firstArgs)).error).toBeNull();
    const second = await startedTrip();
    const secondArgs = { ...(await proof(second)), p_request_id: firstArgs.p_request_id };
    // The id is the first trip's: the second trip's delivery is a new one, recorded once.
    expect((await transporter.rpc('register_delivery', secondArgs)).error?.code).toBe('23505');
    expect(await deliveredEvents(second)).toBe(0);
  });
});

describe("'Iniciar Viaje' sent from the outbox", () => {
  /** When the database says the trip started, and how many starts it recorded. */
  async function started(id: string) {
    const { rows } = await backend.db.query<{ at: Date; starts: number }>(
      `select max(created_at) as at, count(*)::int as starts from public.shipment_events
       where listing_id = $1 and status = 'in-transit'`,
      [id],
    );
    return rows[0];
  }
  /** The vehicle and driver were assigned `minutes` ago: the clock passing, as the superuser. */
  async function assignedMinutesAgo(id: string, minutes: number) {
    await backend.db.query(
      `update public.trips set assigned_at = now() - make_interval(mins => $2) where listing_id = $1`,
      [id, minutes],
    );
  }
  const near = (a: Date, b: Date) => Math.abs(a.getTime() - b.getTime()) < 60_000;

  it("starts at the phone's time, keeps the positions recorded after it, and once", async () => {
    const id = await readyTrip();
    await assignedMinutesAgo(id, 180);
    const tapped = at(90);
    const start = { p_listing_id: id, p_started_at: tapped };
    expect((await transporter.rpc('start_trip', start)).error).toBeNull();
    expect((await started(id)).at.toISOString()).toBe(new Date(tapped).toISOString());

    // Recorded on the road after the start, sent now: kept. Before the start: not the trip's.
    const onTheRoad = await transporter.rpc('record_positions', {
      p_listing_id: id,
      p_points: [
        { ...NEAR_MENDOZA, accuracy: 10, at: at(80) },
        { ...OUT_OF_MENDOZA, accuracy: 10, at: at(60) },
      ],
    });
    expect(onTheRoad.error).toBeNull();
    const before = await transporter.rpc('record_positions', {
      p_listing_id: id,
      p_points: [{ ...NEAR_MENDOZA, accuracy: 10, at: at(120) }],
    });
    expect(before.error?.code).toBe('22023');
    expect(
      await countAsSuperuser(
        backend.db,
        'select count(*) from public.trip_positions where listing_id = $1',
        [id],
      ),
    ).toBe(2);

    // The answer was lost: the phone sends the same start again, later.
    expect(
      (await transporter.rpc('start_trip', { ...start, p_started_at: at(1) })).error,
    ).toBeNull();
    expect(await started(id)).toEqual({ at: new Date(tapped), starts: 1 });
  });

  it('keeps the start between the assignment and now, whatever the phone says', async () => {
    const early = await readyTrip();
    await assignedMinutesAgo(early, 30);
    await transporter.rpc('start_trip', { p_listing_id: early, p_started_at: at(600) });
    const assignedAt = new Date(Date.now() - 30 * 60_000);
    expect(near((await started(early)).at, assignedAt)).toBe(true);

    // No further back than positions may reach (three days), however old the assignment.
    const old = await readyTrip();
    await assignedMinutesAgo(old, 10 * 24 * 60);
    await transporter.rpc('start_trip', {
      p_listing_id: old,
      p_started_at: '2000-01-01T00:00:00Z',
    });
    expect(near((await started(old)).at, new Date(Date.now() - 3 * 24 * 3_600_000))).toBe(true);

    const future = await readyTrip();
    const ahead = new Date(Date.now() + 86_400_000).toISOString();
    expect(
      (await transporter.rpc('start_trip', { p_listing_id: future, p_started_at: ahead })).error,
    ).toBeNull();
    expect(near((await started(future)).at, new Date())).toBe(true);

    const unsaid = await readyTrip();
    expect((await transporter.rpc('start_trip', { p_listing_id: unsaid })).error).toBeNull();
    expect(near((await started(unsaid)).at, new Date())).toBe(true);
  });

  it('refuses what advance_shipment refuses, and anyone but the assigned transporter', async () => {
    const id = await readyTrip();
    for (const [client, who] of [
      [outsider, 'another transporter'],
      [shipper, 'the shipper'],
    ] as const) {
      const { error } = await client.rpc('start_trip', { p_listing_id: id, p_started_at: at(5) });
      expect(error, who).toMatchObject({ code: '42501', message: 'not_assigned_transporter' });
    }
    const uninsured = await insertListing('assigned');
    const assign = await transporter.rpc('assign_trip_resources', {
      p_listing_id: uninsured,
      p_vehicle_id: vehicleId,
      p_driver_id: driverId,
    });
    expect(assign.error).toBeNull();
    const notReady = await transporter.rpc('start_trip', { p_listing_id: uninsured });
    expect(notReady.error?.message).toMatch(/^trip_not_ready/);

    const delivered = await startedTrip();
    await deliver(delivered);
    const again = await transporter.rpc('start_trip', { p_listing_id: delivered });
    expect(again.error).toMatchObject({ code: 'P0001', message: 'invalid_transition' });

    // A start queued before the trip was taken from him.
    const taken = await readyTrip();
    await backend.db.query(
      `update public.cargo_listings set status = 'pending', transporter_id = null where id = $1`,
      [taken],
    );
    const late = await transporter.rpc('start_trip', { p_listing_id: taken, p_started_at: at(5) });
    expect(late.error).toMatchObject({ code: '42501', message: 'not_assigned_transporter' });
    for (const listing of [id, uninsured, taken]) expect((await started(listing)).starts).toBe(0);
  });
});

describe('an aal1 session of a carrier with a second factor', () => {
  it('reads no trip and writes no vehicle, position or delivery', async () => {
    const strong = await signedUpClient(
      backend,
      'camionero-mfa@example.com',
      'transporter',
      'Fuerte',
    );
    await enrolSecondFactor(strong.client);
    const { rows } = await backend.db.query<{ id: string }>(
      `insert into public.cargo_listings (shipper_id, transporter_id, title, origin, destination,
         weight_kg, pickup_date, delivery_date, price, status, cargo_type, load_type)
       values ($1, $2, 'Carga del fuerte', 'Mendoza', 'Córdoba', 1000, public.today_in_argentina(),
         public.today_in_argentina() + 2, 1500, 'in-transit', 'food', 'dry')
       returning id`,
      [DEMO_SHIPPER.id, strong.userId],
    );
    const id = rows[0].id;
    await backend.db.query(
      `insert into public.trips (listing_id, plate, vehicle_type, driver_name, driver_dni,
         driver_licence_number, driver_phone)
       values ($1, 'AD123EF', 'van', 'Chofer', '20111222', 'L-1', '+542615550101')`,
      [id],
    );
    const weak = await signedInClient(backend, 'camionero-mfa@example.com', 'otra-clave-2026');
    const before = await countAsSuperuser(backend.db, 'select count(*) from public.trip_positions');

    expect((await weak.client.from('trips').select('driver_dni')).data ?? []).toEqual([]);
    expect(
      (
        await weak.client
          .from('vehicles')
          .insert({ plate: 'AE123FG', vehicle_type: 'van', capacity_kg: 9 })
      ).error,
    ).not.toBeNull();
    const refused = [
      await weak.client.rpc('record_positions', {
        p_listing_id: id,
        p_points: [{ ...NEAR_MENDOZA, accuracy: 10, at: at(1) }],
      }),
      await weak.client.rpc('assign_trip_resources', {
        p_listing_id: id,
        p_vehicle_id: vehicleId,
        p_driver_id: driverId,
      }),
      await weak.client.rpc('register_delivery', {
        p_listing_id: id,
        p_recipient_name: 'X',
        p_recipient_dni: '30123456',
        p_signature_path: 'x',
        p_photo_paths: ['x'],
        p_lat: 0,
        p_lon: 0,
        p_accuracy: 1,
      }),
      await weak.client.rpc('start_trip', { p_listing_id: id }),
    ];
    for (const r of refused) expect(r.error?.message).toMatch(/insufficient_aal/);
    expect(await countAsSuperuser(backend.db, 'select count(*) from public.trip_positions')).toBe(
      before,
    );
    const strongRead = await strong.client.from('trips').select('driver_dni').eq('listing_id', id);
    expect(strongRead.data).toEqual([{ driver_dni: '20111222' }]);
  });
});
