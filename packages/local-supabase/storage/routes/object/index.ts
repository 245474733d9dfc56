/** The object routes of /storage/v1, one file per route as in supabase/storage's src/http/routes/object. */
import type { StorageRoute } from '../../context.ts';
import { createObjectRoutes } from './create-object.ts';
import { deleteObjectRoutes } from './delete-object.ts';
import { deleteObjectsRoutes } from './delete-objects.ts';
import { getObjectInfoRoutes } from './get-object-info.ts';
import { getObjectRoutes } from './get-object.ts';
import { getSignedObjectRoutes } from './get-signed-object.ts';
import { getSignedUrlRoutes } from './get-signed-url.ts';
import { getSignedUrlsRoutes } from './get-signed-urls.ts';
import { listObjectsRoutes } from './list-objects.ts';
import { updateObjectRoutes } from './update-object.ts';

export const objectRoutes: StorageRoute[] = [
  ...createObjectRoutes,
  ...updateObjectRoutes,
  ...getObjectRoutes,
  ...getObjectInfoRoutes,
  ...getSignedObjectRoutes,
  ...getSignedUrlRoutes,
  ...getSignedUrlsRoutes,
  ...listObjectsRoutes,
  ...deleteObjectRoutes,
  ...deleteObjectsRoutes,
];
