import type { RoadIncidentKind } from './trip-logic';

/** What the trip panel needs of a listing (the listings feature's Listing has all of it). */
export interface TripListing {
  id: string;
  title: string;
  status: 'pending' | 'assigned' | 'in-transit' | 'delivered';
  shipperId: string;
  transporterId: string | null;
  origin: string;
  originProvince: string | null;
  destination: string;
  destinationProvince: string | null;
  pickupDate: string;
  deliveryDate: string;
  cargoType: string;
  weightKg: number;
  lengthCm: number | null;
  widthCm: number | null;
  heightCm: number | null;
  declaredValue: number | null;
  insuredBy: 'shipper' | 'transporter';
  price: number;
}

/** A road incident as the phone keeps it until it is sent (the trip's outbox). */
export interface RoadIncidentInput {
  kind: RoadIncidentKind;
  description: string;
  /** When it happened (ISO timestamp, the phone's clock). */
  happenedAt: string;
}

/** The proof of delivery as the phone keeps it until it is sent (the trip's outbox). */
export interface DeliveryInput {
  recipientName: string;
  recipientDni: string;
  signature: Blob;
  photos: readonly Blob[];
  position: { lat: number; lon: number; accuracy: number } | null;
  remitoConfirmed: boolean;
}
