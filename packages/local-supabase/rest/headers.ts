/** PostgREST request headers: Prefer, Accept and Range. Pure functions. */
import { RestError } from './errors.ts';

export interface Preferences {
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  tx?: 'commit' | 'rollback';
  handling?: 'strict' | 'lenient';
  maxAffected?: number;
  /** Preferences this server understood, echoed in `Preference-Applied`. */
  applied: string[];
  /** Preferences it did not understand (an error with `handling=strict`). */
  invalid: string[];
}

const ALLOWED: Record<string, readonly string[]> = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  tx: ['commit', 'rollback'],
  handling: ['strict', 'lenient'],
};

/** Parses one or more `Prefer` values (repeated headers arrive joined by commas). */
export function parsePrefer(header: string | undefined): Preferences {
  const prefs: Preferences = { applied: [], invalid: [] };
  const record = prefs as unknown as Record<string, string>;
  for (const raw of (header ?? '').split(',')) {
    const item = raw.trim();
    if (!item) continue;
    const [name, value = ''] = item.split('=').map((part) => part.trim());
    if (name === 'max-affected' && /^\d+$/.test(value)) {
      prefs.maxAffected = Number(value);
      prefs.applied.push(item);
    } else if (ALLOWED[name]?.includes(value)) {
      // The first occurrence wins, as in PostgREST.
      if (record[name] === undefined) {
        record[name] = value;
        prefs.applied.push(item);
      }
    } else {
      prefs.invalid.push(item);
    }
  }
  return prefs;
}

export interface AcceptedMedia {
  /** `application/vnd.pgrst.object+json`: exactly one row, answered as an object. */
  singular: boolean;
  stripNulls: boolean;
}

/** Media types this server can produce; anything else is PGRST107 (406). */
export function negotiateAccept(header: string | undefined): AcceptedMedia {
  if (!header || !header.trim()) return { singular: false, stripNulls: false };
  const offered = header.split(',').map((part) => {
    const [type, ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    return { type, stripNulls: params.includes('nulls=stripped') };
  });
  for (const { type, stripNulls } of offered) {
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object') {
      return { singular: true, stripNulls };
    }
    if (
      type === 'application/json' ||
      type === 'application/vnd.pgrst.array+json' ||
      type === 'application/*' ||
      type === '*/*'
    ) {
      return { singular: false, stripNulls };
    }
  }
  throw new RestError(
    406,
    'PGRST107',
    `None of these media types are available: ${offered.map((o) => o.type).join(', ')}`,
  );
}

export interface RowRange {
  offset: number;
  /** Undefined: no upper bound. */
  limit?: number;
}

/** The `Range: 0-9` header (items), intersected with `limit`/`offset` like PostgREST does. */
export function resolveRange(
  rangeHeader: string | undefined,
  limit: number | undefined,
  offset: number | undefined,
): RowRange {
  if (limit !== undefined && limit < 0) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      'Limit should be greater than or equal to zero.',
    );
  }
  let lower = Math.max(offset ?? 0, 0);
  let upper = limit === undefined ? undefined : lower + limit - 1;
  const match = /^(?:items=)?\s*(\d+)-(\d*)\s*$/.exec(rangeHeader ?? '');
  if (match) {
    const from = Number(match[1]);
    const to = match[2] === '' ? undefined : Number(match[2]);
    if (to !== undefined && from > to) {
      throw new RestError(
        416,
        'PGRST103',
        'Requested range not satisfiable',
        'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
      );
    }
    // Intersect [lower, upper] with [from, to].
    const newLower = Math.max(lower, from);
    const uppers = [upper, to].filter((u): u is number => u !== undefined);
    upper = uppers.length ? Math.min(...uppers) : undefined;
    lower = newLower;
  }
  if (upper === undefined) return { offset: lower };
  return { offset: lower, limit: Math.max(upper - lower + 1, 0) };
}

/** PostgREST's Content-Range: `0-9/57`, `*\/0`, `0-6/*`. */
export function contentRange(offset: number, rows: number, total: number | undefined): string {
  const totalText = total === undefined ? '*' : String(total);
  const range = rows > 0 && total !== 0 ? `${offset}-${offset + rows - 1}` : '*';
  return `${range}/${totalText}`;
}
