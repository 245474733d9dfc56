/**
 * The database side of Argentine places and Precio sugerido: suggested_price()'s median on a
 * known data set, the province columns' constraint, and the E.164 phone rule.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createTestClient,
  project,
  startTestBackend,
  type TestBackend,
  type TestClient,
} from '../../../supabase/tests/support/backend';
import {
  DEMO_SHIPPER,
  DEMO_TRANSPORTER,
  countAsSuperuser,
  listingInput,
  signedInClient,
  signedUpClient,
} from '../../../supabase/tests/support/data-api';
import { createListing } from './api/create-listing';
import { fetchListing } from './api/get-listing';
import { fetchSuggestedPrice } from './api/suggested-price';
import { updateListing } from './api/update-listing';
import { ARGENTINE_PROVINCES } from '@/domain/places/provinces';
import { daysFromToday } from '@/testing/days-from-today';
import { listingFormSchema, type ListingFormValues } from './schemas';

vi.mock('@/lib/supabase', async () => ({
  supabase: (await import('@/testing/fake-supabase')).forbiddenSupabase(),
}));

let backend: TestBackend;
let shipper: TestClient;
let transporter: TestClient;

beforeAll(async () => {
  // The development seed, delivered history included (the suites' default leaves it out).
  backend = await startTestBackend({ seedFile: project.seedFiles });
  shipper = (await signedInClient(backend, DEMO_SHIPPER.email)).client;
  transporter = (await signedInClient(backend, DEMO_TRANSPORTER.email)).client;
});

afterAll(async () => {
  await backend?.stop();
});

/** Three other shippers and three other transporters, to report delivered loads as. */
let others: { shippers: string[]; transporters: string[] };

beforeAll(async () => {
  const person = (role: 'shipper' | 'transporter', n: number) =>
    signedUpClient(backend, `lane.${role}${n}@example.test`, role, `Empresa ${role} ${n}`);
  const [s1, s2, s3, c1, c2, c3] = await Promise.all([
    person('shipper', 1),
    person('shipper', 2),
    person('shipper', 3),
    person('transporter', 1),
    person('transporter', 2),
    person('transporter', 3),
  ]);
  others = {
    shippers: [s1.userId, s2.userId, s3.userId],
    transporters: [c1.userId, c2.userId, c3.userId],
  };
});

interface PastLoad {
  weightKg: number;
  price: number;
  shipperId: string;
  transporterId: string;
  offer?: 'accepted' | 'rejected' | 'withdrawn';
  listingStatus?: 'delivered' | 'assigned' | 'in-transit';
  provinces?: [string, string];
}

/** A load Salta → Jujuy (by default delivered), with one offer at `price` (by default accepted). */
async function pastLoad({
  weightKg,
  price,
  shipperId,
  transporterId,
  offer = 'accepted',
  listingStatus = 'delivered',
  provinces = ['Salta', 'Jujuy'],
}: PastLoad) {
  const { rows } = await backend.db.query<{ id: string }>(
    `insert into public.cargo_listings
       (shipper_id, transporter_id, title, origin, destination, origin_province,
        destination_province, weight_kg, pickup_date, delivery_date, price, status, cargo_type,
        load_type)
     values ($1, $2, 'Historial', 'Salta', 'San Salvador de Jujuy', $3, $4, $5,
             public.today_in_argentina() - 40, public.today_in_argentina() - 38, $6, $7::public.cargo_status, 'food', 'dry')
     returning id`,
    [shipperId, transporterId, provinces[0], provinces[1], weightKg, price, listingStatus],
  );
  await backend.db.query(
    `insert into public.proposals (listing_id, transporter_id, price, message, status)
     values ($1, $2, $3, '', $4::public.proposal_status)`,
    [rows[0].id, transporterId, price, offer],
  );
}

/** The n-th of a round of loads by the other companies: shipper n % 3, transporter (n + 1) % 3. */
const byOthers = (n: number, weightKg: number, price: number): PastLoad => ({
  weightKg,
  price,
  shipperId: others.shippers[n % 3],
  transporterId: others.transporters[(n + 1) % 3],
});

const ask = (weightKg: number, client: TestClient = shipper) =>
  fetchSuggestedPrice({ originProvince: 'Salta', destinationProvince: 'Jujuy', weightKg }, client);

describe('suggested_price (DAT’s lane-rate rule)', () => {
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
    ).resolves.toEqual({ low: 2700, high: 2900, sampleFloor: 7 });
  });

  it('says nothing below 7 loads, or from fewer than 3 shippers or 3 transporters', async () => {
    // Seven delivered loads from three transporters, but all for one shipper: nothing.
    for (let n = 0; n < 7; n += 1) {
      await pastLoad({ ...byOthers(0, 10_000, 2000), transporterId: others.transporters[n % 3] });
    }
    await expect(ask(10_000)).resolves.toBeNull();
    // A second shipper: still too few.
    await pastLoad(byOthers(1, 10_000, 2000));
    await expect(ask(10_000)).resolves.toBeNull();
    // The third one.
    await pastLoad(byOthers(2, 10_000, 2000));
    await expect(ask(10_000)).resolves.toEqual({ low: 2000, high: 2000, sampleFloor: 7 });
  });

  it('needs 3 transporters as well', async () => {
    const provinces: [string, string] = ['Salta', 'Tucumán'];
    for (let n = 0; n < 9; n += 1) {
      await pastLoad({
        ...byOthers(n, 5_000, 1000),
        transporterId: others.transporters[n % 2],
        provinces,
      });
    }
    const tucuman = () =>
      fetchSuggestedPrice(
        { originProvince: 'Salta', destinationProvince: 'Tucumán', weightKg: 5_000 },
        shipper,
      );
    await expect(tucuman()).resolves.toBeNull();
    await pastLoad({
      ...byOthers(0, 5_000, 1000),
      transporterId: others.transporters[2],
      provinces,
    });
    await expect(tucuman()).resolves.toEqual({ low: 1000, high: 1000, sampleFloor: 10 });
  });

  it('gives the p25–p75 range rounded to 100 € and the count as a bucket', async () => {
    const provinces: [string, string] = ['Salta', 'Catamarca'];
    const prices = [1010, 1240, 1260, 1490, 1510, 1740, 1760, 1990, 2020];
    for (const [n, price] of prices.entries()) {
      await pastLoad({ ...byOthers(n, 8_000, price), provinces });
    }
    // p25 = 1260, p75 = 1760 (9 sorted values: the 3rd and the 7th).
    await expect(
      fetchSuggestedPrice(
        { originProvince: 'Salta', destinationProvince: 'Catamarca', weightKg: 8_000 },
        shipper,
      ),
    ).resolves.toEqual({ low: 1300, high: 1800, sampleFloor: 7 });
  });

  it('counts only delivered loads with an accepted offer, on the pair and in the same weight band', async () => {
    const before = await ask(10_000);
    expect(before).not.toBeNull();
    for (const [n, load] of [
      { offer: 'rejected' as const },
      { offer: 'withdrawn' as const },
      { listingStatus: 'assigned' as const },
      { listingStatus: 'in-transit' as const },
      { provinces: ['Jujuy', 'Salta'] as [string, string] },
      { weightKg: 6_999.99 },
      { weightKg: 13_000.01 },
    ].entries()) {
      await pastLoad({ ...byOthers(n, 10_000, 100_000), ...load });
    }
    await expect(ask(10_000)).resolves.toEqual(before);
  });

  it("leaves out the asker's own loads: two planted offers at 1 € and 100.000.000 € move nothing", async () => {
    const asker = await signedUpClient(
      backend,
      'lane.planter@example.test',
      'transporter',
      'Planta',
    );
    const before = await ask(10_000, asker.client);
    for (const price of [1, 100_000_000]) {
      await pastLoad({ ...byOthers(0, 10_000, price), transporterId: asker.userId });
    }
    await expect(ask(10_000, asker.client)).resolves.toEqual(before);
    // The same loads count for everybody else: the rule does not drop them for all.
    expect(await ask(10_000)).not.toEqual(before);
  });

  it('answers nothing for unknown provinces, a bad weight or injected text', async () => {
    for (const [origin, destination, weight] of [
      ['Atlantis', 'Jujuy', 10_000],
      ['Salta', "Jujuy' or '1'='1", 10_000],
      ['salta', 'jujuy', 10_000],
      ['Salta', 'Jujuy', 0],
      ['Salta', 'Jujuy', -10_000],
      ['Salta', 'Jujuy', Number.NaN],
      ['Salta', 'Jujuy', Number.POSITIVE_INFINITY],
      ['Salta'.repeat(5000), 'Jujuy', 10_000],
    ] as const) {
      await expect(
        fetchSuggestedPrice(
          { originProvince: origin, destinationProvince: destination, weightKg: weight },
          shipper,
        ),
      ).resolves.toBeNull();
    }
  });

  it('reveals prices to signed-in users only', async () => {
    await expect(ask(10_000, createTestClient(backend))).rejects.toMatchObject({
      code: '42501',
      message: 'No tienes permiso para realizar esta acción.',
    });
    // A transporter may ask too: the answer is a rounded range, never an offer.
    await expect(ask(10_000, transporter)).resolves.toMatchObject({ low: 2000, high: 2000 });
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
  pickupDate: daysFromToday(60),
  deliveryDate: daysFromToday(62),
  price: '1500',
  instantBooking: false,
  declaredValue: '',
  insuredBy: 'shipper',
  paymentTermDays: '30',
  networkHours: '',
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
