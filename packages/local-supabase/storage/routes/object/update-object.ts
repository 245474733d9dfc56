/** PUT /object/{bucket}/{name}: stores the object, replacing the one of that name. */
import type { StorageRoute } from '../../context.ts';
import { uploadObject } from '../../upload.ts';

export const updateObjectRoutes: StorageRoute[] = [
  {
    method: 'PUT',
    pattern: '/object/:bucket/*',
    auth: 'required',
    handler: (request) => uploadObject(request, true),
  },
];
