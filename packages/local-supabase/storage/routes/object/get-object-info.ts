/** GET /object/info/{bucket}/{name} (also below `authenticated/` and `public/`): Storage's InfoRenderer body. */
import type { LocalResponse } from '../../../types.ts';
import { ACCESS_MODES, type StorageRequest, type StorageRoute } from '../../context.ts';
import { visibleObject } from '../../database.ts';

async function getObjectInfo(request: StorageRequest): Promise<LocalResponse> {
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

export const getObjectInfoRoutes: StorageRoute[] = [
  ...ACCESS_MODES.map((mode): StorageRoute => ({
    method: 'GET',
    pattern: `/object/info/${mode}/:bucket/*`,
    auth: 'optional',
    handler: getObjectInfo,
  })),
  {
    method: 'GET',
    pattern: '/object/info/:bucket/*',
    except: { bucket: ACCESS_MODES },
    auth: 'optional',
    handler: getObjectInfo,
  },
];
