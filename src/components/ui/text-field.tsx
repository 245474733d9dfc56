import type { ComponentProps, ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { LabeledField } from './labeled-field';
import { Input, Select, SelectOptions, Textarea } from './input';

type InputOnlyProps = Pick<ComponentProps<'input'>, 'type' | 'inputMode' | 'min' | 'max' | 'step'>;
type SharedControlProps = Pick<
  ComponentProps<'input'>,
  'autoComplete' | 'placeholder' | 'maxLength' | 'disabled' | 'readOnly' | 'autoFocus'
>;

export interface TextFieldProps<TInput extends FieldValues, TOutput extends FieldValues>
  extends InputOnlyProps, SharedControlProps {
  /** The form the field belongs to: it registers the control and reads the field's error. */
  form: UseFormReturn<TInput, unknown, TOutput>;
  name: Path<TInput>;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  /** A textarea of `rows` lines instead of a one-line input. */
  multiline?: boolean;
  rows?: number;
}

/**
 * A labelled text control bound to a form field by name: label, control, hint and validation
 * message in one element, so a form lists its fields instead of repeating their wiring.
 */
export function TextField<TInput extends FieldValues, TOutput extends FieldValues>({
  form,
  name,
  label,
  hint,
  required,
  className,
  multiline = false,
  rows,
  type,
  inputMode,
  min,
  max,
  step,
  ...shared
}: TextFieldProps<TInput, TOutput>) {
  // Passing formState subscribes this field to validation changes.
  const error = form.getFieldState(name, form.formState).error?.message;
  const registration = form.register(name);
  return (
    <LabeledField {...{ label, hint, required, className, error }}>
      {multiline ? (
        <Textarea rows={rows} {...shared} {...registration} />
      ) : (
        <Input {...{ type, inputMode, min, max, step }} {...shared} {...registration} />
      )}
    </LabeledField>
  );
}

/** A required password field; autoComplete is new-password unless told otherwise. */
export function PasswordField<TInput extends FieldValues, TOutput extends FieldValues>(
  props: Omit<TextFieldProps<TInput, TOutput>, 'type' | 'multiline' | 'rows'>,
) {
  return <TextField type="password" required autoComplete="new-password" {...props} />;
}

export interface SelectFieldProps<TInput extends FieldValues, TOutput extends FieldValues> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  name: Path<TInput>;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  /** The first option, for no choice yet (its value is ''). */
  placeholder: string;
  options: readonly { value: string; label: string }[];
}

/** A labelled select bound to a form field by name, like TextField. */
export function SelectField<TInput extends FieldValues, TOutput extends FieldValues>({
  form,
  name,
  label,
  hint,
  required,
  placeholder,
  options,
}: SelectFieldProps<TInput, TOutput>) {
  const error = form.getFieldState(name, form.formState).error?.message;
  return (
    <LabeledField {...{ label, hint, required, error }}>
      <Select {...form.register(name)}>
        <option value="">{placeholder}</option>
        <SelectOptions options={options} />
      </Select>
    </LabeledField>
  );
}
