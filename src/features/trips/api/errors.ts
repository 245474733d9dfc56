/** Spanish messages for the trip's refusals: the codes its RPCs raise, then its constraints. */
import { dataErrorMessages, errorMapper } from '@/lib/data-errors';

export const tripError = errorMapper({
  raised: {
    not_assigned_transporter: dataErrorMessages.permission,
    not_owner: dataErrorMessages.permission,
    not_insurer: { reason: true },
    invalid_transition: { reason: true, otherwise: 'El envío no puede pasar a ese estado.' },
    trip_not_ready: {
      reason: true,
      otherwise: 'Antes de iniciar el viaje asigna vehículo y chofer y adjunta el seguro.',
    },
    not_found: { reason: true },
    licence_expired: { reason: true },
    insurance_expired: { reason: true },
    invalid_file: { reason: true },
    invalid_points: { reason: true },
    invalid_remito: { reason: true },
    invalid_cot: { reason: true },
    not_in_transit: { reason: true },
    not_on_the_road: { reason: true },
    invalid_time: { reason: true },
    too_many_road_incidents: { reason: true },
    delivery_requires_proof: {
      reason: true,
      otherwise: 'Registra la entrega con la firma y el DNI de quien recibe.',
    },
  },
  constraints: {
    trips_insurer_length: 'Indica la aseguradora (2 a 120 caracteres).',
    trips_policy_number_format: 'Número de póliza inválido.',
    trip_deliveries_dni_format: 'El DNI debe tener 7 u 8 dígitos, sin puntos.',
    trip_deliveries_recipient_length: 'Indica el nombre de quien recibe (2 a 120 caracteres).',
    trip_incidents_description_length: 'Describe el problema (10 a 2000 caracteres).',
    trip_road_incidents_description_length: 'Cuenta qué pasó y dónde (10 a 1000 caracteres).',
    trip_road_incidents_kind_check: 'Selecciona qué pasó.',
    shipment_paperwork_remitos_format: 'Número de remito inválido (ej. 00001-00001234).',
    shipment_paperwork_remitos_count: 'Hasta 10 remitos por envío.',
    shipment_paperwork_cot_format: 'El COT tiene de 6 a 20 dígitos.',
  },
});
