/**
 * The database side of the trip map: public.localities holds exactly the app's coordinates and
 * nobody writes it through the Data API; great_circle_km() measures as greatCircleKm does; and
 * place_coordinates() places a listing's stored place as placeCoordinates does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestClient,
  startTestBackend,
  type TestBackend,
  type TestClient,
} from '../../../supabase/tests/support/backend';
import {
  DEMO_SHIPPER,
  countAsSuperuser,
  signedInClient,
} from '../../../supabase/tests/support/data-api';
import { greatCircleKm, type LatLon } from '@/domain/geo';
import { LOCALITY_COORDINATES, localityCoordinates } from './coordinates';

let backend: TestBackend;
let anon: TestClient;
let shipper: TestClient;

beforeAll(async () => {
  backend = await startTestBackend();
  anon = createTestClient(backend);
  shipper = (await signedInClient(backend, DEMO_SHIPPER.email)).client;
});

afterAll(async () => {
  await backend?.stop();
});

const EXPECTED_COUNT = Object.values(LOCALITY_COORDINATES).reduce(
  (total, places) => total + Object.keys(places).length,
  0,
);

const at = (province: string, locality: string): LatLon => localityCoordinates(province, locality)!;

describe('public.localities', () => {
  it("equals the app's LOCALITY_COORDINATES, read as anon", async () => {
    const { data, error } = await anon.from('localities').select('province, name, lat, lon');
    expect(error).toBeNull();
    const table: Record<string, Record<string, [number, number]>> = {};
    for (const row of data ?? []) {
      table[row.province] ??= {};
      table[row.province][row.name] = [row.lat, row.lon];
    }
    expect(table).toEqual(LOCALITY_COORDINATES);
    expect(data).toHaveLength(EXPECTED_COUNT);
  });

  it('is readable by a signed-in user too', async () => {
    const { count, error } = await shipper
      .from('localities')
      .select('name', { count: 'exact', head: true });
    expect(error).toBeNull();
    expect(count).toBe(EXPECTED_COUNT);
  });

  it.each([
    ['anon', () => anon],
    ['a signed-in user', () => shipper],
  ])('cannot be written by %s', async (_who, client) => {
    const insert = await client()
      .from('localities')
      .insert({ province: 'Santa Fe', name: 'Nowhere', lat: -31, lon: -61 });
    expect(insert.error?.code).toBe('42501');
    const update = await client()
      .from('localities')
      .update({ lat: -30 })
      .eq('province', 'Santa Fe')
      .eq('name', 'Rosario');
    expect(update.error?.code).toBe('42501');
    const remove = await client().from('localities').delete().eq('province', 'Santa Fe');
    expect(remove.error?.code).toBe('42501');

    expect(await countAsSuperuser(backend.db, 'select count(*) from public.localities')).toBe(
      EXPECTED_COUNT,
    );
    expect(
      await countAsSuperuser(
        backend.db,
        `select count(*) from public.localities
         where province = 'Santa Fe' and name = 'Rosario' and lat = -32.9468`,
      ),
    ).toBe(1);
  });
});

describe('great_circle_km', () => {
  const pairs: [string, LatLon, LatLon][] = [
    [
      'Mendoza → CABA',
      at('Mendoza', 'Mendoza'),
      at('Ciudad Autónoma de Buenos Aires', 'Buenos Aires'),
    ],
    ['Rosario → Córdoba', at('Santa Fe', 'Rosario'), at('Córdoba', 'Córdoba')],
    ['La Quiaca → Ushuaia', at('Jujuy', 'La Quiaca'), at('Tierra del Fuego', 'Ushuaia')],
    [
      'Palermo → Recoleta',
      at('Ciudad Autónoma de Buenos Aires', 'Palermo'),
      at('Ciudad Autónoma de Buenos Aires', 'Recoleta'),
    ],
    ['a point to itself', at('Salta', 'Salta'), at('Salta', 'Salta')],
  ];

  it.each(pairs)('%s matches greatCircleKm within a metre', async (_name, a, b) => {
    const { data, error } = await anon.rpc('great_circle_km', {
      lat1: a.lat,
      lon1: a.lon,
      lat2: b.lat,
      lon2: b.lon,
    });
    expect(error).toBeNull();
    expect(Math.abs((data ?? NaN) - greatCircleKm(a, b))).toBeLessThan(0.001);
  });

  it('puts Mendoza about 985 km from the Obelisco in a straight line', async () => {
    const { data } = await anon.rpc('great_circle_km', {
      lat1: -32.8895,
      lon1: -68.8458,
      lat2: -34.6037,
      lon2: -58.3816,
    });
    expect(data).toBeGreaterThan(975);
    expect(data).toBeLessThan(995);
  });
});

describe('place_coordinates', () => {
  async function place(p_place: string, p_province: string) {
    const { data, error } = await anon.rpc('place_coordinates', { p_place, p_province });
    expect(error).toBeNull();
    return data;
  }

  it('places a locality by the text before the first comma', async () => {
    expect(await place('Rosario, Santa Fe', 'Santa Fe')).toEqual([
      { lat: -32.9468, lon: -60.6393 },
    ]);
    expect(await place('Luján de Cuyo, Mendoza', 'Mendoza')).toEqual([
      { lat: -33.036, lon: -68.877 },
    ]);
  });

  it('ignores accents, case and spaces', async () => {
    expect(await place('rosario', 'Santa Fe')).toEqual([{ lat: -32.9468, lon: -60.6393 }]);
    expect(await place('  LUJAN DE CUYO , Mendoza', 'Mendoza')).toEqual([
      { lat: -33.036, lon: -68.877 },
    ]);
  });

  it('places the autonomous city and its unknown barrios at its centre', async () => {
    const centre = [{ lat: -34.6037, lon: -58.3816 }];
    expect(await place('Buenos Aires, CABA', 'Ciudad Autónoma de Buenos Aires')).toEqual(centre);
    expect(await place('Villa Crespo, CABA', 'Ciudad Autónoma de Buenos Aires')).toEqual(centre);
    expect(await place('Palermo, CABA', 'Ciudad Autónoma de Buenos Aires')).toEqual([
      { lat: -34.5885, lon: -58.43 },
    ]);
  });

  it('returns nothing for an unknown place, or one of another province', async () => {
    expect(await place('Nowhere, Santa Fe', 'Santa Fe')).toEqual([]);
    expect(await place('Rosario, Santa Fe', 'Mendoza')).toEqual([]);
    expect(await place('', 'Santa Fe')).toEqual([]);
  });
});
