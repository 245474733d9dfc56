import { DialogFooter } from '@/components/ui/dialog';
import type { FieldValues } from 'react-hook-form';
import { ServerForm, type ServerFormProps } from './server-form';

/** A dialog's form: its fields, the server's refusal, and its submit button in the footer. */
export function DialogForm<TInput extends FieldValues, TOutput extends FieldValues>(
  props: Omit<ServerFormProps<TInput, TOutput>, 'className' | 'Actions' | 'fullWidth'>,
) {
  return <ServerForm {...props} className="mt-4 space-y-4" Actions={DialogFooter} />;
}
