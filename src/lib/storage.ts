/**
 * Supabase Storage, loaded on first use: only the documents pages and the admin's review need
 * it, so `@supabase/storage-js` stays in a chunk of its own and no other page grows. The client
 * is built as supabase-js builds `supabase.storage`: `/storage/v1`, the anon key, and the
 * session's access token on each request.
 */
import type { StorageClient } from '@supabase/storage-js';
import { DataError, type ErrorMapper } from './data-errors';
import { env } from './env';
import { fileExtensions, fileTypeOf, wrongFileTypeMessage, type StoredFileType } from './file-type';
import { fetchWithSession } from './session-fetch';
import type { AppSupabaseClient } from './supabase';
import { apiUrl } from './api-url';

export type StorageBucket = ReturnType<StorageClient['from']>;

let client: Promise<StorageClient> | undefined;

function createStorageClient(
  module: Pick<typeof import('@supabase/storage-js'), 'StorageClient'>,
  auth: AppSupabaseClient['auth'],
  supabaseUrl: string = env.supabaseUrl,
  supabaseKey: string = env.supabaseAnonKey,
): StorageClient {
  return new module.StorageClient(
    apiUrl(supabaseUrl, 'storage/v1').href,
    { apikey: supabaseKey },
    fetchWithSession(auth, supabaseKey),
  );
}

/**
 * A bucket of the app's Storage client, downloading storage-js the first time. `auth` is the
 * app client's, whose session gives each request its token.
 */
export async function storageBucket(
  bucket: string,
  auth: AppSupabaseClient['auth'],
): Promise<StorageBucket> {
  client ??= import('@supabase/storage-js').then((module) => createStorageClient(module, auth));
  return (await client).from(bucket);
}

/**
 * The one bucket of the app's files: a person's documents under '<uid>/', a trip's files under
 * '<uid>/trips/<listing id>/'. Its policies keep each folder to its owner and refuse a replace.
 */
export const FILES_BUCKET = 'documents';

/** How long a signed link to a file works: enough to open or start it, too short to pass around. */
export const SIGNED_URL_SECONDS = 60;

/** The files bucket, its client signed in as the app's session. */
export function filesBucket(auth: AppSupabaseClient['auth']): Promise<StorageBucket> {
  return storageBucket(FILES_BUCKET, auth);
}

/**
 * `<folder>/<name>.<ext>`: the owner's folder (the bucket's policies ask for it), no user text; the
 * name random unless the caller gives one of its own.
 */
function storedFilePath(folder: string, type: StoredFileType, name?: string): string {
  return `${folder}/${name ?? crypto.randomUUID()}.${fileExtensions[type]}`;
}

/** The status Storage answered with ('409', '413', …): storage-js's `statusCode`, or `status`. */
function storageStatus(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { statusCode, status } = error as { statusCode?: unknown; status?: unknown };
  if (typeof statusCode === 'string') return statusCode;
  return typeof status === 'number' ? String(status) : undefined;
}

/** Storage's status as the error's code, so a refusal for the file itself (413, 415) is told. */
const uploadFailed: ErrorMapper = (error) =>
  new DataError(
    { code: storageStatus(error), message: (error as { message?: string } | null)?.message },
    'No se pudo subir el archivo. Inténtalo de nuevo.',
  );

export interface UploadOptions {
  /** How a refusal is said (the default names no reason). */
  mapError?: ErrorMapper;
  /**
   * A name of the caller's own, the same each time one thing is sent again (e.g. from a request
   * id): if an earlier attempt's upload went through but its answer was lost, Storage answers 409
   * and that file is the one, not a second copy.
   */
  name?: string;
}

/**
 * Uploads `file` into `folder` as the type its bytes show, never the browser's claim, once (no
 * replace). A file whose bytes are none of `allowed` is refused before anything is sent.
 */
export async function uploadStoredFile(
  files: Promise<StorageBucket>,
  folder: string,
  file: Blob,
  allowed: readonly StoredFileType[],
  { mapError = uploadFailed, name }: UploadOptions = {},
): Promise<{ path: string; type: StoredFileType }> {
  const type = await fileTypeOf(file);
  if (!type || !allowed.includes(type)) {
    throw new DataError({ code: '415' }, wrongFileTypeMessage(allowed));
  }
  const path = storedFilePath(folder, type, name);
  // storage-js sends a Blob with the Blob's own type, whatever contentType says: re-typed here.
  const body = file.type === type ? file : new Blob([file], { type });
  const { error } = await (await files).upload(path, body, { contentType: type, upsert: false });
  if (error && !(name !== undefined && storageStatus(error) === '409')) throw mapError(error);
  return { path, type };
}

/** A link to a stored file for SIGNED_URL_SECONDS; `download` names the file it saves as. */
export async function signedFileUrl(
  files: Promise<StorageBucket>,
  path: string,
  mapError: ErrorMapper,
  download?: string,
): Promise<string> {
  const { data, error } = await (
    await files
  ).createSignedUrl(path, SIGNED_URL_SECONDS, download ? { download } : undefined);
  if (error) throw mapError(error);
  return data.signedUrl;
}
