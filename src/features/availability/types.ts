import type { ListingStatus } from '@/domain/catalog';

/**
 * The availability feature's rows in the app's camelCase shape. Places are 'Locality, Province'
 * labels, as listings store them; a null destination province means 'Cualquier destino'.
 */

/** What a carrier's truck looks like in every list: its type, where and when it is free. */
export interface TruckWindow {
  vehicleType: string;
  place: string;
  province: string;
  /** YYYY-MM-DD, both included. */
  availableFrom: string;
  availableTo: string;
  destinationProvince: string | null;
}

/** A carrier's own 'Camión disponible', active or not. */
export interface Availability extends TruckWindow {
  id: string;
  vehicleId: string | null;
  note: string;
  withdrawnAt: string | null;
  createdAt: string;
}

/** Who offers a truck, as the public lists show him. */
export interface TransporterSummary {
  transporterId: string;
  transporterName: string;
  verified: boolean;
  /** Average stars; null without ratings. */
  ratingAverage: number | null;
  ratingCount: number;
}

/** An active availability in 'Camiones disponibles'. */
export interface PublicAvailability extends TruckWindow, TransporterSummary {
  id: string;
  note: string;
  createdAt: string;
}

/** A truck near a shipper's pending listing ('Camiones cerca'). */
export interface TruckNear extends TruckWindow, TransporterSummary {
  availabilityId: string;
  /** Road km from the truck's place to the listing's origin. */
  pickupDistanceKm: number;
  /** The shipper already offered this listing to that carrier. */
  invited: boolean;
}

/** A pending listing suggested for a carrier's truck ('Cargas para tu camión'). */
export interface LoadMatch {
  id: string;
  title: string;
  origin: string;
  destination: string;
  pickupDate: string;
  price: number;
  /** Road km of the trip and € per km; null when a place has no known coordinates. */
  distanceKm: number | null;
  pricePerKm: number | null;
  /** Road km from the truck's place to the listing's origin. */
  pickupDistanceKm: number;
}

/** A shipper's invitation to make an offer on his listing, as the carrier sees it. */
export interface Invitation {
  id: string;
  listingId: string;
  title: string;
  origin: string;
  destination: string;
  pickupDate: string;
  price: number;
  shipperName: string;
  /** The listing's status now: once it is no longer pending, the invitation is moot. */
  listingStatus: ListingStatus;
  createdAt: string;
  answeredAt: string | null;
  declined: boolean;
}

/** One of the signed-in shipper's pending listings, as 'Ofrecer carga' lets him pick it. */
export interface OfferableListing {
  id: string;
  title: string;
  origin: string;
  destination: string;
  pickupDate: string;
}
