/**
 * GET /object/{bucket}/{name} and /object/authenticated/{bucket}/{name}: the object's bytes;
 * HEAD: its headers only, for an anonymous request too (a public bucket's objects).
 */
import type { LocalResponse } from '../../../types.ts';
import { ACCESS_MODES, type StorageRequest, type StorageRoute } from '../../context.ts';
import { visibleObject } from '../../database.ts';
import { renderAsset } from '../../render.ts';

function getObject(headOnly: boolean) {
  return async (request: StorageRequest): Promise<LocalResponse> => {
    const object = await visibleObject(request);
    const cacheControl = object.metadata?.cacheControl ?? 'no-cache';
    return renderAsset(request, object, { 'Cache-Control': cacheControl }, headOnly);
  };
}

// `/object/public/...` is Storage's public route, not served here: it is no bucket name either.
const except = { bucket: ACCESS_MODES };

export const getObjectRoutes: StorageRoute[] = [
  {
    method: 'GET',
    pattern: '/object/authenticated/:bucket/*',
    auth: 'required',
    handler: getObject(false),
  },
  {
    method: 'GET',
    pattern: '/object/:bucket/*',
    except,
    auth: 'required',
    handler: getObject(false),
  },
  {
    method: 'HEAD',
    pattern: '/object/authenticated/:bucket/*',
    auth: 'optional',
    handler: getObject(true),
  },
  {
    method: 'HEAD',
    pattern: '/object/:bucket/*',
    except,
    auth: 'optional',
    handler: getObject(true),
  },
];
