/**
 * A numeric column that may be null (avg() of no ratings, a distance to a place without
 * coordinates, an optional size), whatever its generated type says: PostgREST sends numerics as
 * strings, so it is read with Number() unless it is null.
 */
export function nullableNumber(value: number | null): number | null {
  return value === null ? null : Number(value);
}
