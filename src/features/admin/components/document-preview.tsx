import { ExternalLink } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { DocumentRow } from '@/features/documents';
import { errorMessage } from '@/lib/data-errors';
import { useDocumentPreviewUrl } from '../api/documents-review';

/** A document shown through a short-lived signed URL (images inline, PDFs in a frame). */
export function DocumentPreview({
  document,
  onClose,
}: {
  document: DocumentRow;
  onClose: () => void;
}) {
  const url = useDocumentPreviewUrl(document);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-3xl">
        <DialogTitle>{document.file_name}</DialogTitle>
        <DialogDescription>Vista previa del documento.</DialogDescription>
        <div className="mt-4">
          {url.isPending ? (
            <p className="text-sm text-slate-500">Cargando la vista previa…</p>
          ) : url.data === undefined ? (
            <p role="alert" className="text-sm text-red-700">
              {errorMessage(url.error)}
            </p>
          ) : (
            <div className="space-y-2">
              {document.mime_type === 'application/pdf' ? (
                <iframe
                  src={url.data}
                  title={`Vista previa de ${document.file_name}`}
                  className="h-[60vh] w-full rounded border border-slate-200"
                />
              ) : (
                <img
                  src={url.data}
                  alt={`Vista previa de ${document.file_name}`}
                  className="max-h-[60vh] w-full rounded border border-slate-200 object-contain"
                />
              )}
              <a
                href={url.data}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
              >
                <ExternalLink aria-hidden="true" className="h-4 w-4" />
                Abrir en una pestaña nueva
              </a>
            </div>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
