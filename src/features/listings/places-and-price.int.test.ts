/**
 * The database side of Argentine places and Precio sugerido: suggested_price()'s median on a
 * known data set, the province columns' constraint, and the E.164 phone rule.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SEED_FILES } from '../../../local-supabase/db';
import {
  createTestClient,
  startTestBackend,
  type TestBackend,
  type TestClient,
} from '../../../local-supabase/testing';
import {
  DEMO_SHIPPER,
  DEMO_TRANSPORTER,
  countAsSuperuser,
  listingInput,
  signedInClient,
  signedUpClient,
} from '../../../local-supabase/test-support/data-api';
import { createListing } from './api/create-listing';
import { fetchListing } from './api/get-listing';
import { fetchSuggestedPrice } from './api/suggested-price';
import { updateListing } from './api/update-listing';
import { ARGENTINE_PROVINCES } from './places/provinces';
import { listingFormSchema, type ListingFormValues } from './schemas';

vi.mock('@/lib/supabase', () => ({ supabase: undefined }));

let backend: TestBackend;
let shipper: TestClient;
let carrier: TestClient;

beforeAll(async () => {
  // The development seed, delivered history included (the suites' default leaves it out).
  backend = await startTestBackend({ seedFile: DEFAULT_SEED_FILES });
  shipper = (await signedInClient(backend, DEMO_SHIPPER.email)).client;
  carrier = (await signedInClient(backend, DEMO_TRANSPORTER.email)).client;
});

afterAll(async () => {
  await backend?.stop();
});

/** A delivered load Salta → Jujuy of `weightKg`, with one offer at `price` in `status`. */
async function pastLoad(
  weightKg: number,
  price: number,
  status: 'accepted' | 'rejected' | 'withdrawn' | 'pending' = 'accepted',
  provinces: [string, string] = ['Salta', 'Jujuy'],
) {
  const { rows } = await backend.db.query<{ id: string }>(
    `insert into public.cargo_listings
       (shipper_id, transporter_id, title, origin, destination, origin_province,
        destination_province, weight_kg, pickup_date, delivery_date, price, status, cargo_type,
        load_type)
     values ($1, $2, 'Historial', 'Salta', 'San Salvador de Jujuy', $3, $4, $5,
             current_date - 40, current_date - 38, $6, 'delivered', 'food', 'dry')
     returning id`,
    [DEMO_SHIPPER.id, DEMO_TRANSPORTER.id, provinces[0], provinces[1], weightKg, price],
  );
  await backend.db.query(
    `insert into public.proposals (listing_id, transporter_id, price, message, status)
     values ($1, $2, $3, '', $4::public.proposal_status)`,
    [rows[0].id, DEMO_TRANSPORTER.id, price, status],
  );
}

const ask = (weightKg: number, client: TestClient = shipper) =>
  fetchSuggestedPrice({ originProvince: 'Salta', destinationProvince: 'Jujuy', weightKg }, client);

describe('suggested_price', () => {
  it('suggests the seeded demo route: Mendoza → CABA, 18.000 kg', async () => {
    await expect(
      fetchSuggestedPrice(
        {
          originProvince: 'Mendoza',
          destinationProvince: 'Ciudad Autónoma de Buenos Aires',
          weightKg: 18_000,
        },
        shipper,
      ),
    ).resolves.toEqual({ median: 2800, count: 5 });
  });

  it('gives no price below 3 similar loads, the odd median at 3 and the even one at 4', async () => {
    await expect(ask(10_000)).resolves.toEqual({ median: null, count: 0 });
    await pastLoad(10_000, 1000);
    await pastLoad(9_000, 3000);
    await expect(ask(10_000)).resolves.toEqual({ median: null, count: 2 });

    await pastLoad(11_000, 2000);
    await expect(ask(10_000)).resolves.toEqual({ median: 2000, count: 3 });

    await pastLoad(10_500, 2500.5);
    // (2000 + 2500.5) / 2
    await expect(ask(10_000)).resolves.toEqual({ median: 2250.25, count: 4 });
  });

  it('counts loads within ±30 % of the weight, edges included', async () => {
    // Band of 10.000 kg: 7.000 to 13.000 kg. Four loads inside from the test above.
    await pastLoad(7_000, 100);
    await pastLoad(13_000, 100_000);
    await pastLoad(6_999.99, 1);
    await pastLoad(13_000.01, 1_000_000);
    const answer = await ask(10_000);
    expect(answer.count).toBe(6);
    // 100, 1000, 2000, 2500.5, 3000, 100000
    expect(answer.median).toBe(2250.25);
  });

  it('counts only accepted offers, on the same pair in the same direction', async () => {
    const before = await ask(10_000);
    await pastLoad(10_000, 5, 'rejected');
    await pastLoad(10_000, 5, 'withdrawn');
    await pastLoad(10_000, 5, 'accepted', ['Jujuy', 'Salta']);
    await pastLoad(10_000, 5, 'accepted', ['Salta', 'Tucumán']);
    await expect(ask(10_000)).resolves.toEqual(before);
  });

  it('answers nothing for unknown provinces, a bad weight or injected text', async () => {
    for (const [origin, destination, weight] of [
      ['Atlantis', 'Jujuy', 10_000],
      ['Salta', "Jujuy' or '1'='1", 10_000],
      ['salta', 'jujuy', 10_000],
      ['Salta', 'Jujuy', 0],
      ['Salta', 'Jujuy', -10_000],
      ['Salta'.repeat(5000), 'Jujuy', 10_000],
    ] as const) {
      await expect(
        fetchSuggestedPrice(
          { originProvince: origin, destinationProvince: destination, weightKg: weight },
          shipper,
        ),
      ).resolves.toEqual({ median: null, count: 0 });
    }
  });

  it('reveals prices to signed-in users only', async () => {
    await expect(ask(10_000, createTestClient(backend))).rejects.toMatchObject({
      code: '42501',
      message: 'No tienes permiso para realizar esta acción.',
    });
    // A carrier may ask too: the answer is an aggregate, never an offer.
    await expect(ask(10_000, carrier)).resolves.toMatchObject({ count: 6 });
  });
});

const form: ListingFormValues = {
  title: 'Cítricos a granel',
  description: 'Limones en bins.',
  origin: 'Rosario',
  destination: 'Córdoba, Córdoba',
  originProvince: 'Santa Fe',
  destinationProvince: 'Córdoba',
  weight: '9000',
  vehicleType: '',
  cargoType: 'food',
  loadType: 'dry',
  length: '',
  width: '',
  height: '',
  pickupDate: '2027-02-01',
  deliveryDate: '2027-02-03',
  price: '1500',
};

describe('listing provinces', () => {
  it('the database accepts exactly the 24 jurisdictions the app ships', async () => {
    const { rows } = await backend.db.query<{ name: string; ok: boolean }>(
      'select name, public.is_argentine_province(name) as ok from unnest($1::text[]) as name',
      [[...ARGENTINE_PROVINCES, 'Capital Federal', 'Tierra del fuego', 'Cordoba', '']],
    );
    expect(rows.filter((row) => row.ok).map((row) => row.name)).toEqual([...ARGENTINE_PROVINCES]);
  });

  it('stores the provinces the form found, and reads them back', async () => {
    const created = await createListing(listingFormSchema.parse(form), shipper);
    expect(created).toMatchObject({ originProvince: 'Santa Fe', destinationProvince: 'Córdoba' });
    const read = await fetchListing(created.id, shipper);
    expect(read).toMatchObject({ origin: 'Rosario', originProvince: 'Santa Fe' });

    // Free text keeps no province.
    const edited = await updateListing(
      created.id,
      listingFormSchema.parse({ ...form, origin: 'Depósito 4', originProvince: '' }),
      shipper,
    );
    expect(edited).toMatchObject({ origin: 'Depósito 4', originProvince: null });
  });

  it('refuses anything else a client sends, and changes nothing', async () => {
    const before = await countAsSuperuser(backend.db, 'select count(*) from public.cargo_listings');
    for (const bad of [
      "Santa Fe'; drop table public.cargo_listings; --",
      'Buenos Aires'.repeat(1000),
      'santa fe',
      'CABA',
      ' Mendoza',
    ]) {
      const origin = await shipper
        .from('cargo_listings')
        .insert(listingInput({ origin_province: bad }));
      expect(origin.error).toMatchObject({ code: '23514' });
      expect(origin.error?.message).toContain('cargo_listings_origin_province_check');
      const destination = await shipper
        .from('cargo_listings')
        .insert(listingInput({ destination_province: bad }));
      expect(destination.error?.message).toContain('cargo_listings_destination_province_check');
    }
    expect(await countAsSuperuser(backend.db, 'select count(*) from public.cargo_listings')).toBe(
      before,
    );

    const pending = await createListing(listingFormSchema.parse(form), shipper);
    await expect(
      updateListing(
        pending.id,
        { ...listingFormSchema.parse(form), destinationProvince: 'Narnia' },
        shipper,
      ),
    ).rejects.toThrow('La provincia de destino no es válida.');
    await expect(fetchListing(pending.id, shipper)).resolves.toMatchObject({
      destinationProvince: 'Córdoba',
    });
  });
});

describe('phones in E.164', () => {
  const phoneOf = async (id: string) =>
    (
      await backend.db.query<{ phone: string | null }>(
        'select phone from public.profiles where id = $1',
        [id],
      )
    ).rows[0].phone;

  it('the seed and the sign-up metadata are stored in E.164, unreadable ones dropped', async () => {
    expect(await phoneOf(DEMO_SHIPPER.id)).toBe('+542615550101');
    // signedUpClient sends '+54 11 5555-0000', as a client bypassing the form might.
    const typed = await signedUpClient(
      backend,
      'telefono.libre@example.test',
      'shipper',
      'Ana Paz',
    );
    expect(await phoneOf(typed.userId)).toBe('+541155550000');

    const { data, error } = await createTestClient(backend).auth.signUp({
      email: 'telefono.roto@example.test',
      password: 'otra-clave-2026',
      options: { data: { role: 'transporter', name: 'Juan Roto', phone: "12345'); --" } },
    });
    expect(error).toBeNull();
    expect(await phoneOf(data.user?.id ?? '')).toBeNull();
  });

  it('a profile update must send E.164; anything else is refused and changes nothing', async () => {
    for (const bad of ['+54 261 555-9999', '2615559999', '+54261555999912345', 'hola', '+']) {
      const { error } = await shipper
        .from('profiles')
        .update({ phone: bad })
        .eq('id', DEMO_SHIPPER.id);
      expect(error?.message).toContain('profiles_phone_e164');
    }
    expect(await phoneOf(DEMO_SHIPPER.id)).toBe('+542615550101');

    const ok = await shipper
      .from('profiles')
      .update({ phone: '+5493415551234' })
      .eq('id', DEMO_SHIPPER.id)
      .select('phone');
    expect(ok.data).toEqual([{ phone: '+5493415551234' }]);
  });
});
