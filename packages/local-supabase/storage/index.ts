/**
 * Supabase Storage-compatible `/storage/v1`: the object routes `@supabase/storage-js` uses for
 * upload, download, signed URLs, list, remove and info. Bucket settings are read as the
 * superuser (like Storage); every read or write of `storage.objects` for a request runs in one
 * transaction under the request's role with its JWT claims (the /rest/v1 mechanism), so the
 * project's RLS policies on storage.objects decide who may do what.
 */
import { pathSegments, Router } from '../http/router.ts';
import type { LocalRequest, LocalResponse } from '../types.ts';
import { authenticate } from './authenticate.ts';
import type { StorageContext, StorageRoute } from './context.ts';
import { storageErrorResponse, storageErrors, toStorageError } from './errors.ts';
import { objectRoutes } from './routes/object/index.ts';

const router = new Router<StorageRoute>(objectRoutes);

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
  try {
    const found = router.match(method, pathSegments(req.path));
    if (!found.route) throw storageErrors.notFoundRoute(method, `/storage/v1${req.path}`);
    // The JWT first, as Storage's plugin: a bad token is answered before a badly encoded name.
    const claims = await authenticate(found.route.auth, req);
    const { bucket, '*': name } = found.params;
    return await found.route.handler({
      ctx,
      req,
      claims,
      bucketId: decodeSegments([bucket]),
      objectName: name === undefined ? '' : decodeSegments(name.split('/')),
    });
  } catch (error) {
    return storageErrorResponse(toStorageError(error));
  }
}
