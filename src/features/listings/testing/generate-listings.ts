import { allVehicleTypeValues, cargoTypeOptions, loadTypeOptions } from '@/domain/catalog';
import { addDays, argentineCalendarDate } from '@/lib/calendar-date';
import { ARGENTINE_PROVINCES } from '@/domain/places/provinces';
import type { Listing } from '../types';
import { DEMO_SHIPPER, DEMO_TRANSPORTER } from '../../../../supabase/demo-accounts';

export const DEMO_SHIPPER_ID = DEMO_SHIPPER.id;
export const DEMO_TRANSPORTER_ID = DEMO_TRANSPORTER.id;

/** Whatever runs parameterised SQL: the test backend's database, a pg client. */
interface Queryable {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

/** Small deterministic PRNG (mulberry32), so generated data and failures are reproducible. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  return { next, pick };
}

// Places and words with accents, ñ, ü, mixed case and LIKE wildcards, to exercise the search.
const places = [
  'Córdoba, Córdoba',
  'CORDOBA capital',
  'Río Cuarto',
  'Neuquén',
  'NEUQUÉN',
  'Mendoza',
  'San Juan',
  'Tucumán',
  'Añelo',
  'Güemes',
  'Mar del Plata',
  'Rosario, Santa Fe',
  'Salta',
  'Luján de Cuyo',
  'Bahía Blanca',
  'Paraná',
];
const nouns = [
  'Vinos',
  'Ladrillos',
  'Frutas',
  'Muebles',
  'Electrodomésticos',
  'Gasoil',
  'Paquetería',
  'Cemento',
  'Pingüinos de peluche',
  'Lote_A',
  'Oferta 50% carga',
  'Máquinas',
  'Azúcar',
];
const details = [
  'Carga paletizada.',
  'Requiere cadena de frío.',
  'Entrega en depósito.',
  'ÚLTIMO MOMENTO',
  'Descarga con autoelevador.',
  'Camión con rampa.',
  'Bultos frágiles: manipular con cuidado.',
];
const prices = [100, 250.5, 980, 1000, 1450.5, 2100.75, 2850, 3200, 5000];

function uuidFrom(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20)}`;
}

/**
 * `count` listings of the demo shipper with many ties (same price, same pickup date, same
 * creation time) so ordering by id is exercised; about a fifth are not pending. Timestamps have
 * millisecond precision, what the embedded backend returns. Pickups fall in the 20 days from
 * today in Argentina, so the pending ones are on offer whenever the tests run.
 */
export function generateListings(count: number, seed = 2026): Listing[] {
  const { next, pick } = createRandom(seed);
  const today = argentineCalendarDate();
  const base = Date.parse(today);
  return Array.from({ length: count }, () => {
    const pending = next() > 0.2;
    const pickupOffset = Math.floor(next() * 20);
    return {
      id: uuidFrom(next),
      shipperId: DEMO_SHIPPER_ID,
      transporterId: pending ? null : DEMO_TRANSPORTER_ID,
      title: `${pick(nouns)} ${pick(['a', 'para', 'desde'])} ${pick(places)}`,
      description: `${pick(details)} ${pick(details)}`,
      origin: pick(places),
      destination: pick(places),
      // Searchable too: 'tucuman' finds a listing whose origin is a locality of Tucumán.
      originProvince: next() > 0.3 ? pick(ARGENTINE_PROVINCES) : null,
      destinationProvince: next() > 0.3 ? pick(ARGENTINE_PROVINCES) : null,
      weightKg: Math.round(next() * 30_000) + 1,
      lengthCm: next() > 0.5 ? Math.round(next() * 1300) + 1 : null,
      widthCm: next() > 0.5 ? 250 : null,
      heightCm: next() > 0.5 ? 260 : null,
      pickupDate: addDays(today, pickupOffset),
      deliveryDate: addDays(today, pickupOffset + Math.floor(next() * 5)),
      price: pick(prices),
      status: pending ? 'pending' : pick(['assigned', 'in-transit', 'delivered'] as const),
      vehicleType: next() > 0.15 ? pick(allVehicleTypeValues) : null,
      cargoType: pick(cargoTypeOptions).value,
      loadType: pick(loadTypeOptions).value,
      createdAt: new Date(
        base - Math.floor(next() * 40) * 3_600_000 - Math.floor(next() * 3) * 7,
      ).toISOString(),
      instantBooking: false,
      version: 1,
      declaredValue: null,
      insuredBy: 'shipper' as const,
      paymentTermDays: null,
      // The database computes these from the places; the generated ones are mostly free text.
      distanceKm: null,
      pricePerKm: null,
      publicAt: null,
    };
  });
}

const COLUMNS = [
  'id',
  'shipper_id',
  'transporter_id',
  'title',
  'description',
  'origin',
  'destination',
  'origin_province',
  'destination_province',
  'weight_kg',
  'length_cm',
  'width_cm',
  'height_cm',
  'pickup_date',
  'delivery_date',
  'price',
  'status',
  'vehicle_type',
  'cargo_type',
  'load_type',
  'created_at',
] as const;

function values(l: Listing) {
  return [
    l.id,
    l.shipperId,
    l.transporterId,
    l.title,
    l.description,
    l.origin,
    l.destination,
    l.originProvince,
    l.destinationProvince,
    l.weightKg,
    l.lengthCm,
    l.widthCm,
    l.heightCm,
    l.pickupDate,
    l.deliveryDate,
    l.price,
    l.status,
    l.vehicleType,
    l.cargoType,
    l.loadType,
    l.createdAt,
  ];
}

/** Bulk insert as the database superuser (bypassing RLS), in chunks of parameterised rows. */
export async function insertListings(db: Queryable, listings: readonly Listing[], chunkSize = 500) {
  for (let start = 0; start < listings.length; start += chunkSize) {
    const chunk = listings.slice(start, start + chunkSize);
    const rows = chunk.map(
      (_, row) => `(${COLUMNS.map((_c, col) => `$${row * COLUMNS.length + col + 1}`).join(', ')})`,
    );
    await db.query(
      `insert into public.cargo_listings (${COLUMNS.join(', ')}) values ${rows.join(', ')}`,
      chunk.flatMap(values),
    );
  }
}
