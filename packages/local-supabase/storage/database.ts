/**
 * storage.buckets and storage.objects as the routes read them. Bucket settings are read as the
 * superuser (like Storage); object rows under the request's role, so RLS decides.
 */
import type { SqlTransaction } from '../engine/types.ts';
import { inRequestTransaction } from '../rest/execute.ts';
import { getSchemaCache } from '../rest/schema-cache.ts';
import type { JwtClaims } from '../types.ts';
import type { StorageContext, StorageRequest } from './context.ts';
import { storageErrors } from './errors.ts';

export interface BucketRow {
  id: string;
  public: boolean | null;
  file_size_limit: number | string | null;
  allowed_mime_types: string[] | null;
}

/** What `storage.objects.metadata` holds, as Storage writes it. */
export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export interface ObjectRow {
  id: string;
  name: string;
  bucket_id: string;
  version: string | null;
  metadata: ObjectMetadata | null;
  user_metadata: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
}

const ANON: JwtClaims = { role: 'anon' };

const OBJECT_COLUMNS =
  'id, name, bucket_id, version, metadata, user_metadata, created_at, updated_at';

export async function findBucket(ctx: StorageContext, bucketId: string): Promise<BucketRow | null> {
  const { rows } = await ctx.db.query<BucketRow>(
    'select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
    [bucketId],
  );
  return rows[0] ?? null;
}

/** Runs `work` in one transaction under the request's role (anonymous without claims). */
export async function asRequestRole<T>(
  request: StorageRequest,
  readOnly: boolean,
  work: (tx: SqlTransaction) => Promise<T>,
): Promise<T> {
  return inRequestTransaction(
    {
      db: request.ctx.db,
      // The roles' own settings (statement timeouts), as for /rest/v1.
      cache: await getSchemaCache(request.ctx.db),
      claims: request.claims ?? ANON,
      req: request.req,
      readOnly,
    },
    (_run, tx) => work(tx),
  );
}

/** The object as the request's role sees it: RLS hides what it may not read. */
export async function findObject(request: StorageRequest, bypassRls = false): Promise<ObjectRow> {
  const sql = `select ${OBJECT_COLUMNS} from storage.objects where name = $1 and bucket_id = $2 limit 1`;
  const params = [request.objectName, request.bucketId];
  const rows = bypassRls
    ? (await request.ctx.db.query<ObjectRow>(sql, params)).rows
    : await asRequestRole(
        request,
        true,
        async (tx) => (await tx.query<ObjectRow>(sql, params)).rows,
      );
  if (!rows[0]) throw storageErrors.noSuchKey();
  return rows[0];
}

/** A private bucket's objects are found only by an authenticated request, under RLS. */
export async function visibleObject(request: StorageRequest): Promise<ObjectRow> {
  const bucket = await findBucket(request.ctx, request.bucketId);
  if (!bucket || (!request.claims && !bucket.public)) throw storageErrors.noSuchBucket();
  return findObject(request, bucket.public === true);
}

/** Deletes the named objects the role may delete, then their bytes; returns the deleted rows. */
export async function removeObjects(
  request: StorageRequest,
  names: string[],
): Promise<Record<string, unknown>[]> {
  const removed = await asRequestRole(request, false, async (tx) => {
    // Storage's protect_delete triggers let only the Storage API delete rows, saying so here.
    await tx.query("select set_config('storage.allow_delete_query', 'true', true)");
    const { rows } = await tx.query<Record<string, unknown> & { version: string | null }>(
      `delete from storage.objects where bucket_id = $1
         and name in (select jsonb_array_elements_text($2::jsonb)) returning *`,
      [request.bucketId, JSON.stringify(names)],
    );
    return rows;
  });
  await request.ctx.blobs.remove(removed.flatMap((row) => (row.version ? [row.version] : [])));
  return removed;
}
