import type { LatLon } from '@/domain/geo';
import type { Database } from '@/lib/database.types';

/** What the 'Seguimiento' link shows: the shipment without personal data (tracking_view). */
export interface Tracking {
  status: Database['public']['Enums']['cargo_status'];
  origin: string;
  destination: string;
  originPoint: LatLon | null;
  destinationPoint: LatLon | null;
  /** ISO dates, YYYY-MM-DD. */
  pickupDate: string;
  deliveryDate: string;
  /** The companies' names, never a person's: null for a profile without a company. */
  shipperCompany: string | null;
  transporterCompany: string | null;
  /** The truck's last position and when it was taken (ISO). */
  last: (LatLon & { at: string }) | null;
  deliveredAt: string | null;
  /** 'pending', 'confirmed', 'auto_confirmed' or 'disputed' once delivered with a proof. */
  conformity: string | null;
  /** Who confirmed the reception from the link (their name only), or null. */
  confirmedByName: string | null;
}

/** A shipment's 'Seguimiento' link as its shipper, or its transporter when allowed, reads it. */
export interface TrackingLink {
  /** The live token, or null (none yet, or revoked). */
  token: string | null;
  /** Whether the shipper lets the transporter share it too. */
  transporterMayShare: boolean;
}
