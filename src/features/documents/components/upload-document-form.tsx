import { useId, useState, type ChangeEvent } from 'react';
import { LabeledField } from '@/components/ui/labeled-field';
import { Input } from '@/components/ui/input';
import { ServerForm } from '@/components/ui/server-form';
import { SelectField, TextField } from '@/components/ui/text-field';
import {
  documentKindLabels,
  documentKindsByRole,
  type DocumentKind,
  type DocumentOwnerRole,
} from '@/domain/documents';
import { useZodForm } from '@/lib/forms';
import { useUploadDocument } from '../api/documents';
import { checkDocumentFile, fileCheckMessages } from '../file-check';
import { isoDay, uploadDocumentSchema } from '../schemas';

export interface UploadDocumentFormProps {
  role: DocumentOwnerRole;
  ownerId: string;
}

/**
 * Kind, file and optional expiry. The file is checked by content and size before anything is
 * sent; a refused file shows why under the file field and nothing is uploaded.
 */
export function UploadDocumentForm({ role, ownerId }: UploadDocumentFormProps) {
  const upload = useUploadDocument();
  const fileInputId = useId();
  // Looked up when needed (focus after a refusal, clearing after an upload), not held in a ref.
  const fileInput = () => document.getElementById(fileInputId) as HTMLInputElement | null;
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const form = useZodForm(uploadDocumentSchema(role), { kind: '', expiresOn: '' });
  const { reset } = form;

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    setFile(event.target.files?.[0] ?? null);
    setFileError(undefined);
  }

  const onValid = async (values: { kind: DocumentKind; expiresOn: string | null }) => {
    if (!file) {
      setFileError(fileCheckMessages.required);
      fileInput()?.focus();
      return;
    }
    const check = await checkDocumentFile(file);
    if (!check.ok) {
      setFileError(check.message);
      fileInput()?.focus();
      return;
    }
    await upload.mutateAsync({ ownerId, file, ...values });
    reset();
    setFile(null);
    const input = fileInput();
    if (input) input.value = '';
  };

  return (
    <ServerForm
      form={form}
      onSubmit={onValid}
      submitLabel="Subir documento"
      pendingLabel="Subiendo…"
      labelledBy="upload-document-title"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="upload-document-title" className="text-lg font-semibold text-slate-900">
        Subir documento
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          form={form}
          name="kind"
          label="Tipo de documento"
          required
          placeholder="Selecciona un tipo"
          options={documentKindsByRole[role].map((kind) => ({
            value: kind,
            label: documentKindLabels[kind],
          }))}
        />
        <TextField
          form={form}
          name="expiresOn"
          label="Fecha de vencimiento"
          hint="Opcional"
          type="date"
          min={isoDay(new Date())}
        />
      </div>
      <LabeledField label="Archivo" required hint="PDF, JPG o PNG, hasta 10 MB." error={fileError}>
        <Input
          id={fileInputId}
          type="file"
          name="file"
          accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
          className="h-auto py-1.5"
          onChange={chooseFile}
        />
      </LabeledField>
    </ServerForm>
  );
}
