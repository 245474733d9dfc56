/**
 * POST /object/list/{bucket}: the entries one level below the prefix, as storage.search
 * returns them: a folder is a row with only a name; files have their id, dates and metadata.
 */
import type { LocalResponse } from '../../../types.ts';
import type { StorageRequest, StorageRoute } from '../../context.ts';
import { asRequestRole } from '../../database.ts';
import { badBody, jsonBody } from '../../request-body.ts';

const SORT_COLUMNS = new Set(['name', 'updated_at', 'created_at', 'last_accessed_at']);

interface ListOptions {
  prefix: string;
  search: string;
  limit: number;
  offset: number;
  column: string;
  ascending: boolean;
}

function listOptions(body: Record<string, unknown>): ListOptions {
  const integer = (value: unknown, fallback: number, name: string) => {
    if (value === undefined || value === null) return fallback;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
      throw badBody(`body/${name} must be integer`);
    }
    return value;
  };
  if (typeof body.prefix !== 'string') throw badBody("body must have required property 'prefix'");
  let prefix = body.prefix;
  if (prefix.length > 0 && !prefix.endsWith('/')) prefix = `${prefix}/`;
  const sortBy =
    typeof body.sortBy === 'object' && body.sortBy !== null
      ? (body.sortBy as Record<string, unknown>)
      : {};
  const column = typeof sortBy.column === 'string' ? sortBy.column.toLowerCase() : 'name';
  return {
    prefix,
    search: typeof body.search === 'string' ? body.search : '',
    limit: Math.min(integer(body.limit, 100, 'limit'), 1500),
    offset: integer(body.offset, 0, 'offset'),
    column: SORT_COLUMNS.has(column) ? column : 'name',
    ascending: String(sortBy.order ?? 'asc').toLowerCase() !== 'desc',
  };
}

async function listObjects(request: StorageRequest): Promise<LocalResponse> {
  const options = listOptions(jsonBody(request.req));
  const direction = options.ascending ? 'asc' : 'desc';
  const orderBy =
    options.column === 'name'
      ? `lower(name) collate "C" ${direction}, is_folder desc`
      : `is_folder desc, case when is_folder then name end ${direction}, ${options.column} ${direction}`;
  const rows = await asRequestRole(request, true, async (tx) => {
    const result = await tx.query<Record<string, unknown>>(
      `with matched as (
         select o.id, o.updated_at, o.created_at, o.last_accessed_at, o.metadata,
           substr(o.name, char_length($2) + 1) as rest
         from storage.objects o
         where o.bucket_id = $1 and starts_with(lower(o.name), lower($2 || $3))
       ), entries as (
         select distinct split_part(rest, '/', 1) as name, null::uuid as id,
           null::timestamptz as updated_at, null::timestamptz as created_at,
           null::timestamptz as last_accessed_at, null::jsonb as metadata, true as is_folder
         from matched where strpos(rest, '/') > 0
         union all
         select rest, id, updated_at, created_at, last_accessed_at, metadata, false
         from matched where strpos(rest, '/') = 0
       )
       select name, id, updated_at, created_at, last_accessed_at, metadata from entries
       order by ${orderBy} limit $4 offset $5`,
      [request.bucketId, options.prefix, options.search, options.limit, options.offset],
    );
    return result.rows;
  });
  return { status: 200, body: rows };
}

export const listObjectsRoutes: StorageRoute[] = [
  { method: 'POST', pattern: '/object/list/:bucket', auth: 'required', handler: listObjects },
];
