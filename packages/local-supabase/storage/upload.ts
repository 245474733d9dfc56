/** Storage's upload path, shared by POST (create, or upsert with x-upsert) and PUT (upsert). */
import { createHash, randomUUID } from 'node:crypto';
import type { LocalRequest, LocalResponse } from '../types.ts';
import { contentMatchesType, mimeTypeAllowed } from './content-type.ts';
import type { StorageRequest } from './context.ts';
import { asRequestRole, type BucketRow, findBucket, type ObjectMetadata } from './database.ts';
import { storageErrors } from './errors.ts';
import { MultipartError, multipartBoundary, parseMultipart } from './multipart.ts';
import { mustBeValidKey } from './request-body.ts';

/** Storage's global upload limit (the hosted free plan's 50 MB); a bucket may only lower it. */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
function checkUpload(
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

/** Stores the request's file as `{bucket}/{name}`; an upsert replaces an existing object. */
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
