import { unwrap } from '@/lib/query-result';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentKind } from '@/domain/documents';
import { DataError } from '@/lib/data-errors';
import type { Tables } from '@/lib/database.types';
import { filesBucket, signedFileUrl, uploadStoredFile, type StorageBucket } from '@/lib/storage';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import { toast } from '@/lib/toast';
import { DOCUMENT_FILE_TYPES } from '../file-check';
import { storageError } from './errors';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

const DOCUMENT_COLUMNS =
  'id, owner_id, kind, file_name, storage_path, size, mime_type, expires_on, status, review_note, created_at';

export type DocumentRow = Pick<
  Tables<'documents'>,
  | 'id'
  | 'owner_id'
  | 'kind'
  | 'file_name'
  | 'storage_path'
  | 'size'
  | 'mime_type'
  | 'expires_on'
  | 'status'
  | 'review_note'
  | 'created_at'
>;

export const documentKeys = {
  all: ['documents'] as const,
  mine: (ownerId: string) => ['documents', 'mine', ownerId] as const,
  verification: (userId: string) => ['documents', 'verification', userId] as const,
};

/** The owner's documents, newest first. */
export async function fetchMyDocuments(
  ownerId: string,
  client: AppSupabaseClient = supabase,
): Promise<DocumentRow[]> {
  return unwrap(
    await client
      .from('documents')
      .select(DOCUMENT_COLUMNS)
      .eq('owner_id', ownerId)
      .order('created_at', { ascending: false })
      .order('id'),
  );
}

export function useMyDocuments(ownerId: string | undefined) {
  return useQuery({
    ...queryOptions({
      queryKey: documentKeys.mine(ownerId ?? ''),
      queryFn: () => fetchMyDocuments(ownerId ?? ''),
    }),
    enabled: Boolean(ownerId),
  });
}

/** The kinds the signed-in transporter still lacks to be verified (empty: verified). */
export async function fetchVerificationMissing(
  client: AppSupabaseClient = supabase,
): Promise<string[]> {
  return unwrap(await client.rpc('verification_missing', {}));
}

export function useVerificationMissing(userId: string | undefined) {
  return useQuery({
    queryKey: documentKeys.verification(userId ?? ''),
    queryFn: () => fetchVerificationMissing(),
    enabled: Boolean(userId),
  });
}

export interface NewDocument {
  ownerId: string;
  kind: DocumentKind;
  file: File;
  expiresOn: string | null;
}

/**
 * Uploads the file, then records it for review. If the record is refused the file is removed,
 * so a refusal leaves nothing behind.
 */
export async function uploadDocument(
  input: NewDocument,
  client: AppSupabaseClient = supabase,
  bucket: Promise<StorageBucket> = filesBucket(supabase.auth),
): Promise<DocumentRow> {
  // The type the file's bytes show, not the one the browser guessed.
  const { path, type } = await uploadStoredFile(
    bucket,
    input.ownerId,
    input.file,
    DOCUMENT_FILE_TYPES,
    { mapError: storageError },
  );

  const { data, error } = await client
    .from('documents')
    .insert({
      kind: input.kind,
      file_name: input.file.name.slice(0, 255),
      storage_path: path,
      size: input.file.size,
      mime_type: type,
      expires_on: input.expiresOn,
    })
    .select(DOCUMENT_COLUMNS)
    .single();
  if (error) {
    await (await bucket).remove([path]);
    throw new DataError(error);
  }
  return data;
}

/** Deletes a document still under review: its record (RLS allows only that), then its file. */
export async function deleteDocument(
  document: Pick<DocumentRow, 'id' | 'storage_path'>,
  client: AppSupabaseClient = supabase,
  bucket: Promise<StorageBucket> = filesBucket(supabase.auth),
): Promise<void> {
  const data = unwrap(await client.from('documents').delete().eq('id', document.id).select('id'));
  if (data.length === 0) throw new DataError({ code: '42501' });
  const removal = await (await bucket).remove([document.storage_path]);
  if (removal.error) throw storageError(removal.error);
}

/** A short-lived link to the file (`download`: it saves under its own name). */
export function signedDocumentUrl(
  document: Pick<DocumentRow, 'storage_path' | 'file_name'>,
  { download }: { download: boolean },
  bucket: Promise<StorageBucket> = filesBucket(supabase.auth),
): Promise<string> {
  return signedFileUrl(
    bucket,
    document.storage_path,
    storageError,
    download ? document.file_name : undefined,
  );
}

export const DOCUMENT_UPLOADED = 'Documento subido correctamente';
export const DOCUMENT_DELETED = 'Documento eliminado';

export function useUploadDocument() {
  return useInvalidatingMutation(
    async (input: NewDocument) => {
      const row = await uploadDocument(input);
      toast.success(DOCUMENT_UPLOADED);
      return row;
    },
    [documentKeys.all],
  );
}

export function useDeleteDocument() {
  return useInvalidatingMutation(
    async (document: DocumentRow) => {
      await deleteDocument(document);
      toast.success(DOCUMENT_DELETED);
    },
    [documentKeys.all],
  );
}
