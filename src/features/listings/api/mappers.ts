import type { Tables, TablesInsert, TablesUpdate } from '@/lib/database.types';
import { nullableNumber } from '@/lib/nullable-number';
import type { ListingInput } from '../schemas';
import type { Listing } from '../types';

/** A `cargo_listings` row as selected; `search_listings` returns the same columns. */
export type ListingRow = Pick<
  Tables<'cargo_listings'>,
  | 'id'
  | 'shipper_id'
  | 'transporter_id'
  | 'title'
  | 'description'
  | 'origin'
  | 'destination'
  | 'weight_kg'
  | 'length_cm'
  | 'width_cm'
  | 'height_cm'
  | 'pickup_date'
  | 'delivery_date'
  | 'price'
  | 'status'
  | 'vehicle_type'
  | 'cargo_type'
  | 'load_type'
  | 'created_at'
  | 'origin_province'
  | 'destination_province'
  | 'instant_booking'
  | 'version'
  | 'distance_km'
  | 'price_per_km'
  | 'public_at'
> &
  // The insurance and payment terms: on a listing's own page; search_listings (the browser's
  // cards) omits them.
  Partial<Pick<Tables<'cargo_listings'>, 'declared_value' | 'insured_by' | 'payment_term_days'>>;

/** The columns the app selects (and the ones `search_listings` returns). */
export const LISTING_COLUMNS =
  'id, shipper_id, transporter_id, title, description, origin, destination, weight_kg, length_cm, width_cm, height_cm, pickup_date, delivery_date, price, status, vehicle_type, cargo_type, load_type, created_at, origin_province, destination_province, instant_booking, version, declared_value, insured_by, payment_term_days, distance_km, price_per_km, public_at';

export function rowToListing(row: ListingRow): Listing {
  return {
    id: row.id,
    shipperId: row.shipper_id,
    transporterId: row.transporter_id,
    title: row.title,
    description: row.description,
    origin: row.origin,
    destination: row.destination,
    originProvince: row.origin_province,
    destinationProvince: row.destination_province,
    weightKg: Number(row.weight_kg),
    lengthCm: nullableNumber(row.length_cm),
    widthCm: nullableNumber(row.width_cm),
    heightCm: nullableNumber(row.height_cm),
    pickupDate: row.pickup_date,
    deliveryDate: row.delivery_date,
    price: Number(row.price),
    status: row.status,
    vehicleType: row.vehicle_type,
    cargoType: row.cargo_type,
    loadType: row.load_type,
    createdAt: row.created_at,
    instantBooking: row.instant_booking,
    version: row.version,
    declaredValue: row.declared_value == null ? null : Number(row.declared_value),
    insuredBy: row.insured_by === 'transporter' ? 'transporter' : 'shipper',
    paymentTermDays: row.payment_term_days ?? null,
    distanceKm: row.distance_km,
    pricePerKm: nullableNumber(row.price_per_km),
    publicAt: row.public_at,
  };
}

/** The editable columns of a listing, from validated form input (used by insert and update). */
export function inputToColumns(input: ListingInput) {
  return {
    title: input.title,
    description: input.description,
    origin: input.origin,
    destination: input.destination,
    origin_province: input.originProvince,
    destination_province: input.destinationProvince,
    weight_kg: input.weight,
    length_cm: input.length,
    width_cm: input.width,
    height_cm: input.height,
    pickup_date: input.pickupDate,
    delivery_date: input.deliveryDate,
    price: input.price,
    vehicle_type: input.vehicleType,
    cargo_type: input.cargoType,
    load_type: input.loadType,
    instant_booking: input.instantBooking,
    declared_value: input.declaredValue,
    insured_by: input.insuredBy,
    payment_term_days: input.paymentTermDays,
  } satisfies TablesInsert<'cargo_listings'> & TablesUpdate<'cargo_listings'>;
}
