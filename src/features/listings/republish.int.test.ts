/**
 * An expired listing (pending, its pickup date passed) on the embedded backend (and on PostgreSQL
 * with `npm run test:pg`): it leaves the listings browser, and its owner's 'Republicar' puts it
 * back with new dates checked as the listing form checks them. Each refusal has its Spanish
 * message and changes nothing. (What an expired listing refuses to offers: the proposals feature's
 * negotiation suite.)
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  argentineDay,
  dataDigest,
  DEMO_SHIPPER,
  DEMO_TRANSPORTER,
  listingInput,
  signedInClient,
  signedUpClient,
} from '../../../supabase/tests/support/data-api';
import {
  createTestClient,
  startTestBackend,
  type TestBackend,
  type TestClient,
} from '../../../supabase/tests/support/backend';
import { dataErrorMessages } from '@/lib/data-errors';
import { republishListing } from './api/republish-listing';
import { fetchListingsPage } from './api/search-listings';
import { defaultListingFilters } from './listing-filters';
import { listingMessages } from './schemas';

// Every call passes a test client; the app's singleton cannot be built on Node 20.
vi.mock('@/lib/supabase', async () => ({
  supabase: (await import('@/testing/fake-supabase')).forbiddenSupabase(),
}));

const DAY = 86_400_000;

let backend: TestBackend;
let owner: TestClient;
let otherShipper: TestClient;
let transporter: TestClient;
let today: string;
const inDays = (days: number) =>
  new Date(Date.parse(today) + days * DAY).toISOString().slice(0, 10);

beforeAll(async () => {
  backend = await startTestBackend({ rateLimits: false });
  [owner, otherShipper, transporter] = (
    await Promise.all([
      signedInClient(backend, DEMO_SHIPPER.email),
      signedUpClient(backend, 'otra.dadora@example.test', 'shipper', 'Sofía Ruiz'),
      signedInClient(backend, DEMO_TRANSPORTER.email),
    ])
  ).map((s) => s.client);
  // The database's day: the one expiry is measured by.
  today = await argentineDay(backend.db);
});

afterAll(async () => {
  await backend?.stop();
});

async function inBrowser(listingId: string): Promise<boolean> {
  const page = await fetchListingsPage(defaultListingFilters, null, 100, createTestClient(backend));
  return page.listings.some((listing) => listing.id === listingId);
}

async function refused(action: () => Promise<unknown>, message: string): Promise<void> {
  const before = await dataDigest(backend.db);
  await expect(action()).rejects.toMatchObject({ message });
  expect(await dataDigest(backend.db), 'data unchanged').toBe(before);
}

describe('an expired listing', () => {
  it('leaves the browser on the day after its pickup, and comes back when republished', async () => {
    const { data, error } = await owner
      .from('cargo_listings')
      .insert(listingInput({ title: 'Carga que vence', pickup_date: today, delivery_date: today }))
      .select('id')
      .single();
    if (error) throw error;
    const listingId = data.id;
    const offer = await transporter
      .from('proposals')
      .insert({ listing_id: listingId, price: 900 })
      .select('id')
      .single();
    expect(offer.error).toBeNull();
    // On its pickup day it is still on offer.
    expect(await inBrowser(listingId)).toBe(true);

    // The pickup date passes (moved in the data, not by waiting).
    await backend.db.query(
      `update public.cargo_listings set pickup_date = $2, delivery_date = $2 where id = $1`,
      [listingId, inDays(-1)],
    );
    expect(await inBrowser(listingId)).toBe(false);

    // Only its owner republishes, with a pickup not in the past and a delivery not before it.
    await refused(
      () =>
        republishListing(
          listingId,
          { pickupDate: inDays(1), deliveryDate: inDays(2) },
          otherShipper,
        ),
      dataErrorMessages.permission,
    );
    await refused(
      () =>
        republishListing(
          listingId,
          { pickupDate: inDays(1), deliveryDate: inDays(2) },
          transporter,
        ),
      dataErrorMessages.permission,
    );
    await refused(
      () =>
        republishListing(
          listingId,
          { pickupDate: inDays(1), deliveryDate: inDays(2) },
          createTestClient(backend),
        ),
      dataErrorMessages.permission,
    );
    await refused(
      () => republishListing(listingId, { pickupDate: inDays(-1), deliveryDate: inDays(2) }, owner),
      `${listingMessages.pickupDatePast}.`,
    );
    await refused(
      () => republishListing(listingId, { pickupDate: inDays(3), deliveryDate: inDays(2) }, owner),
      `${listingMessages.deliveryBeforePickup}.`,
    );
    await refused(
      () =>
        republishListing(listingId, { pickupDate: 'infinity', deliveryDate: 'infinity' }, owner),
      `${listingMessages.dateInvalid}.`,
    );

    await republishListing(listingId, { pickupDate: today, deliveryDate: inDays(2) }, owner);
    expect(await inBrowser(listingId)).toBe(true);
    // The live offer goes back to its transporter for confirmation, as any change of dates does.
    const { rows } = await backend.db.query<{ needs_reconfirmation: boolean }>(
      'select needs_reconfirmation from public.proposals where id = $1',
      [offer.data!.id],
    );
    expect(rows).toEqual([{ needs_reconfirmation: true }]);

    // A listing on offer is edited, not republished.
    await refused(
      () => republishListing(listingId, { pickupDate: inDays(5), deliveryDate: inDays(6) }, owner),
      'La carga todavía no venció: edítala para cambiar sus fechas.',
    );
  });

  it('cannot be republished once it was taken', async () => {
    const { rows } = await backend.db.query<{ id: string }>(
      `insert into public.cargo_listings (shipper_id, transporter_id, title, origin, destination,
         weight_kg, pickup_date, delivery_date, price, status, cargo_type, load_type)
       values ($1, $2, 'Carga tomada', 'Mendoza', 'Córdoba', 1000, public.today_in_argentina() - 3,
         public.today_in_argentina() - 2, 1000, 'assigned', 'food', 'dry')
       returning id`,
      [DEMO_SHIPPER.id, (await transporter.auth.getUser()).data.user!.id],
    );
    await refused(
      () => republishListing(rows[0].id, { pickupDate: inDays(1), deliveryDate: inDays(2) }, owner),
      'Esta carga ya fue asignada',
    );
  });
});
