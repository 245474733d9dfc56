import { SubmitWithCancel } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { submitHandler, useZodForm } from '@/lib/forms';
import { MAX_REVIEW_NOTE, rejectDocumentSchema, type RejectDocumentInput } from '../schemas';

export interface RejectDocumentFormProps {
  /** Sends the rejection; resolves when it is done (the caller closes the form). */
  onReject: (note: string) => Promise<void>;
  onCancel: () => void;
}

/** Why a document is rejected: the owner reads this note on their Documentos page. */
export function RejectDocumentForm({ onReject, onCancel }: RejectDocumentFormProps) {
  const form = useZodForm(rejectDocumentSchema, { note: '' });
  const { isSubmitting } = form.formState;

  const onValid = ({ note }: RejectDocumentInput) => onReject(note);

  return (
    <form noValidate className="space-y-3" onSubmit={submitHandler(form.handleSubmit, onValid)}>
      <TextField
        form={form}
        name="note"
        label="Motivo del rechazo"
        required
        hint="El titular verá este motivo en su página de Documentos."
        multiline
        rows={3}
        maxLength={MAX_REVIEW_NOTE}
      />
      <SubmitWithCancel pending={isSubmitting} pendingLabel="Rechazando…" onCancel={onCancel}>
        Confirmar rechazo
      </SubmitWithCancel>
    </form>
  );
}
