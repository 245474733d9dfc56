import { DataError, dataErrorMessages, errorMapper } from '@/lib/data-errors';

/** Why a tracking link or what is done from it was refused, in Spanish. */
export const trackingError = errorMapper({
  constraints: {
    trip_deliveries_confirmed_by_signature_format: 'No se pudo leer la firma: volvé a firmar.',
    trip_receipt_photos_jpeg: 'No se pudo usar la foto: probá con otra o confirmá sin foto.',
  },
  raised: {
    not_allowed: dataErrorMessages.permission,
    invalid_input: dataErrorMessages.invalidInput,
    tracking_not_open: 'El seguimiento se comparte cuando la carga ya tiene transportista.',
    tracking_ended: 'El seguimiento terminó: pasaron 7 días desde la conformidad de la entrega.',
    tracking_rate_limited:
      'Hubo demasiados intentos con enlaces que no funcionan desde esta conexión. Esperá 10 minutos y volvé a abrir el enlace.',
    not_delivered: 'El transportista todavía no registró la entrega.',
    invalid_transition: 'La entrega ya fue conformada o se informó un problema.',
    signature_required: 'Falta tu firma.',
    invalid_name: 'Indica el nombre de quien recibe (2 a 120 caracteres).',
    invalid_dni: 'El DNI debe tener 7 u 8 dígitos, sin puntos.',
    invalid_description: 'Contá qué pasó (10 a 1800 caracteres).',
  },
});

/** What a dead link (revoked, expired or unknown) shows, as a page or as a refused action. */
export const LINK_UNAVAILABLE = 'Este enlace ya no está disponible';

/** What a dead link answers to a confirmation or a report. */
export function linkUnavailable(): DataError {
  return new DataError(null, `${LINK_UNAVAILABLE}.`);
}
