import { LoadingList } from '@/components/ui/loading-list';
import { useAuth } from '@/auth';
import type { DocumentOwnerRole } from '@/domain/documents';
import { errorMessage } from '@/lib/data-errors';
import { usePageTitle } from '@/lib/use-page-title';
import { Button } from '@/components/ui/button';
import { useMyDocuments } from '../api/documents';
import { DocumentList } from '../components/document-list';
import { UploadDocumentForm } from '../components/upload-document-form';
import { VerificationStatus } from '../components/verification-status';

/** Documentos of the shipper's and the transporter's dashboards: upload, list, download, delete. */
export function DocumentsPage({ role }: { role: DocumentOwnerRole }) {
  usePageTitle('Documentos');
  const { user } = useAuth();
  const documents = useMyDocuments(user?.id);

  return (
    <section className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">Documentos</h1>
      {user && role === 'transporter' ? <VerificationStatus userId={user.id} /> : null}
      {user ? <UploadDocumentForm role={role} ownerId={user.id} /> : null}
      <h2 className="text-lg font-semibold text-slate-900">Mis documentos</h2>
      {documents.isPending ? (
        <LoadingList label="Cargando documentos…" rows={2} />
      ) : documents.data === undefined ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          <p>{errorMessage(documents.error)}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-2"
            onClick={() => void documents.refetch()}
          >
            Reintentar
          </Button>
        </div>
      ) : (
        <DocumentList documents={documents.data} />
      )}
    </section>
  );
}
