/** POST /object/{bucket}/{name}: a new object, or an upsert with `x-upsert: true`. */
import type { StorageRoute } from '../../context.ts';
import { uploadObject } from '../../upload.ts';

export const createObjectRoutes: StorageRoute[] = [
  {
    method: 'POST',
    pattern: '/object/:bucket/*',
    auth: 'required',
    handler: (request) => uploadObject(request, request.req.headers['x-upsert'] === 'true'),
  },
];
