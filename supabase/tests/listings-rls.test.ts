import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createTestClient,
  startTestBackend,
  type TestBackend,
  type TestClient,
} from './support/backend';
import { dataErrorMessages } from '@/lib/data-errors';
import { createListing } from '../../src/features/listings/api/create-listing';
import { fetchListing } from '../../src/features/listings/api/get-listing';
import { fetchListingShipper } from '../../src/features/listings/api/get-listing-shipper';
import {
  fetchMyListingsPage,
  type MyListingsCursor,
} from '../../src/features/listings/api/my-listings-fetch';
import { allRows } from '../../src/testing/all-rows';
import { fetchListingsPage } from '../../src/features/listings/api/search-listings';
import {
  NOT_EDITABLE_MESSAGE,
  updateListing,
} from '../../src/features/listings/api/update-listing';
import { inputToColumns } from '../../src/features/listings/api/mappers';
import { listingError } from '../../src/features/listings/api/errors';
import { defaultListingFilters } from '../../src/features/listings/listing-filters';
import { listingFormSchema, type ListingFormValues } from '../../src/features/listings/schemas';
import { DEMO_SHIPPER_ID } from '../../src/features/listings/testing/generate-listings';
import { DEMO_PASSWORD, demoAccounts } from '@/testing/demo-accounts';
import { daysFromToday } from '@/testing/days-from-today';

// Every call here passes a test client; the app's singleton cannot even be built on Node 20
// (no WebSocket for its Realtime client), so it is replaced.
vi.mock('@/lib/supabase', () => ({ supabase: undefined }));

const PENDING_ID = 'a0000000-0000-4000-8000-000000000001';
const ASSIGNED_ID = 'a0000000-0000-4000-8000-000000000007';

let backend: TestBackend;
let anon: TestClient;
let shipper: TestClient;
let transporter: TestClient;
let otherShipper: TestClient;

async function signedIn(email: string): Promise<TestClient> {
  const client = createTestClient(backend);
  const { error } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  if (error) throw error;
  return client;
}

const form: ListingFormValues = {
  title: 'Yerba mate a granel',
  description: 'Bolsas de 50 kg en pallets.',
  origin: 'Posadas, Misiones',
  destination: 'Córdoba, Córdoba',
  originProvince: 'Misiones',
  destinationProvince: 'Córdoba',
  weight: '12000',
  vehicleType: 'truck_large',
  cargoType: 'food',
  loadType: 'dry',
  length: '1300',
  width: '250',
  height: '',
  pickupDate: daysFromToday(9),
  deliveryDate: daysFromToday(11),
  price: '1890.9',
  instantBooking: false,
  declaredValue: '',
  insuredBy: 'shipper',
  paymentTermDays: '45',
  networkHours: '',
};
const input = listingFormSchema.parse(form);

beforeAll(async () => {
  backend = await startTestBackend();
  anon = createTestClient(backend);
  shipper = await signedIn(demoAccounts.shipper.email);
  transporter = await signedIn(demoAccounts.transporter.email);
  otherShipper = createTestClient(backend);
  const { error } = await otherShipper.auth.signUp({
    email: 'otro-dador@conectacargas.test',
    password: DEMO_PASSWORD,
    options: { data: { name: 'Otro Dador', company: null, phone: '2615550000', role: 'shipper' } },
  });
  if (error) throw error;
});

afterAll(async () => {
  await backend?.stop();
});

/** Every listing of the shipper, page by page as Mis Envíos reads them. */
const fetchMyListings = (shipperId: string, client: TestClient) =>
  allRows((after: MyListingsCursor | null) => fetchMyListingsPage(shipperId, after, 2, client));

describe('creating a listing', () => {
  it('works for a shipper, as a pending listing of theirs that the browser finds', async () => {
    const created = await createListing(input, shipper);
    expect(created).toMatchObject({
      shipperId: DEMO_SHIPPER_ID,
      status: 'pending',
      transporterId: null,
      title: 'Yerba mate a granel',
      weightKg: 12000,
      lengthCm: 1300,
      heightCm: null,
      price: 1890.9,
      vehicleType: 'truck_large',
      paymentTermDays: 45,
    });
    const page = await fetchListingsPage(
      { ...defaultListingFilters, search: 'yerba' },
      null,
      12,
      anon,
    );
    expect(page.listings.map((l) => l.id)).toEqual([created.id]);
    const mine = await fetchMyListings(DEMO_SHIPPER_ID, shipper);
    expect(mine[0].id).toBe(created.id);
  });

  it('is refused to a transporter by RLS', async () => {
    await expect(createListing(input, transporter)).rejects.toMatchObject({
      code: '42501',
      message: dataErrorMessages.permission,
    });
  });

  it('is refused to a visitor', async () => {
    await expect(createListing(input, anon)).rejects.toMatchObject({
      code: '42501',
      message: dataErrorMessages.permission,
    });
  });

  it('is refused by the database when the delivery is before the pickup', async () => {
    await expect(
      createListing({ ...input, deliveryDate: daysFromToday(8) }, shipper),
    ).rejects.toMatchObject({
      code: '23514',
      message: 'La fecha de entrega no puede ser anterior a la fecha de recogida.',
    });
  });

  it("refuses a 'Plazo de pago' the form does not offer, and stores nothing", async () => {
    for (const days of [7, 90, -30]) {
      const inserted = await shipper
        .from('cargo_listings')
        .insert({ ...inputToColumns(input), payment_term_days: days })
        .select('id');
      expect(inserted.error?.code).toBe('23514');
      expect(listingError(inserted.error!).message).toBe('El plazo de pago no es válido.');
    }
    const { count } = await shipper
      .from('cargo_listings')
      .select('id', { count: 'exact', head: true })
      .neq('payment_term_days', 30)
      .neq('payment_term_days', 45);
    expect(count).toBe(0);
  });
});

// In the order written: the owner's edit first, then the refusals that check it still stands.
describe('editing a listing', { shuffle: false }, () => {
  it('works for the owner of a pending listing', async () => {
    const updated = await updateListing(
      PENDING_ID,
      { ...input, title: 'Vinos Malbec (editado)' },
      shipper,
    );
    expect(updated.title).toBe('Vinos Malbec (editado)');
    expect((await fetchListing(PENDING_ID, anon))?.title).toBe('Vinos Malbec (editado)');
  });

  it('is refused to another shipper', async () => {
    await expect(
      updateListing(PENDING_ID, { ...input, title: 'Robado' }, otherShipper),
    ).rejects.toThrow(NOT_EDITABLE_MESSAGE);
    expect((await fetchListing(PENDING_ID, anon))?.title).toBe('Vinos Malbec (editado)');
  });

  it('is refused to a transporter', async () => {
    await expect(updateListing(PENDING_ID, input, transporter)).rejects.toThrow(
      NOT_EDITABLE_MESSAGE,
    );
    // Nor can a transporter give himself shorter terms.
    const { data } = await transporter
      .from('cargo_listings')
      .update({ payment_term_days: 0 })
      .eq('id', PENDING_ID)
      .select('id');
    expect(data ?? []).toEqual([]);
    expect((await fetchListing(PENDING_ID, anon))?.paymentTermDays).toBe(45);
  });

  it('is refused on a listing that is no longer pending, even to its owner', async () => {
    await expect(updateListing(ASSIGNED_ID, input, shipper)).rejects.toThrow(NOT_EDITABLE_MESSAGE);
  });
});

describe('reading a listing', () => {
  it('shows a pending listing and its shipper to anyone', async () => {
    expect((await fetchListing(PENDING_ID, anon))?.status).toBe('pending');
    expect(await fetchListingShipper(PENDING_ID, anon)).toEqual({
      name: 'Lucía Fernández',
      company: 'Bodegas del Sol S.A.',
    });
  });

  it('hides an assigned listing from visitors and other shippers, not from its parties', async () => {
    expect(await fetchListing(ASSIGNED_ID, anon)).toBeNull();
    expect(await fetchListing(ASSIGNED_ID, otherShipper)).toBeNull();
    expect(await fetchListingShipper(ASSIGNED_ID, anon)).toBeNull();
    expect((await fetchListing(ASSIGNED_ID, shipper))?.status).toBe('assigned');
    expect((await fetchListing(ASSIGNED_ID, transporter))?.status).toBe('assigned');
  });

  it('answers not found for an id that is not a uuid', async () => {
    expect(await fetchListing('not-a-uuid', anon)).toBeNull();
  });

  it("pages a shipper's listings by keyset: every one once, newest first", async () => {
    const paged = (await fetchMyListings(DEMO_SHIPPER_ID, shipper)).map((l) => l.id);
    const { rows } = await fetchMyListingsPage(DEMO_SHIPPER_ID, null, 100, shipper);
    expect(paged).toEqual(rows.map((l) => l.id));
    expect(new Set(paged).size).toBe(paged.length);
    expect(paged.length).toBeGreaterThan(2);
  });

  it("lists a shipper's own listings in every status", async () => {
    const statuses = (await fetchMyListings(DEMO_SHIPPER_ID, shipper)).map((l) => l.status);
    expect(statuses).toContain('assigned');
    expect(statuses).toContain('pending');
    expect(await fetchMyListings(DEMO_SHIPPER_ID, otherShipper)).toHaveLength(
      (await fetchListingsPage(defaultListingFilters, null, 100, anon)).total ?? -1,
    );
  });
});
