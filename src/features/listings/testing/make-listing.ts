import type { Listing } from '../types';
import { DEMO_SHIPPER } from '../../../../supabase/demo-accounts';

let counter = 0;

/** A valid pending listing for tests; ids are unique and increase with each call. */
export function makeListing(overrides: Partial<Listing> = {}): Listing {
  counter += 1;
  const suffix = counter.toString(16).padStart(12, '0');
  return {
    id: `b0000000-0000-4000-8000-${suffix}`,
    shipperId: DEMO_SHIPPER.id,
    transporterId: null,
    title: 'Carga de prueba',
    description: 'Descripción de prueba',
    origin: 'Mendoza, Mendoza',
    destination: 'Buenos Aires, CABA',
    originProvince: null,
    destinationProvince: null,
    weightKg: 1000,
    lengthCm: null,
    widthCm: null,
    heightCm: null,
    // Far ahead: a listing whose pickup date passed is expired, and tests must not age.
    pickupDate: '2099-12-01',
    deliveryDate: '2099-12-03',
    price: 1000,
    status: 'pending',
    vehicleType: 'van',
    cargoType: 'food',
    loadType: 'dry',
    createdAt: '2026-11-20T10:00:00.000000+00:00',
    instantBooking: false,
    version: 1,
    declaredValue: null,
    insuredBy: 'shipper',
    paymentTermDays: 30,
    distanceKm: null,
    pricePerKm: null,
    publicAt: null,
    ...overrides,
  };
}
