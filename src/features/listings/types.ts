import type { ListingStatus } from '@/domain/catalog';

/** A cargo listing as the app uses it (camelCase; mapped from `cargo_listings` rows in api/). */
export interface Listing {
  id: string;
  shipperId: string;
  transporterId: string | null;
  title: string;
  description: string;
  origin: string;
  destination: string;
  /** One of the 24 jurisdictions, when the form recognised the place (free text has none). */
  originProvince: string | null;
  destinationProvince: string | null;
  weightKg: number;
  lengthCm: number | null;
  widthCm: number | null;
  heightCm: number | null;
  /** ISO date, YYYY-MM-DD. */
  pickupDate: string;
  /** ISO date, YYYY-MM-DD. */
  deliveryDate: string;
  price: number;
  status: ListingStatus;
  vehicleType: string | null;
  cargoType: string;
  loadType: string;
  /** ISO timestamp. */
  createdAt: string;
  /** Reserva inmediata: a verified transporter may take it at its price in one step. */
  instantBooking: boolean;
  /** Bumped on every change of what a transporter reads on it: a booking names the one seen. */
  version: number;
  /** 'Valor declarado de la carga' (€), the insured value; null when not stated. */
  declaredValue: number | null;
  /** Who insures the cargo and attaches the certificate before the trip starts. */
  insuredBy: 'shipper' | 'transporter';
  /** 'Plazo de pago', days after the conformity; null where not selected (the browser's cards). */
  paymentTermDays: number | null;
  /** Estimated road km from origin to destination (the database's); null for an unknown place. */
  distanceKm: number | null;
  /** Price over road km, in € per km; null when the distance is unknown. */
  pricePerKm: number | null;
  /**
   * 'Primero a mis transportistas': until this ISO time only the shipper's network sees it; null
   * when it was public from the start.
   */
  publicAt: string | null;
}

/** The shipper's public face on a listing page. */
export interface ListingShipper {
  name: string;
  company: string | null;
}

/** What Precio sugerido asks about: the province pair and the weight of the load. */
export interface SuggestedPriceQuery {
  originProvince: string;
  destinationProvince: string;
  weightKg: number;
}

/**
 * A lane rate under DAT's rule: from at least 7 delivered loads of 3 shippers and 3 transporters,
 * none the asker's, as the p25–p75 range rounded to 100 €, with the count floored to a bucket.
 */
export interface SuggestedPrice {
  low: number;
  high: number;
  /** 7, 10, 25, 50, 100, 250, 500 or 1000: 'Basado en N+ envíos entregados'. */
  sampleFloor: number;
}
