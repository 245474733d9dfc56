import { useId, type ComponentProps, type ReactNode } from 'react';
import { FieldError, RequiredMark } from './labeled-field';
import { Checkbox } from './input';

export interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: ReactNode;
  error?: string;
  /** The box must be ticked (the terms): aria-required and an asterisk after the label. */
  required?: boolean;
}

/** A checkbox with its label beside it and its error linked by aria-describedby. */
export function CheckboxField({
  label,
  error,
  id,
  required = false,
  ...props
}: CheckboxFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className="space-y-1">
      <div className="flex items-start gap-2">
        <Checkbox
          id={inputId}
          className="mt-0.5"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-required={required || undefined}
          {...props}
        />
        <label htmlFor={inputId} className="text-sm text-slate-700">
          {label}
        </label>
        <RequiredMark required={required} />
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
