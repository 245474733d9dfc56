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
}

/** The shipper's public face on a listing page. */
export interface ListingShipper {
  name: string;
  company: string | null;
}
