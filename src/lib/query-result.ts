import { DataError } from './data-errors';

/** The success branch of a supabase-js result (PostgREST, Storage and Auth resolve to a union). */
type Success<R> = Extract<R, { error: null }>;

/**
 * The data of a query, or its error thrown as `toError` turns it into an Error (by default a
 * DataError with the Spanish message): every data call reads its result this one way.
 */
export function unwrap<R extends { data: unknown; error: unknown }>(
  result: R,
  toError: (error: NonNullable<R['error']>) => Error = (error) => new DataError(error),
): Success<R>['data'] {
  if (result.error !== null && result.error !== undefined) throw toError(result.error);
  return result.data;
}
