import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { LabeledField } from '@/components/ui/labeled-field';

/** A labelled file input bound to a form field (its value is the FileList). */
export function FileField<TInput extends FieldValues, TOutput extends FieldValues>({
  form,
  name,
  label,
  hint,
  required,
  accept,
  multiple,
  capture,
}: {
  form: UseFormReturn<TInput, unknown, TOutput>;
  name: Path<TInput>;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  accept: string;
  multiple?: boolean;
  /** 'environment': the phone opens its rear camera. */
  capture?: 'environment';
}) {
  const error = form.getFieldState(name, form.formState).error?.message;
  return (
    <LabeledField {...{ label, hint, required, error }}>
      <input
        type="file"
        accept={accept}
        multiple={multiple}
        capture={capture}
        className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-800"
        {...form.register(name)}
      />
    </LabeledField>
  );
}
