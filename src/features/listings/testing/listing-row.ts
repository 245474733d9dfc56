import type { ListingRow } from '../api/mappers';
import type { Listing } from '../types';

/** The `cargo_listings` row of a listing (the inverse of rowToListing), for fakes and seeding. */
export function listingToRow(listing: Listing): ListingRow {
  return {
    id: listing.id,
    shipper_id: listing.shipperId,
    transporter_id: listing.transporterId,
    title: listing.title,
    description: listing.description,
    origin: listing.origin,
    destination: listing.destination,
    origin_province: listing.originProvince,
    destination_province: listing.destinationProvince,
    weight_kg: listing.weightKg,
    length_cm: listing.lengthCm,
    width_cm: listing.widthCm,
    height_cm: listing.heightCm,
    pickup_date: listing.pickupDate,
    delivery_date: listing.deliveryDate,
    price: listing.price,
    status: listing.status,
    vehicle_type: listing.vehicleType,
    cargo_type: listing.cargoType,
    load_type: listing.loadType,
    created_at: listing.createdAt,
    instant_booking: listing.instantBooking,
    version: listing.version,
    distance_km: listing.distanceKm,
    price_per_km: listing.pricePerKm,
    public_at: listing.publicAt,
  };
}
