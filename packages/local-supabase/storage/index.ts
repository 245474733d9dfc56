/**
 * Supabase Storage-compatible `/storage/v1`: the object routes `@supabase/storage-js` uses for
 * upload, download, signed URLs, list, remove and info. Bucket settings are read as the
 * superuser (like Storage); every read or write of `storage.objects` for a request runs in one
 * transaction under the request's role with its JWT claims (the /rest/v1 mechanism), so the
 * project's RLS policies on storage.objects decide who may do what.
 */
import { jwtVerify } from 'jose';
import { secretKey } from '../jwt.ts';
import type { SqlDatabase } from '../engine/types.ts';
import type { JwtClaims, LocalRequest, LocalResponse } from '../types.ts';
import type { BlobStore } from './blob-store.ts';
import { storageErrorResponse, storageErrors, toStorageError } from './errors.ts';
import {
  downloadObject,
  listObjects,
  objectInfo,
  removeObjects,
  signedDownload,
  signObjectUrl,
  signObjectUrls,
  uploadObject,
  type StorageRequest,
} from './objects.ts';

export interface StorageContext {
  db: SqlDatabase;
  blobs: BlobStore;
}

const API_ROLES: ReadonlySet<string> = new Set(['anon', 'authenticated', 'service_role']);

/** Storage's JWT plugin: the bearer token of `Authorization`, verified with the project secret. */
async function authenticate(req: LocalRequest): Promise<JwtClaims> {
  const token = (req.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, secretKey, { algorithms: ['HS256'] }));
  } catch (error) {
    throw storageErrors.accessDenied(error instanceof Error ? error.message : 'Invalid JWT');
  }
  if (typeof payload.role !== 'string' || !API_ROLES.has(payload.role)) {
    throw storageErrors.accessDenied(`role "${String(payload.role)}" does not exist`);
  }
  return payload as JwtClaims;
}

/** Routes with `allowInvalidJwt`: a missing or bad token makes the request anonymous. */
async function authenticateOptional(req: LocalRequest): Promise<JwtClaims | null> {
  try {
    return await authenticate(req);
  } catch {
    return null;
  }
}

function decodeSegments(rest: string[]): string {
  try {
    return rest.map((segment) => decodeURIComponent(segment)).join('/');
  } catch {
    throw storageErrors.invalidKey(rest.join('/'));
  }
}

export async function handleStorage(
  ctx: StorageContext,
  req: LocalRequest,
): Promise<LocalResponse> {
  const method = req.method.toUpperCase();
  const segments = req.path.split('/').slice(1);
  try {
    if (segments[0] !== 'object' || segments.length < 2) {
      throw storageErrors.notFoundRoute(method, `/storage/v1${req.path}`);
    }
    const [, first, ...rest] = segments;
    const base = (claims: JwtClaims | null): Omit<StorageRequest, 'bucketId' | 'objectName'> => ({
      ctx,
      req,
      claims,
    });
    const target = (parts: string[]) => {
      const [bucket, ...name] = parts;
      return { bucketId: decodeSegments([bucket ?? '']), objectName: decodeSegments(name) };
    };

    if (first === 'list' && method === 'POST' && rest.length === 1) {
      return await listObjects({ ...base(await authenticate(req)), ...target(rest) });
    }
    if (first === 'sign') {
      if (method === 'GET' && rest.length >= 2) {
        return await signedDownload({ ...base(null), ...target(rest) });
      }
      if (method === 'POST' && rest.length === 1) {
        return await signObjectUrls({ ...base(await authenticate(req)), ...target(rest) });
      }
      if (method === 'POST' && rest.length >= 2) {
        return await signObjectUrl({ ...base(await authenticate(req)), ...target(rest) });
      }
    }
    if (first === 'info' && method === 'GET') {
      const parts = rest[0] === 'authenticated' || rest[0] === 'public' ? rest.slice(1) : rest;
      if (parts.length >= 2) {
        return await objectInfo({ ...base(await authenticateOptional(req)), ...target(parts) });
      }
    }
    if ((method === 'GET' || method === 'HEAD') && first !== 'public') {
      const parts = first === 'authenticated' ? rest : [first, ...rest];
      if (parts.length >= 2) {
        const claims =
          method === 'HEAD' ? await authenticateOptional(req) : await authenticate(req);
        return await downloadObject({ ...base(claims), ...target(parts) }, method === 'HEAD');
      }
    }
    if ((method === 'POST' || method === 'PUT') && rest.length >= 1) {
      const claims = await authenticate(req);
      const isUpsert = method === 'PUT' || req.headers['x-upsert'] === 'true';
      return await uploadObject({ ...base(claims), ...target([first, ...rest]) }, isUpsert);
    }
    if (method === 'DELETE') {
      const claims = await authenticate(req);
      return await removeObjects({ ...base(claims), ...target([first, ...rest]) });
    }
    throw storageErrors.notFoundRoute(method, `/storage/v1${req.path}`);
  } catch (error) {
    return storageErrorResponse(toStorageError(error));
  }
}
