/** GET /object/sign/{bucket}/{name}?token=: the token alone grants the download. */
import { jwtVerify } from 'jose';
import { secretKey } from '../../../jwt.ts';
import type { LocalResponse } from '../../../types.ts';
import type { StorageRequest, StorageRoute } from '../../context.ts';
import { findObject } from '../../database.ts';
import { storageErrors } from '../../errors.ts';
import { renderAsset } from '../../render.ts';
import { badBody } from '../../request-body.ts';
import { SIGNED_URL_SCOPE } from '../../signed-url.ts';

async function getSignedObject(request: StorageRequest): Promise<LocalResponse> {
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

export const getSignedObjectRoutes: StorageRoute[] = [
  { method: 'GET', pattern: '/object/sign/:bucket/*', auth: 'none', handler: getSignedObject },
];
