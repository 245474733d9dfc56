/** Rows of a trip as its parties read them, for the trip panel's component tests. */
import type { Trip, TripDelivery } from '../api/trip';
import type { TripListing } from '../types';

/** An assigned trip: vehicle and driver in, no insurance yet, no position. */
export function tripRow(overrides: Partial<Trip> = {}): Trip {
  return {
    listing_id: 'l1',
    assigned_at: '2026-11-20T10:00:00Z',
    vehicle_id: 'v1',
    plate: 'AB123CD',
    trailer_plate: null,
    vehicle_type: 'truck_large',
    driver_id: 'd1',
    driver_name: 'Pedro Chofer',
    driver_dni: '30111222',
    driver_licence_number: 'B-1234567',
    driver_phone: '+542615550101',
    insurance_by: null,
    insurance_path: null,
    insurance_valid_until: null,
    insurer: null,
    policy_number: null,
    origin_lat: null,
    origin_lon: null,
    destination_lat: null,
    destination_lon: null,
    arrived_origin_at: null,
    left_origin_at: null,
    arrived_destination_at: null,
    last_position_at: null,
    ...overrides,
  };
}

/** A delivery registered with a position, a signature and two photos, still pending conformity. */
export function deliveryRow(overrides: Partial<TripDelivery> = {}): TripDelivery {
  return {
    listing_id: 'l1',
    delivered_at: '2026-11-23T15:30:00Z',
    recipient_name: 'Ana Receptora',
    recipient_dni: '28999888',
    signature_path: 'u1/l1/firma.png',
    photo_paths: ['u1/l1/foto-1.jpg', 'u1/l1/foto-2.jpg'],
    lat: -34.603722,
    lon: -58.381592,
    accuracy_m: 12,
    conformity: 'pending',
    conformity_at: null,
    remito_confirmed: false,
    confirmed_by_name: null,
    confirmed_by_dni: null,
    confirmed_by_signature: null,
    request_id: null,
    ...overrides,
  };
}

export const tripListing: TripListing = {
  id: 'l1',
  title: 'Vino en cajas',
  status: 'assigned',
  shipperId: 'shipper-1',
  transporterId: 'transporter-1',
  origin: 'Mendoza',
  originProvince: 'Mendoza',
  destination: 'CABA',
  destinationProvince: 'Ciudad Autónoma de Buenos Aires',
  pickupDate: '2026-11-21',
  deliveryDate: '2026-11-24',
  cargoType: 'general',
  weightKg: 8000,
  lengthCm: null,
  widthCm: null,
  heightCm: null,
  declaredValue: 1_500_000,
  insuredBy: 'transporter',
  price: 850_000,
};
