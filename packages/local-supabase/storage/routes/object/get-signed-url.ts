/** POST /object/sign/{bucket}/{name} { expiresIn }: only for an object the role can read. */
import type { LocalResponse } from '../../../types.ts';
import type { StorageRequest, StorageRoute } from '../../context.ts';
import { findObject } from '../../database.ts';
import { jsonBody } from '../../request-body.ts';
import { expiresInFrom, signUrl } from '../../signed-url.ts';

async function getSignedUrl(request: StorageRequest): Promise<LocalResponse> {
  const expiresIn = expiresInFrom(jsonBody(request.req));
  await findObject(request);
  return {
    status: 200,
    body: { signedURL: await signUrl(`${request.bucketId}/${request.objectName}`, expiresIn) },
  };
}

export const getSignedUrlRoutes: StorageRoute[] = [
  { method: 'POST', pattern: '/object/sign/:bucket/*', auth: 'required', handler: getSignedUrl },
];
