import { Download, FileText, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { documentKindLabel, documentStatuses } from '@/domain/documents';
import { formatDate, formatFileSize } from '@/lib/format';
import { signedDocumentUrl, useDeleteDocument, type DocumentRow } from '../api/documents';
import { expiryLabel } from '../expiry';
import { toastFailure } from '@/lib/mutation-toast';

/** A document's review status, as the owner and the admin see it. */
export function DocumentStatusBadge({ status }: { status: DocumentRow['status'] }) {
  const { label, tone } = documentStatuses[status];
  return <Badge tone={tone}>{label}</Badge>;
}

export function ExpiryBadge({ expiresOn, today }: { expiresOn: string | null; today: Date }) {
  const label = expiryLabel(expiresOn, today);
  if (!label) return null;
  return <Badge tone={label === 'Vencido' ? 'red' : 'yellow'}>{label}</Badge>;
}

async function download(document: DocumentRow) {
  try {
    // The link names the file as an attachment, so the page stays where it is.
    window.location.assign(await signedDocumentUrl(document, { download: true }));
  } catch (error) {
    toastFailure(error);
  }
}

export function DocumentList({
  documents,
  today = new Date(),
}: {
  documents: readonly DocumentRow[];
  today?: Date;
}) {
  const remove = useDeleteDocument();

  if (documents.length === 0) {
    return (
      <EmptyState
        icon={FileText}
        title="Todavía no subiste documentos"
        description="Sube tus documentos para que el equipo de ConectaCargas los revise."
      />
    );
  }

  return (
    <ul
      aria-label="Mis documentos"
      className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
    >
      {documents.map((document) => (
        <li key={document.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start">
          <div className="min-w-0 flex-1 space-y-1">
            <p className="break-words font-medium text-slate-900">{document.file_name}</p>
            <p className="text-sm text-slate-600">
              {documentKindLabel(document.kind)} · {formatFileSize(document.size)} ·{' '}
              {formatDate(document.created_at)}
            </p>
            <div className="flex flex-wrap gap-2">
              <DocumentStatusBadge status={document.status} />
              <ExpiryBadge expiresOn={document.expires_on} today={today} />
            </div>
            {document.status === 'rechazado' && document.review_note ? (
              <p className="text-sm text-red-700">Motivo del rechazo: {document.review_note}</p>
            ) : null}
          </div>
          <div className="flex gap-2">
            <Button
              variant="outline"
              size="sm"
              aria-label={`Descargar ${document.file_name}`}
              onClick={() => void download(document)}
            >
              <Download aria-hidden="true" className="h-4 w-4" />
              Descargar
            </Button>
            {document.status === 'en_revision' ? (
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Eliminar ${document.file_name}`}
                disabled={remove.isPending}
                onClick={() => remove.mutate(document, { onError: (error) => toastFailure(error) })}
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" />
                Eliminar
              </Button>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
