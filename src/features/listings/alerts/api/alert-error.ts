import { DataError, dataErrorMessage, type ConstraintMessages } from '@/lib/data-errors';
import { alertMessages } from '../schemas';

/** What each named CHECK constraint of `saved_alerts` requires, in Spanish. */
const alertConstraintMessages: ConstraintMessages = {
  saved_alerts_name_check: `${alertMessages.nameTooLong}.`,
  saved_alerts_search_check: 'La búsqueda no puede superar los 200 caracteres.',
  saved_alerts_cargo_type_check: 'El tipo de mercadería no es válido.',
  saved_alerts_load_type_check: 'El tipo de carga no es válido.',
  saved_alerts_vehicle_type_check: 'El tipo de vehículo no es válido.',
};

/** The DataError a failed write of an alert throws: the limit, a broken rule, or the usual. */
export function alertWriteError(error: unknown): DataError {
  const message =
    typeof error === 'object' && error !== null && 'message' in error ? error.message : undefined;
  if (message === 'alert_limit') return new DataError(error, alertMessages.limit);
  return new DataError(error, dataErrorMessage(error, alertConstraintMessages));
}
