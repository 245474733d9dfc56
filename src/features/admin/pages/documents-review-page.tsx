import { Check, Eye, FileCheck2, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { documentKindLabel } from '@/domain/documents';
import { ExpiryBadge } from '@/features/documents';
import { formatDate, formatFileSize } from '@/lib/format';
import {
  usePendingDocuments,
  useReviewDocument,
  type PendingDocument,
} from '../api/documents-review';
import { AdminList, AdminPage } from '../components/admin-page';
import { DocumentPreview } from '../components/document-preview';
import { RejectDocumentForm } from '../components/reject-document-form';
import { toastOutcome } from '@/lib/mutation-toast';

export const DOCUMENT_APPROVED = 'Documento aprobado';
export const DOCUMENT_REJECTED = 'Documento rechazado';

function PendingDocumentItem({
  document,
  onPreview,
}: {
  document: PendingDocument;
  onPreview: (document: PendingDocument) => void;
}) {
  const review = useReviewDocument();
  const [rejecting, setRejecting] = useState(false);

  // toastOutcome, not mutate's callbacks: the approved document leaves the list, and with it this
  // item, before those would run.
  function approve() {
    void toastOutcome(
      review.mutateAsync({ documentId: document.id, approve: true }),
      DOCUMENT_APPROVED,
    );
  }

  function reject(note: string) {
    return toastOutcome(
      review.mutateAsync({ documentId: document.id, approve: false, note }),
      DOCUMENT_REJECTED,
    );
  }

  return (
    <Card className="space-y-3 p-4" data-testid="pending-document">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <p className="break-words font-semibold text-slate-900">
            {documentKindLabel(document.kind)}
          </p>
          <p className="break-words text-sm text-slate-600">
            {document.owner
              ? `${document.owner.name} · ${document.owner.email}`
              : 'Usuario desconocido'}
          </p>
          <p className="break-words text-sm text-slate-600">
            {document.file_name} · {formatFileSize(document.size)} · subido el{' '}
            {formatDate(document.created_at)}
            {document.expires_on ? ` · vence el ${formatDate(document.expires_on)}` : ''}
          </p>
          <ExpiryBadge expiresOn={document.expires_on} today={new Date()} />
        </div>
      </div>
      {rejecting ? (
        <RejectDocumentForm onReject={reject} onCancel={() => setRejecting(false)} />
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-label={`Ver ${document.file_name}`}
            onClick={() => onPreview(document)}
          >
            <Eye aria-hidden="true" className="h-4 w-4" />
            Ver
          </Button>
          <Button
            size="sm"
            disabled={review.isPending}
            aria-label={`Aprobar ${document.file_name}`}
            onClick={approve}
          >
            <Check aria-hidden="true" className="h-4 w-4" />
            Aprobar
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={review.isPending}
            aria-label={`Rechazar ${document.file_name}`}
            onClick={() => setRejecting(true)}
          >
            <X aria-hidden="true" className="h-4 w-4" />
            Rechazar
          </Button>
        </div>
      )}
    </Card>
  );
}

/** 'Documentos por revisar': each document under review, to preview, approve or reject. */
export function DocumentsReviewPage() {
  const documents = usePendingDocuments();
  const [previewing, setPreviewing] = useState<PendingDocument | null>(null);
  return (
    <AdminPage
      title="Documentos por revisar"
      description="Documentos que los usuarios subieron y esperan una revisión, del más antiguo al más nuevo."
    >
      <AdminList
        query={documents}
        label="Documentos por revisar"
        loadingLabel="Cargando documentos…"
        errorTitle="No se pudieron cargar los documentos"
        emptyIcon={FileCheck2}
        emptyTitle="No hay documentos por revisar"
        renderItem={(document) => (
          <PendingDocumentItem document={document} onPreview={setPreviewing} />
        )}
      />
      {previewing ? (
        <DocumentPreview document={previewing} onClose={() => setPreviewing(null)} />
      ) : null}
    </AdminPage>
  );
}
