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

/**
 * What a named CHECK constraint requires, keyed by constraint name. The feature that owns a
 * table owns its table of messages and passes it in.
 */
export type ConstraintMessages = Readonly<Record<string, string>>;

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

export function dataErrorMessage(error: unknown, constraints: ConstraintMessages = {}): string {
  const data = asDataError(error);
  if (!data) return dataErrorMessages.generic;
  const code = data.code ?? '';
  const message = data.message ?? '';

  if (code === '42501' || /row-level security|permission denied/i.test(message)) {
    return dataErrorMessages.permission;
  }
  if (code === '23514') {
    const constraint = violatedConstraint(data);
    return (constraint && constraints[constraint]) || dataErrorMessages.checkViolation;
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

/**
 * What one table's (or its functions') refusals mean, in Spanish: the stable codes its functions
 * and triggers raise as the error message (`code` or `code: reason`; `{ reason: true }` shows the
 * reason the function words itself, or `otherwise` when it raised the bare code), its named
 * constraints, and what any other CHECK means.
 */
export interface ErrorTable {
  raised?: Readonly<Record<string, string | { reason: true; otherwise?: string }>>;
  constraints?: ConstraintMessages;
  check?: string;
}

/** Every feature's error mapper has this one shape, named `<table>Error` in its `api/errors.ts`. */
export type ErrorMapper = (error: unknown) => DataError;

function raisedMessage(message: string, raised: NonNullable<ErrorTable['raised']>): string | null {
  const [code, ...rest] = message.split(': ');
  const meaning = Object.hasOwn(raised, code) ? raised[code] : undefined;
  if (typeof meaning === 'string') return meaning;
  if (meaning && rest.length > 0) {
    const reason = rest.join(': ');
    return `${reason.charAt(0).toUpperCase()}${reason.slice(1)}.`;
  }
  return meaning?.otherwise ?? null;
}

/** A table's mapper: its raised codes, then its constraints, then the app-wide messages. */
export function errorMapper({ constraints = {}, raised = {}, check }: ErrorTable): ErrorMapper {
  return (error) => {
    const data = asDataError(error);
    const own = data?.message ? raisedMessage(data.message, raised) : null;
    if (own) return new DataError(error, own);
    const constraint = data ? violatedConstraint(data) : null;
    if (constraint && constraints[constraint]) {
      return new DataError(error, constraints[constraint]);
    }
    if (check && data?.code === '23514') return new DataError(error, check);
    return new DataError(error, dataErrorMessage(error, constraints));
  };
}

/** Spanish message of anything a query or mutation threw. */
export function errorMessage(error: unknown): string {
  return error instanceof DataError ? error.message : dataErrorMessage(error);
}
