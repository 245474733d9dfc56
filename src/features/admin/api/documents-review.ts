import { unwrap } from '@/lib/query-result';
import { useQuery } from '@tanstack/react-query';
import { signedDocumentUrl, type DocumentRow } from '@/features/documents';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import { adminError } from './errors';
import { adminKeys } from './keys';
import { fetchProfileNames, type PersonName } from './profile-names';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

export interface PendingDocument extends DocumentRow {
  owner: PersonName | null;
}

const COLUMNS =
  'id, owner_id, kind, file_name, storage_path, size, mime_type, expires_on, status, review_note, created_at';

/** Documents waiting for review, oldest first, with their owner's name (admins read all). */
export async function fetchPendingDocuments(
  client: AppSupabaseClient = supabase,
): Promise<PendingDocument[]> {
  const data = unwrap(
    await client
      .from('documents')
      .select(COLUMNS)
      .eq('status', 'en_revision')
      .order('created_at', { ascending: true })
      .order('id'),
    adminError,
  );
  const names = await fetchProfileNames(
    data.map((row) => row.owner_id),
    client,
  );
  return data.map((row) => ({ ...row, owner: names[row.owner_id] ?? null }));
}

export function usePendingDocuments() {
  return useQuery({ queryKey: adminKeys.pendingDocuments, queryFn: () => fetchPendingDocuments() });
}

/** The preview's link to a document, signed for a minute. */
export function useDocumentPreviewUrl(document: DocumentRow) {
  return useQuery({
    queryKey: adminKeys.preview(document.storage_path),
    queryFn: () => signedDocumentUrl(document, { download: false }),
    // A signed URL lasts a minute: never reuse an old one.
    gcTime: 0,
    staleTime: 0,
  });
}

export interface Review {
  documentId: string;
  approve: boolean;
  note?: string;
}

/** Approves or rejects (with a note the owner reads) through the review_document RPC. */
export async function reviewDocument(
  { documentId, approve, note }: Review,
  client: AppSupabaseClient = supabase,
): Promise<void> {
  unwrap(
    await client.rpc('review_document', {
      p_document_id: documentId,
      p_approve: approve,
      ...(note === undefined ? {} : { p_note: note }),
    }),
    adminError,
  );
}

export function useReviewDocument() {
  return useInvalidatingMutation((review: Review) => reviewDocument(review), [adminKeys.all]);
}
