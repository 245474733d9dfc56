/** The object operations of /storage/v1, following supabase/storage's routes and renderers. */
import { createHash, randomUUID } from 'node:crypto';
import type { SqlTransaction } from '../engine/types.ts';
import { jwtVerify, SignJWT } from 'jose';
import { secretKey } from '../jwt.ts';
import { inRequestTransaction } from '../rest/execute.ts';
import { getSchemaCache } from '../rest/schema-cache.ts';
import type { JwtClaims, LocalRequest, LocalResponse } from '../types.ts';
import { contentMatchesType, mimeTypeAllowed } from './content-type.ts';
import { StorageApiError, storageErrors } from './errors.ts';
import type { StorageContext } from './index.ts';
import { MultipartError, multipartBoundary, parseMultipart } from './multipart.ts';

/** Storage's global upload limit (the hosted free plan's 50 MB); a bucket may only lower it. */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;
/** Storage's `VALID_OBJECT_KEY`: S3-safe characters only. */
const VALID_OBJECT_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/;
const SIGNED_URL_SCOPE = 'download';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface StorageRequest {
  ctx: StorageContext;
  req: LocalRequest;
  /** Verified claims, or null for a request without a usable token (signed URLs, info, head). */
  claims: JwtClaims | null;
  bucketId: string;
  objectName: string;
}

interface BucketRow {
  id: string;
  public: boolean | null;
  file_size_limit: number | string | null;
  allowed_mime_types: string[] | null;
}

/** What `storage.objects.metadata` holds, as Storage writes it. */
interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

interface ObjectRow {
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

function mustBeValidKey(name: string): void {
  if (!name || !VALID_OBJECT_KEY.test(name)) throw storageErrors.invalidKey(name);
}

function badBody(message: string): StorageApiError {
  return new StorageApiError(400, 'FST_ERR_VALIDATION', message, 'Bad Request', 400);
}

function jsonBody(req: LocalRequest): Record<string, unknown> {
  if (!req.bytes || req.bytes.length === 0) return {};
  try {
    const value: unknown = JSON.parse(req.bytes.toString('utf8'));
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      return value as Record<string, unknown>;
    }
  } catch {
    // Answered below, like Fastify's body parser.
  }
  throw badBody("Body is not valid JSON but content-type is set to 'application/json'");
}

async function findBucket(ctx: StorageContext, bucketId: string): Promise<BucketRow | null> {
  const { rows } = await ctx.db.query<BucketRow>(
    'select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
    [bucketId],
  );
  return rows[0] ?? null;
}

/** Runs `work` in one transaction under the request's role (anonymous without claims). */
async function asRequestRole<T>(
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

const OBJECT_COLUMNS =
  'id, name, bucket_id, version, metadata, user_metadata, created_at, updated_at';

/** The object as the request's role sees it: RLS hides what it may not read. */
async function findObject(request: StorageRequest, bypassRls = false): Promise<ObjectRow> {
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

interface UploadedFile {
  data: Buffer;
  mimeType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

function parseUserMetadata(base64: string | undefined): Record<string, unknown> | null {
  if (!base64) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(base64, 'base64').toString('utf8'));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Storage's fileUploadFromRequest: a multipart form's file part, or the raw body. */
function fileFromRequest(req: LocalRequest): UploadedFile {
  const contentType = req.headers['content-type'];
  const boundary = multipartBoundary(contentType);
  if (boundary) {
    let form;
    try {
      form = parseMultipart(req.bytes ?? Buffer.alloc(0), boundary);
    } catch (error) {
      if (error instanceof MultipartError) throw storageErrors.noContent();
      throw error;
    }
    if (!form.file) throw storageErrors.noContent();
    const cacheTime = form.fields.cacheControl;
    const metadataField = form.fields.metadata ?? form.fields.userMetadata;
    let userMetadata: Record<string, unknown> | null = null;
    try {
      userMetadata = metadataField ? (JSON.parse(metadataField) as Record<string, unknown>) : null;
    } catch {
      userMetadata = null;
    }
    return {
      data: form.file.data,
      mimeType: form.fields.contentType || form.file.contentType,
      cacheControl: cacheTime ? `max-age=${cacheTime}` : 'no-cache',
      userMetadata,
    };
  }
  return {
    data: req.bytes ?? Buffer.alloc(0),
    mimeType: contentType || 'application/octet-stream',
    cacheControl: req.headers['cache-control'] ?? 'no-cache',
    userMetadata: parseUserMetadata(req.headers['x-metadata']),
  };
}

/** Size and type rules of the bucket, then (beyond Storage) the content's magic bytes. */
export function checkUpload(
  file: Pick<UploadedFile, 'data' | 'mimeType'>,
  bucket: Pick<BucketRow, 'file_size_limit' | 'allowed_mime_types'>,
): void {
  const bucketLimit = bucket.file_size_limit === null ? null : Number(bucket.file_size_limit);
  const limit =
    bucketLimit === null ? GLOBAL_FILE_SIZE_LIMIT : Math.min(bucketLimit, GLOBAL_FILE_SIZE_LIMIT);
  if (file.data.length > limit) throw storageErrors.entityTooLarge();
  const allowed = bucket.allowed_mime_types ?? [];
  if (allowed.length > 0 && !mimeTypeAllowed(file.mimeType, allowed)) {
    throw storageErrors.invalidMimeType(file.mimeType);
  }
  if (!contentMatchesType(file.mimeType, file.data)) {
    throw storageErrors.invalidMimeType(file.mimeType);
  }
}

/** POST (x-upsert) and PUT /object/{bucket}/{name}. */
export async function uploadObject(
  request: StorageRequest,
  isUpsert: boolean,
): Promise<LocalResponse> {
  const { ctx, bucketId, objectName, claims } = request;
  const bucket = await findBucket(ctx, bucketId);
  if (!bucket) throw storageErrors.noSuchBucket();
  mustBeValidKey(objectName);
  const file = fileFromRequest(request.req);
  checkUpload(file, bucket);

  const version = randomUUID();
  const metadata: ObjectMetadata = {
    eTag: `"${createHash('md5').update(file.data).digest('hex')}"`,
    size: file.data.length,
    mimetype: file.mimeType,
    cacheControl: file.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: file.data.length,
    httpStatusCode: 200,
  };
  const sub = typeof claims?.sub === 'string' ? claims.sub : null;
  const previous = await ctx.db.query<{ version: string | null }>(
    'select version from storage.objects where bucket_id = $1 and name = $2',
    [bucketId, objectName],
  );
  const values = [
    bucketId,
    objectName,
    sub && UUID.test(sub) ? sub : null,
    sub,
    JSON.stringify(metadata),
    version,
    // Storage stores `{}` when the upload carries no user metadata.
    JSON.stringify(file.userMetadata ?? {}),
  ];
  const insert = `insert into storage.objects
      (bucket_id, name, owner, owner_id, metadata, version, user_metadata)
    values ($1, $2, $3::uuid, $4, $5::jsonb, $6, $7::jsonb)`;
  try {
    await asRequestRole(request, false, async (tx) => {
      try {
        await tx.query(
          isUpsert
            ? `${insert} on conflict (bucket_id, name) do update set owner = excluded.owner,
                owner_id = excluded.owner_id, metadata = excluded.metadata,
                version = excluded.version, user_metadata = excluded.user_metadata,
                last_accessed_at = now()`
            : insert,
          values,
        );
      } catch (error) {
        if ((error as { code?: string }).code === '23505') throw storageErrors.keyAlreadyExists();
        throw error;
      }
      // Inside the transaction: a failed write rolls the row back.
      await ctx.blobs.put(version, file.data);
    });
  } catch (error) {
    await ctx.blobs.remove([version]);
    throw error;
  }
  const replaced = previous.rows[0]?.version;
  if (replaced && replaced !== version) await ctx.blobs.remove([replaced]);
  const { rows } = await ctx.db.query<{ id: string }>(
    'select id from storage.objects where bucket_id = $1 and name = $2',
    [bucketId, objectName],
  );
  return { status: 200, body: { Id: rows[0]?.id, Key: `${bucketId}/${objectName}` } };
}

function assetHeaders(object: ObjectRow, size: number): Record<string, string> {
  const metadata = object.metadata;
  return {
    'Content-Type': metadata?.mimetype ?? 'application/octet-stream',
    'Content-Length': String(size),
    ETag: metadata?.eTag ?? '',
    'Last-Modified': new Date(object.updated_at).toUTCString(),
    'Accept-Ranges': 'bytes',
    'X-Robots-Tag': 'none',
  };
}

function contentDisposition(rawQuery: string): Record<string, string> {
  const download = new URLSearchParams(rawQuery).get('download');
  if (download === null) return {};
  if (download === '') return { 'Content-Disposition': 'attachment;' };
  const encoded = encodeURIComponent(download);
  return { 'Content-Disposition': `attachment; filename=${encoded}; filename*=UTF-8''${encoded}` };
}

async function renderAsset(
  request: StorageRequest,
  object: ObjectRow,
  extraHeaders: Record<string, string>,
  headOnly: boolean,
): Promise<LocalResponse> {
  const data = object.version ? await request.ctx.blobs.get(object.version) : null;
  if (!data) throw storageErrors.noSuchKey();
  return {
    status: 200,
    headers: {
      ...assetHeaders(object, data.length),
      ...extraHeaders,
      ...contentDisposition(request.req.rawQuery),
    },
    body: headOnly ? undefined : data,
  };
}

/** A private bucket's objects are found only by an authenticated request, under RLS. */
async function visibleObject(request: StorageRequest): Promise<ObjectRow> {
  const bucket = await findBucket(request.ctx, request.bucketId);
  if (!bucket || (!request.claims && !bucket.public)) throw storageErrors.noSuchBucket();
  return findObject(request, bucket.public === true);
}

/** GET and HEAD /object/{bucket}/{name} and /object/authenticated/{bucket}/{name}. */
export async function downloadObject(
  request: StorageRequest,
  headOnly: boolean,
): Promise<LocalResponse> {
  const object = await visibleObject(request);
  const cacheControl = object.metadata?.cacheControl ?? 'no-cache';
  return renderAsset(request, object, { 'Cache-Control': cacheControl }, headOnly);
}

/** GET /object/info/{bucket}/{name}: Storage's InfoRenderer body. */
export async function objectInfo(request: StorageRequest): Promise<LocalResponse> {
  const object = await visibleObject(request);
  const metadata = object.metadata;
  return {
    status: 200,
    body: {
      id: object.id,
      name: object.name,
      version: object.version,
      bucket_id: object.bucket_id,
      size: metadata?.size ?? null,
      content_type: metadata?.mimetype ?? null,
      cache_control: metadata?.cacheControl ?? null,
      etag: metadata?.eTag ?? null,
      metadata: object.user_metadata,
      last_modified: object.updated_at,
      created_at: object.created_at,
    },
  };
}

function expiresInFrom(body: Record<string, unknown>): number {
  const expiresIn = body.expiresIn;
  if (typeof expiresIn !== 'number' || !Number.isFinite(expiresIn)) {
    throw storageErrors.invalidParameter('expiresIn');
  }
  const seconds = Math.floor(expiresIn);
  if (seconds < 1 || seconds > 10 * 365 * 24 * 3600) {
    throw storageErrors.invalidParameter('expiresIn');
  }
  return seconds;
}

async function signUrl(url: string, expiresIn: number): Promise<string> {
  const token = await new SignJWT({ url, scope: SIGNED_URL_SCOPE })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresIn)
    .sign(secretKey);
  return `/object/sign/${url}?token=${token}`;
}

/** POST /object/sign/{bucket}/{name} { expiresIn }: only for an object the role can read. */
export async function signObjectUrl(request: StorageRequest): Promise<LocalResponse> {
  const expiresIn = expiresInFrom(jsonBody(request.req));
  await findObject(request);
  return {
    status: 200,
    body: { signedURL: await signUrl(`${request.bucketId}/${request.objectName}`, expiresIn) },
  };
}

/** POST /object/sign/{bucket} { expiresIn, paths }. */
export async function signObjectUrls(request: StorageRequest): Promise<LocalResponse> {
  const body = jsonBody(request.req);
  const expiresIn = expiresInFrom(body);
  const paths = body.paths;
  if (!Array.isArray(paths) || paths.some((path) => typeof path !== 'string')) {
    throw badBody("body must have required property 'paths'");
  }
  const visible = await asRequestRole(request, true, async (tx) => {
    const { rows } = await tx.query<{ name: string }>(
      `select name from storage.objects where bucket_id = $1
         and name in (select jsonb_array_elements_text($2::jsonb))`,
      [request.bucketId, JSON.stringify(paths)],
    );
    return new Set(rows.map((row) => row.name));
  });
  const results = await Promise.all(
    (paths as string[]).map(async (path) =>
      visible.has(path)
        ? { error: null, path, signedURL: await signUrl(`${request.bucketId}/${path}`, expiresIn) }
        : {
            error: 'Either the object does not exist or you do not have access to it',
            path,
            signedURL: null,
          },
    ),
  );
  return { status: 200, body: results };
}

/** GET /object/sign/{bucket}/{name}?token=: the token alone grants the download. */
export async function signedDownload(request: StorageRequest): Promise<LocalResponse> {
  const token = new URLSearchParams(request.req.rawQuery).get('token');
  if (!token) throw badBody("querystring must have required property 'token'");
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, secretKey, { algorithms: ['HS256'] }));
  } catch (error) {
    throw storageErrors.invalidJwt(error instanceof Error ? error.message : 'Invalid JWT');
  }
  if (payload.scope !== undefined && payload.scope !== SIGNED_URL_SCOPE) {
    throw storageErrors.invalidSignature(`Token is not scoped for ${SIGNED_URL_SCOPE}`);
  }
  if (payload.url !== `${request.bucketId}/${request.objectName}`) {
    throw storageErrors.invalidSignature();
  }
  const object = await findObject(request, true);
  const expires = new Date(Number(payload.exp) * 1000).toUTCString();
  return renderAsset(request, object, { Expires: expires }, false);
}

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

/**
 * POST /object/list/{bucket}: the entries one level below the prefix, as storage.search
 * returns them: a folder is a row with only a name; files have their id, dates and metadata.
 */
export async function listObjects(request: StorageRequest): Promise<LocalResponse> {
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

/** DELETE /object/{bucket} { prefixes } and DELETE /object/{bucket}/{name}. */
export async function removeObjects(request: StorageRequest): Promise<LocalResponse> {
  const single = request.objectName !== '';
  let names: string[];
  if (single) {
    names = [request.objectName];
  } else {
    const prefixes = jsonBody(request.req).prefixes;
    if (
      !Array.isArray(prefixes) ||
      prefixes.length === 0 ||
      prefixes.some((prefix) => typeof prefix !== 'string')
    ) {
      throw badBody("body must have required property 'prefixes'");
    }
    if (prefixes.length > 1000) {
      throw storageErrors.invalidRequest(
        'Bulk object requests are limited to 1000 objects per request.',
      );
    }
    names = prefixes as string[];
  }
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
  if (single) {
    if (removed.length === 0) throw storageErrors.noSuchKey();
    return { status: 200, body: { message: 'Successfully deleted' } };
  }
  return { status: 200, body: removed };
}
