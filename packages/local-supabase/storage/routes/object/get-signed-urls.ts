/** POST /object/sign/{bucket} { expiresIn, paths }: a URL for each path the role can read. */
import type { LocalResponse } from '../../../types.ts';
import type { StorageRequest, StorageRoute } from '../../context.ts';
import { asRequestRole } from '../../database.ts';
import { badBody, jsonBody } from '../../request-body.ts';
import { expiresInFrom, signUrl } from '../../signed-url.ts';

async function getSignedUrls(request: StorageRequest): Promise<LocalResponse> {
  const body = jsonBody(request.req);
  const expiresIn = expiresInFrom(body);
  const paths = body.paths;
  if (!Array.isArray(paths) || paths.some((path) => typeof path !== 'string')) {
    throw badBody("body must have required property 'paths'");
  }
  const visible = await asRequestRole(request, true, async (tx) => {
    const { rows } = await tx.query<{ name: string }>(
      `select name from storage.objects where bucket_id = $1
         and name in (select jsonb_array_elements_text($2::jsonb))`,
      [request.bucketId, JSON.stringify(paths)],
    );
    return new Set(rows.map((row) => row.name));
  });
  const results = await Promise.all(
    (paths as string[]).map(async (path) =>
      visible.has(path)
        ? { error: null, path, signedURL: await signUrl(`${request.bucketId}/${path}`, expiresIn) }
        : {
            error: 'Either the object does not exist or you do not have access to it',
            path,
            signedURL: null,
          },
    ),
  );
  return { status: 200, body: results };
}

export const getSignedUrlsRoutes: StorageRoute[] = [
  { method: 'POST', pattern: '/object/sign/:bucket', auth: 'required', handler: getSignedUrls },
];
