import type { CargoStatus, ProposalStatus } from './lifecycle';

/** A transporter's own proposal, with the listing it is for. */
export interface MyProposal {
  id: string;
  listingId: string;
  price: number;
  message: string;
  status: ProposalStatus;
  createdAt: string;
  updatedAt: string;
  /** The shipper changed the load since: the transporter confirms (or edits) the offer again. */
  needsReconfirmation: boolean;
  listing: { title: string; origin: string; destination: string };
}

/** A proposal as the listing's owner sees it: with the public face of the transporter. */
export interface ListingProposal {
  id: string;
  transporterId: string;
  price: number;
  message: string;
  status: ProposalStatus;
  createdAt: string;
  /** Bumped on every write of the terms: accepting names the version the shipper saw. */
  version: number;
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
