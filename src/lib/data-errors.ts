/**
 * Turns an error from the Data API (PostgREST) or Postgres into a Spanish message for the user.
 * Every data error shown in the app goes through here, so the wording stays consistent.
 */

/** The fields of a PostgREST error this module reads (supabase-js `PostgrestError` has them). */
export interface DataErrorLike {
  code?: string;
  message?: string;
  details?: string | null;
  hint?: string | null;
}

export const dataErrorMessages = {
  permission: 'No tienes permiso para realizar esta acción.',
  notFound: 'No se encontró el registro solicitado.',
  network: 'No se pudo conectar con el servidor. Comprueba tu conexión a internet.',
  session: 'Tu sesión ha expirado. Vuelve a iniciar sesión.',
  invalidInput: 'Algunos datos no tienen un formato válido.',
  missingField: 'Falta completar un campo obligatorio.',
  checkViolation: 'Los datos no cumplen las reglas: revisa los valores ingresados.',
  generic: 'Ha ocurrido un error inesperado. Inténtalo de nuevo.',
} as const;

/** What each named CHECK constraint of the schema requires, keyed by constraint name. */
const checkRules: Record<string, string> = {
  cargo_listings_delivery_not_before_pickup:
    'La fecha de entrega no puede ser anterior a la fecha de recogida.',
  cargo_listings_weight_kg_check: 'El peso debe ser mayor que cero.',
  cargo_listings_length_cm_check: 'El largo debe ser mayor que cero.',
  cargo_listings_width_cm_check: 'El ancho debe ser mayor que cero.',
  cargo_listings_height_cm_check: 'El alto debe ser mayor que cero.',
  cargo_listings_price_check: 'El precio no puede ser negativo.',
  cargo_listings_title_check: 'El título debe tener entre 1 y 120 caracteres.',
  cargo_listings_description_check: 'La descripción no puede superar los 2000 caracteres.',
  cargo_listings_origin_check: 'El origen debe tener entre 1 y 120 caracteres.',
  cargo_listings_destination_check: 'El destino debe tener entre 1 y 120 caracteres.',
  cargo_listings_vehicle_type_check: 'El tipo de vehículo no es válido.',
  cargo_listings_cargo_type_check: 'El tipo de mercadería no es válido.',
  cargo_listings_load_type_check: 'El tipo de carga no es válido.',
  cargo_listings_pending_has_no_transporter:
    'Un anuncio pendiente no puede tener transportista asignado.',
};

const NETWORK_PATTERN =
  /failed to fetch|fetch failed|networkerror|network request failed|load failed|econnrefused|enotfound/i;

function asDataError(error: unknown): DataErrorLike | null {
  if (typeof error !== 'object' || error === null) return null;
  const record = error as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === 'string' ? record[key] : undefined);
  return {
    code: text('code'),
    message: text('message'),
    details: text('details'),
    hint: text('hint'),
  };
}

/** The constraint named in a Postgres check-violation message, if any. */
export function violatedConstraint(error: DataErrorLike): string | null {
  const match = /constraint "([^"]+)"/.exec(`${error.message ?? ''} ${error.details ?? ''}`);
  return match ? match[1] : null;
}

export function dataErrorMessage(error: unknown): string {
  const data = asDataError(error);
  if (!data) return dataErrorMessages.generic;
  const code = data.code ?? '';
  const message = data.message ?? '';

  if (code === '42501' || /row-level security|permission denied/i.test(message)) {
    return dataErrorMessages.permission;
  }
  if (code === '23514') {
    const constraint = violatedConstraint(data);
    return (constraint && checkRules[constraint]) || dataErrorMessages.checkViolation;
  }
  if (code === 'PGRST116') return dataErrorMessages.notFound;
  if (code === 'PGRST301' || code === 'PGRST303' || /jwt expired/i.test(message)) {
    return dataErrorMessages.session;
  }
  if (code === '22P02' || code === '22007' || code === '22008') {
    return dataErrorMessages.invalidInput;
  }
  if (code === '23502') return dataErrorMessages.missingField;
  if (NETWORK_PATTERN.test(message) || (error instanceof TypeError && !code)) {
    return dataErrorMessages.network;
  }
  return dataErrorMessages.generic;
}

/** An Error carrying the Spanish message and the original Data API error, for fetchers to throw. */
export class DataError extends Error {
  readonly code: string | undefined;
  readonly original: unknown;

  constructor(original: unknown, message: string = dataErrorMessage(original)) {
    super(message);
    this.name = 'DataError';
    this.code = asDataError(original)?.code;
    this.original = original;
  }
}

/** Spanish message of anything a query or mutation threw. */
export function errorMessage(error: unknown): string {
  return error instanceof DataError ? error.message : dataErrorMessage(error);
}
