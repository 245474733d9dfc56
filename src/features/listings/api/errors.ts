import { dataErrorMessages, errorMapper, type ConstraintMessages } from '@/lib/data-errors';
import { listingMessages, listingTextLimits } from '../schemas';

const between = (field: string, max: number) => `${field} debe tener entre 1 y ${max} caracteres.`;

/** What each named CHECK constraint of `cargo_listings` requires, in Spanish. */
export const listingConstraintMessages: ConstraintMessages = {
  cargo_listings_delivery_not_before_pickup: `${listingMessages.deliveryBeforePickup}.`,
  cargo_listings_weight_kg_check: 'El peso debe ser mayor que cero.',
  cargo_listings_length_cm_check: 'El largo debe ser mayor que cero.',
  cargo_listings_width_cm_check: 'El ancho debe ser mayor que cero.',
  cargo_listings_height_cm_check: 'El alto debe ser mayor que cero.',
  cargo_listings_price_check: 'El precio no puede ser negativo.',
  cargo_listings_title_check: between('El título', listingTextLimits.title),
  cargo_listings_description_check: `${listingMessages.descriptionTooLong}.`,
  cargo_listings_origin_check: between('El origen', listingTextLimits.origin),
  cargo_listings_destination_check: between('El destino', listingTextLimits.destination),
  cargo_listings_vehicle_type_check: 'El tipo de vehículo no es válido.',
  cargo_listings_cargo_type_check: 'El tipo de mercadería no es válido.',
  cargo_listings_load_type_check: 'El tipo de carga no es válido.',
  cargo_listings_origin_province_check: 'La provincia de origen no es válida.',
  cargo_listings_destination_province_check: 'La provincia de destino no es válida.',
  cargo_listings_pending_has_no_transporter:
    'Un anuncio pendiente no puede tener transportista asignado.',
  cargo_listings_payment_term_check: 'El plazo de pago no es válido.',
  cargo_listings_dates_finite: `${listingMessages.dateInvalid}.`,
};

/**
 * The DataError a failed read or write of a listing throws, naming the rule a CHECK constraint
 * broke or the reason republish_listing refused.
 */
export const listingError = errorMapper({
  constraints: listingConstraintMessages,
  raised: {
    not_listing_owner: dataErrorMessages.permission,
    listing_not_pending: 'Esta carga ya fue asignada',
    listing_not_expired: 'La carga todavía no venció: edítala para cambiar sus fechas.',
    listing_dates_required: 'Indica la fecha de recogida y la de entrega.',
    pickup_date_past: `${listingMessages.pickupDatePast}.`,
    network_empty:
      'Agregá transportistas a «Mis transportistas» antes de publicar primero para ellos.',
  },
});
