/** Helpers shared by the Data API integration tests (rest, rls, bad-input). */
import { base32Decode, jpegBytes, pngBytes, totp } from '@conectacargas/local-supabase/testing';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { DEMO_ADMIN, DEMO_PASSWORD, DEMO_SHIPPER, DEMO_TRANSPORTER } from '../../demo-accounts.ts';
import { daysFromToday } from '../../../src/testing/days-from-today';
import { createTestClient, type Queryable, type TestBackend, type TestClient } from './backend.ts';

export {
  ACCEPTED_PROPOSAL_ID,
  ASSIGNED_LISTING_ID,
  DEMO_ADMIN,
  DEMO_SHIPPER,
  DEMO_TRANSPORTER,
  LIVE_PROPOSAL_ID,
  PENDING_LISTING_ID,
} from '../../demo-accounts.ts';

export async function signedInClient(
  backend: TestBackend,
  email: string,
  password = DEMO_PASSWORD,
): Promise<{ client: TestClient; token: string; userId: string }> {
  const client = createTestClient(backend);
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw new Error(`sign-in of ${email} failed: ${error?.message}`);
  return { client, token: data.session.access_token, userId: data.session.user.id };
}

/** Signs up a new shipper or transporter and returns its signed-in client. */
export async function signedUpClient(
  backend: TestBackend,
  email: string,
  role: 'shipper' | 'transporter',
  name: string,
  password = 'otra-clave-2026',
): Promise<{ client: TestClient; token: string; userId: string }> {
  const { error } = await createTestClient(backend).auth.signUp({
    email,
    password,
    options: { data: { role, name, company: `${name} S.A.`, phone: '+54 11 5555-0000' } },
  });
  if (error) throw new Error(`sign-up of ${email} failed: ${error.message}`);
  return signedInClient(backend, email, password);
}

/** Enrols and verifies a TOTP factor on a signed-in client, which ends at aal2. */
export async function enrolSecondFactor(client: TestClient): Promise<void> {
  const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Teléfono' });
  if (enrolled.error) throw enrolled.error;
  const code = totp(base32Decode(enrolled.data.totp.secret), Math.floor(Date.now() / 1000));
  const verified = await client.auth.mfa.challengeAndVerify({ factorId: enrolled.data.id, code });
  if (verified.error) throw verified.error;
}

/** The seeded admin (its role comes from app_metadata, which no client can set), signed in. */
export function adminClient(
  backend: TestBackend,
): Promise<{ client: TestClient; token: string; userId: string }> {
  return signedInClient(backend, DEMO_ADMIN.email);
}

/**
 * A day counted from today in Argentina as `YYYY-MM-DD`, as the database counts it
 * (today_in_argentina()); UTC's day is already tomorrow from 21:00 to 24:00 there.
 */
export async function argentineDay(db: Queryable, offset = 0): Promise<string> {
  const { rows } = await db.query<{ day: string }>(
    `select to_char(public.today_in_argentina() + $1::int, 'YYYY-MM-DD') as day`,
    [offset],
  );
  return rows[0].day;
}

/** A number computed by the database superuser (bypasses RLS). */
export async function countAsSuperuser(
  db: Queryable,
  sql: string,
  params: unknown[] = [],
): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`select (${sql})::int as n`, params);
  return rows[0].n;
}

/** A digest of every row of the public tables: equal digests mean nothing changed. */
export async function dataDigest(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ digest: string }>(`
    select md5(concat_ws('|',
      (select string_agg(t::text, ',' order by t.id) from public.cargo_listings t),
      (select string_agg(t::text, ',' order by t.id) from public.profiles t),
      (select string_agg(t::text, ',' order by t.user_id) from public.user_roles t),
      (select string_agg(t::text, ',' order by t.id) from public.proposals t),
      (select string_agg(t::text, ',' order by t.id) from public.shipment_events t),
      (select count(*)::text from auth.users)
    )) as digest`);
  return rows[0].digest;
}

/** A raw request to /rest/v1, for what supabase-js never sends (malformed JSON, Range, ...). */
export function restFetch(
  backend: TestBackend,
  pathAndQuery: string,
  init: RequestInit & { token?: string } = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('apikey', backend.anonKey);
  headers.set('authorization', `Bearer ${init.token ?? backend.anonKey}`);
  if (init.body !== undefined && !headers.has('content-type')) {
    headers.set('content-type', 'application/json');
  }
  return fetch(`${backend.url}/rest/v1${pathAndQuery}`, { ...init, headers });
}

/** Valid listing fields; tests override the ones they are about. */
export function listingInput(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Carga de prueba',
    description: 'Cajas paletizadas',
    origin: 'Mendoza, Mendoza',
    destination: 'Córdoba, Córdoba',
    weight_kg: 1500,
    pickup_date: daysFromToday(90),
    delivery_date: daysFromToday(92),
    price: 1200.5,
    vehicle_type: 'truck_medium',
    cargo_type: 'food',
    load_type: 'dry',
    ...overrides,
  };
}

/** The three demo accounts, each signed in on a client of its own. */
export async function demoClients(backend: TestBackend) {
  const [admin, transporter, shipper] = await Promise.all([
    adminClient(backend),
    signedInClient(backend, DEMO_TRANSPORTER.email),
    signedInClient(backend, DEMO_SHIPPER.email),
  ]);
  return { admin: admin.client, transporter: transporter.client, shipper: shipper.client };
}

/**
 * A listing of the demo shipper in `status` (taken by the demo transporter unless pending), written
 * by the superuser: a test's starting point, without walking the offer flow.
 */
export async function insertDemoListing(
  db: Queryable,
  status: 'pending' | 'assigned' | 'in-transit' | 'delivered',
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.cargo_listings
       (shipper_id, transporter_id, title, description, origin, destination, weight_kg,
        pickup_date, delivery_date, price, status, cargo_type, load_type)
     values ($1, $2, $3, 'Cajas de prueba', 'Mendoza', 'Córdoba', 1000,
             public.today_in_argentina(), public.today_in_argentina() + 2, 1500,
             $4::public.cargo_status, 'food', 'dry')
     returning id`,
    [
      DEMO_SHIPPER.id,
      status === 'pending' ? null : DEMO_TRANSPORTER.id,
      `Prueba ${status}`,
      status,
    ],
  );
  return rows[0].id;
}

/**
 * Vehicle, driver and insurance of an assigned listing, written as the superuser, so the carrier
 * may start the trip ('Iniciar Viaje' requires them; the trips suite tests how they are set).
 */
export async function readyTripAsSuperuser(db: Queryable, listingId: string): Promise<void> {
  await db.query(
    `insert into public.trips (listing_id, plate, vehicle_type, driver_name, driver_dni,
       driver_licence_number, driver_phone, insurer, policy_number, insurance_valid_until,
       insurance_path)
     values ($1::uuid, 'AB123CD', 'truck_large', 'Chofer de Prueba', '20111222', 'LIC-1',
       '+542615550101', 'La Segunda', 'TR-1', '2099-12-31', 'prueba/trips/poliza.pdf')
     on conflict (listing_id) do nothing`,
    [listingId],
  );
}

/** 'Registrar entrega' by the assigned carrier, with a real signature and photo upload. */
export async function registerDeliveryAs(
  client: TestClient,
  transporterId: string,
  listingId: string,
  remitoConfirmed = false,
): Promise<void> {
  const files = client.storage.from('documents');
  const signature = `${transporterId}/trips/${listingId}/firma-${Date.now()}.png`;
  const photo = `${transporterId}/trips/${listingId}/foto-${Date.now()}.jpg`;
  for (const [path, body, contentType] of [
    [signature, pngBytes(), 'image/png'],
    [photo, jpegBytes(), 'image/jpeg'],
  ] as const) {
    const { error } = await files.upload(path, body, { contentType });
    if (error) throw error;
  }
  const { error } = await client.rpc('register_delivery', {
    p_listing_id: listingId,
    p_recipient_name: 'Receptor de Prueba',
    p_recipient_dni: '30123456',
    p_signature_path: signature,
    p_photo_paths: [photo],
    p_remito_confirmed: remitoConfirmed,
  });
  if (error) throw error;
}

/** A registered delivery the shipper already confirmed, written as the superuser. */
export async function deliverAsSuperuser(
  db: Queryable,
  listingId: string,
  transporterId: string,
): Promise<void> {
  await db.query(
    `with delivery as (
       insert into public.trip_deliveries (listing_id, recipient_name, recipient_dni,
         signature_path, photo_paths, conformity, conformity_at)
       values ($1::uuid, 'Receptor de Prueba', '30123456', 'prueba/firma.png',
         array['prueba/foto.jpg'], 'confirmed', now())
     ), listing as (
       update public.cargo_listings set status = 'delivered' where id = $1::uuid
     )
     insert into public.shipment_events (listing_id, status, actor_id)
     values ($1::uuid, 'delivered', $2::uuid)`,
    [listingId, transporterId],
  );
}

/** An Edge Function's answer to `client`: its JSON, or the status and body of its refusal. */
export async function invokeAs(
  client: TestClient,
  name: string,
  body: Record<string, unknown>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const { data, error } = await client.functions.invoke(name, { body });
  if (!error) return { status: 200, body: data as Record<string, unknown> };
  if (!(error instanceof FunctionsHttpError)) throw error;
  const res = error.context as Response;
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
