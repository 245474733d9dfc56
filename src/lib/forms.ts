import { zodResolver } from '@hookform/resolvers/zod';
import type { FormEvent } from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type SubmitHandler,
  type UseFormHandleSubmit,
  type UseFormReturn,
  type UseFormSetError,
} from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from './data-errors';

/**
 * A form validated by a zod schema: it holds the schema's input and submits its output. Focus
 * after a failed submit is left to submitHandler, which follows the page order.
 */
export function useZodForm<TInput extends FieldValues, TOutput extends FieldValues>(
  schema: z.ZodType<TOutput, TInput>,
  defaultValues: DefaultValues<TInput>,
) {
  return useForm<TInput, unknown, TOutput>({
    shouldFocusError: false,
    resolver: zodResolver(schema),
    defaultValues,
  });
}

/**
 * Focuses the first control, in page order, whose field has an error. React Hook Form's own
 * shouldFocusError follows registration order, which puts controlled fields (the vehicle
 * picker) after every registered input; the page order is what a person expects.
 */
export function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors): void {
  for (const element of Array.from(form.elements)) {
    if (
      (element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement) &&
      element.name &&
      !element.disabled &&
      get(errors, element.name) !== undefined
    ) {
      element.focus();
      return;
    }
  }
}

/** The form's onSubmit: validates, then calls onValid or focuses the first invalid control. */
export function submitHandler<TInput extends FieldValues, TOutput>(
  handleSubmit: UseFormHandleSubmit<TInput, TOutput>,
  onValid: SubmitHandler<TOutput>,
) {
  return (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    void handleSubmit(onValid, (errors) => focusFirstInvalid(form, errors))(event);
  };
}

/**
 * Runs a submit's server call; when it throws, its Spanish message becomes the form's root error
 * (shown by FormError) and what was typed stays. Says whether the call succeeded.
 */
export async function sayFailureInForm<TInput extends FieldValues>(
  setError: UseFormSetError<TInput>,
  action: () => Promise<unknown>,
): Promise<boolean> {
  try {
    await action();
    return true;
  } catch (error) {
    setError('root', { message: errorMessage(error) });
    return false;
  }
}

/**
 * The form's onSubmit for a submit that may be refused: validates, then runs `onValid`, whose
 * failure is said in the form (sayFailureInForm). The one way a form reports a server's refusal.
 */
export function submitSayingFailure<TInput extends FieldValues, TOutput extends FieldValues>(
  form: UseFormReturn<TInput, unknown, TOutput>,
  onValid: (values: TOutput) => Promise<unknown>,
) {
  return submitHandler(form.handleSubmit, (values) =>
    sayFailureInForm(form.setError, () => onValid(values)),
  );
}
