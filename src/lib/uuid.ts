const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a value from the URL can be an id at all: one that cannot names nothing, and asking
 * the database would only fail with 22P02 (invalid input syntax for type uuid).
 */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
