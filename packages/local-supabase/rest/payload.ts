/** Request bodies: JSON objects (or arrays of them) whose keys must be columns. Pure functions. */
import { RestError } from './errors.ts';

export type JsonObject = Record<string, unknown>;

function invalidJson(): RestError {
  return new RestError(400, 'PGRST102', 'Empty or invalid json');
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function parseJson(body: string | undefined): unknown {
  if (body === undefined || body.trim() === '') throw invalidJson();
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw invalidJson();
  }
}

/** An insert payload: one object or an array of objects, as an array. */
export function parseRows(body: string | undefined): JsonObject[] {
  const json = parseJson(body);
  const rows = Array.isArray(json) ? json : [json];
  if (!rows.every(isObject)) throw invalidJson();
  return rows;
}

export function parseObject(body: string | undefined): JsonObject {
  const json = parseJson(body);
  if (!isObject(json)) throw invalidJson();
  return json;
}

/**
 * The columns a payload writes: `columns=` when given, else the keys of the objects, which must
 * then all have the same keys (PostgREST's rule for bulk inserts).
 */
export function payloadColumns(rows: JsonObject[], columnsParam: string[] | undefined): string[] {
  if (columnsParam) return [...new Set(columnsParam)];
  if (rows.length === 0) return [];
  const keys = Object.keys(rows[0]);
  const sorted = [...keys].sort().join('\u0000');
  for (const row of rows.slice(1)) {
    if (Object.keys(row).sort().join('\u0000') !== sorted) {
      throw new RestError(400, 'PGRST102', 'All object keys must match');
    }
  }
  return keys;
}
