/** DELETE /object/{bucket} { prefixes }: the named objects the role may delete, at most 1000. */
import type { LocalResponse } from '../../../types.ts';
import type { StorageRequest, StorageRoute } from '../../context.ts';
import { removeObjects } from '../../database.ts';
import { storageErrors } from '../../errors.ts';
import { badBody, jsonBody } from '../../request-body.ts';

export async function deleteObjects(request: StorageRequest): Promise<LocalResponse> {
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
  return { status: 200, body: await removeObjects(request, prefixes as string[]) };
}

export const deleteObjectsRoutes: StorageRoute[] = [
  { method: 'DELETE', pattern: '/object/:bucket', auth: 'required', handler: deleteObjects },
];
