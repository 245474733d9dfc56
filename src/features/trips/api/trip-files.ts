/**
 * The trip's files in the files bucket, under '<uid>/trips/<listing id>/': the insurance
 * certificate, the delivery's photos and signature, a report's photos. Write-once (the bucket's
 * policies refuse a replace), readable by both parties through a short signed link. Uploads,
 * paths and links are lib/storage.ts's, as for documents.
 */
import { DataError } from '@/lib/data-errors';
import type { StoredFileType } from '@/lib/file-type';
import { unwrap } from '@/lib/query-result';
import {
  filesBucket,
  SIGNED_URL_SECONDS,
  signedFileUrl,
  uploadStoredFile,
  type StorageBucket,
} from '@/lib/storage';
import { supabase } from '@/lib/supabase';

/**
 * Uploads one of the trip's files, checked by its bytes against the type it must be. `name`: the
 * same for one file sent again (lib/storage.ts, UploadOptions), else a random one.
 */
export async function uploadTripFile(
  userId: string,
  listingId: string,
  file: Blob,
  type: StoredFileType,
  name?: string,
): Promise<string> {
  const folder = `${userId}/trips/${listingId}`;
  return (await uploadStoredFile(filesBucket(supabase.auth), folder, file, [type], { name })).path;
}

/** How long a cached link is reused: a new one well before the last stops working. */
export const TRIP_FILE_LINK_FRESH_MS = (SIGNED_URL_SECONDS / 2) * 1000;

/** A short-lived link to a trip file. */
export function tripFileUrl(
  path: string,
  files: Promise<StorageBucket> = filesBucket(supabase.auth),
): Promise<string> {
  return signedFileUrl(
    files,
    path,
    (error) => new DataError(error, 'No se pudo abrir el archivo.'),
  );
}

/** The file's bytes (the PDFs embed the signature and photo thumbnails). */
export async function downloadTripFile(
  path: string,
  files: Promise<StorageBucket> = filesBucket(supabase.auth),
) {
  return unwrap(
    await (await files).download(path),
    (error) => new DataError(error, 'No se pudo descargar el archivo.'),
  );
}
