import type { CargoStatus } from './lifecycle';
import type { Negotiation } from './negotiation';

/** A transporter's own proposal, with the listing it is for and where its negotiation stands. */
export interface MyProposal extends Negotiation {
  id: string;
  listingId: string;
  message: string;
  createdAt: string;
  updatedAt: string;
  /** The shipper changed the load since: the transporter confirms (or edits) the offer again. */
  needsReconfirmation: boolean;
  listing: { title: string; origin: string; destination: string };
}

/**
 * A proposal as the listing's owner sees it: with the public face of the transporter and where its
 * negotiation stands.
 */
export interface ListingProposal extends Negotiation {
  id: string;
  transporterId: string;
  message: string;
  createdAt: string;
  needsReconfirmation: boolean;
  transporter: { name: string; company: string | null; vehicleTypes: string[] };
}

/** A load assigned to the signed-in transporter (Mis Fletes). */
export interface Freight {
  id: string;
  shipperId: string;
  title: string;
  origin: string;
  destination: string;
  pickupDate: string;
  deliveryDate: string;
  weightKg: number;
  price: number;
  status: CargoStatus;
}

export interface ShipmentEvent {
  status: CargoStatus;
  createdAt: string;
}

/** The other party of an assigned shipment. */
export interface ShipmentContact {
  name: string;
  company: string | null;
  phone: string | null;
  email: string;
}
