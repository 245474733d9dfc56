/**
 * Spanish messages for the errors of the offers feature. The RPCs raise a stable code as the
 * error message (see the proposals migration); the tables' constraints are named. Anything else
 * falls back to the app-wide data error messages.
 */
import { dataErrorMessages, errorMapper } from '@/lib/data-errors';

export const proposalErrorMessages = {
  listing_not_pending: 'Esta carga ya fue asignada',
  proposal_not_pending: 'La propuesta ya no está disponible',
  invalid_transition: 'El envío no puede pasar a ese estado.',
  delivery_requires_proof: 'Registra la entrega con la firma y el DNI de quien recibe.',
  trip_not_ready: 'Antes de iniciar el viaje asigna vehículo y chofer y adjunta el seguro.',
  proposal_changed: 'La propuesta cambió: revisa el nuevo precio',
  proposal_needs_reconfirmation:
    'La carga cambió: el transportista debe confirmar su propuesta antes de que puedas aceptarla.',
  proposal_expired: 'La propuesta venció: ya no se puede aceptar ni contraofertar.',
  listing_expired: 'La carga venció: su fecha de recogida ya pasó.',
  not_your_turn: 'No es tu turno: espera la respuesta de la otra parte.',
  counter_limit_reached: 'Ya hiciste las 5 contraofertas permitidas.',
  counter_price_invalid:
    'El precio debe ser mayor que 0, con dos decimales como máximo, y no superar 100.000.000 €.',
  counter_price_unchanged: 'La contraoferta debe tener un precio distinto del actual.',
  proposal_validity_out_of_range:
    'La validez de la propuesta debe terminar después de ahora y dentro de los próximos 7 días.',
  instant_booking_disabled: 'Esta carga no admite reserva inmediata.',
  listing_changed: 'La carga cambió: revisa el precio y los datos antes de tomarla.',
  transporter_not_verified: 'Solo un transportista verificado puede tomar una carga al precio.',
  not_listing_owner: dataErrorMessages.permission,
  not_assigned_transporter: dataErrorMessages.permission,
  not_proposal_owner: dataErrorMessages.permission,
  not_negotiation_party: dataErrorMessages.permission,
} as const;

/** The error a fetcher of this feature throws: the Data API error with its Spanish message. */
export const proposalError = errorMapper({
  raised: proposalErrorMessages,
  // What each named constraint of `proposals` requires.
  constraints: {
    proposals_one_live_per_transporter: 'Ya tienes una propuesta en esta carga.',
    proposals_price_range: 'El precio debe ser mayor que 0 y no superar 100.000.000 €.',
    proposals_message_length: 'El mensaje no puede superar los 1000 caracteres.',
    proposals_shipper_counters_range: 'Ya hiciste las 5 contraofertas permitidas.',
    proposals_transporter_counters_range: 'Ya hiciste las 5 contraofertas permitidas.',
  },
});
