/** DELETE /object/{bucket}/{name}. */
import type { LocalResponse } from '../../../types.ts';
import type { StorageRequest, StorageRoute } from '../../context.ts';
import { removeObjects } from '../../database.ts';
import { storageErrors } from '../../errors.ts';
import { deleteObjects } from './delete-objects.ts';

async function deleteObject(request: StorageRequest): Promise<LocalResponse> {
  // `/object/{bucket}/` names no object: it is the bulk delete of the body's prefixes.
  if (request.objectName === '') return deleteObjects(request);
  const removed = await removeObjects(request, [request.objectName]);
  if (removed.length === 0) throw storageErrors.noSuchKey();
  return { status: 200, body: { message: 'Successfully deleted' } };
}

export const deleteObjectRoutes: StorageRoute[] = [
  { method: 'DELETE', pattern: '/object/:bucket/*', auth: 'required', handler: deleteObject },
];
