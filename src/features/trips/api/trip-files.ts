/**
 * The trip's files in the documents bucket, under '<uid>/trips/<listing id>/': the insurance
 * certificate, the delivery's photos and signature, a report's photos. Write-once (the bucket's
 * policies refuse a replace), readable by both parties through a short signed link.
 */
import { storageBucket, type StorageBucket } from '@/lib/storage';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/query-result';
import { DataError } from '@/lib/data-errors';

const BUCKET = 'documents';
const LINK_SECONDS = 120;

export type TripFileType = 'application/pdf' | 'image/jpeg' | 'image/png';
const EXTENSIONS: Record<TripFileType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

export function tripFilePath(userId: string, listingId: string, type: TripFileType): string {
  return `${userId}/trips/${listingId}/${crypto.randomUUID()}.${EXTENSIONS[type]}`;
}

function bucket(): Promise<StorageBucket> {
  return storageBucket(BUCKET, supabase.auth);
}

export async function uploadTripFile(
  userId: string,
  listingId: string,
  file: Blob,
  type: TripFileType,
  files: Promise<StorageBucket> = bucket(),
): Promise<string> {
  const path = tripFilePath(userId, listingId, type);
  const { error } = await (await files).upload(path, file, { contentType: type, upsert: false });
  if (error) throw new DataError(error, 'No se pudo subir el archivo. Inténtalo de nuevo.');
  return path;
}

/** A link to a trip file valid for two minutes. */
export async function tripFileUrl(path: string, files: Promise<StorageBucket> = bucket()) {
  const data = unwrap(
    await (await files).createSignedUrl(path, LINK_SECONDS),
    (error) => new DataError(error, 'No se pudo abrir el archivo.'),
  );
  return data.signedUrl;
}

/** The file's bytes (the PDFs embed the signature and photo thumbnails). */
export async function downloadTripFile(path: string, files: Promise<StorageBucket> = bucket()) {
  return unwrap(
    await (await files).download(path),
    (error) => new DataError(error, 'No se pudo descargar el archivo.'),
  );
}
