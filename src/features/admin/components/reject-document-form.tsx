import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { submitHandler, useZodForm } from '@/lib/forms';
import { MAX_REVIEW_NOTE, rejectDocumentSchema, type RejectDocumentInput } from '../schemas';

export interface RejectDocumentFormProps {
  /** Sends the rejection; resolves when it is done (the caller closes the form). */
  onReject: (note: string) => Promise<void>;
  onCancel: () => void;
}

/** Why a document is rejected: the owner reads this note on their Documentos page. */
export function RejectDocumentForm({ onReject, onCancel }: RejectDocumentFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(rejectDocumentSchema, { note: '' });

  const onValid = ({ note }: RejectDocumentInput) => onReject(note);

  return (
    <form noValidate className="space-y-3" onSubmit={submitHandler(handleSubmit, onValid)}>
      <FormField
        label="Motivo del rechazo"
        required
        hint="El titular verá este motivo en su página de Documentos."
        error={errors.note?.message}
      >
        <Textarea maxLength={MAX_REVIEW_NOTE} rows={3} {...register('note')} />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={isSubmitting} pendingLabel="Rechazando…" fullWidth={false}>
          Confirmar rechazo
        </SubmitButton>
        <Button variant="outline" disabled={isSubmitting} onClick={onCancel}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
