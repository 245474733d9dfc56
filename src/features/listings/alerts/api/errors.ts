import { errorMapper } from '@/lib/data-errors';
import { alertMessages } from '../schemas';

/** The DataError a failed write of an alert throws: the limit, a broken rule, or the usual. */
export const alertError = errorMapper({
  raised: { alert_limit: alertMessages.limit },
  // What each named CHECK constraint of `saved_alerts` requires.
  constraints: {
    saved_alerts_name_check: `${alertMessages.nameTooLong}.`,
    saved_alerts_search_check: 'La búsqueda no puede superar los 200 caracteres.',
    saved_alerts_cargo_type_check: 'El tipo de mercadería no es válido.',
    saved_alerts_load_type_check: 'El tipo de carga no es válido.',
    saved_alerts_vehicle_type_check: 'El tipo de vehículo no es válido.',
  },
});
