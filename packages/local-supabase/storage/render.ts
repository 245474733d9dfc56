/** Storage's AssetRenderer: an object's bytes with its headers (HEAD: the headers only). */
import type { LocalResponse } from '../types.ts';
import type { StorageRequest } from './context.ts';
import type { ObjectRow } from './database.ts';
import { storageErrors } from './errors.ts';

function assetHeaders(object: ObjectRow, size: number): Record<string, string> {
  const metadata = object.metadata;
  return {
    'Content-Type': metadata?.mimetype ?? 'application/octet-stream',
    'Content-Length': String(size),
    ETag: metadata?.eTag ?? '',
    'Last-Modified': new Date(object.updated_at).toUTCString(),
    'Accept-Ranges': 'bytes',
    'X-Robots-Tag': 'none',
  };
}

/** `?download` (attachment) and `?download=name` (attachment with that file name). */
function contentDisposition(rawQuery: string): Record<string, string> {
  const download = new URLSearchParams(rawQuery).get('download');
  if (download === null) return {};
  if (download === '') return { 'Content-Disposition': 'attachment;' };
  const encoded = encodeURIComponent(download);
  return { 'Content-Disposition': `attachment; filename=${encoded}; filename*=UTF-8''${encoded}` };
}

export async function renderAsset(
  request: StorageRequest,
  object: ObjectRow,
  extraHeaders: Record<string, string>,
  headOnly: boolean,
): Promise<LocalResponse> {
  const data = object.version ? await request.ctx.blobs.get(object.version) : null;
  if (!data) throw storageErrors.noSuchKey();
  return {
    status: 200,
    headers: {
      ...assetHeaders(object, data.length),
      ...extraHeaders,
      ...contentDisposition(request.req.rawQuery),
    },
    body: headOnly ? undefined : data,
  };
}
