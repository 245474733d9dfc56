import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldError } from '@/components/ui/form-field';
import { Checkbox } from '@/components/ui/input';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string;
}

/** A checkbox with its label beside it and its error linked by aria-describedby. */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(
  function CheckboxField({ label, error, id, ...props }, ref) {
    const generatedId = useId();
    const inputId = id ?? generatedId;
    const errorId = `${inputId}-error`;
    return (
      <div className="space-y-1">
        <div className="flex items-start gap-2">
          <Checkbox
            ref={ref}
            id={inputId}
            className="mt-0.5"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            {...props}
          />
          <label htmlFor={inputId} className="text-sm text-slate-700">
            {label}
          </label>
        </div>
        <FieldError id={errorId} message={error} />
      </div>
    );
  },
);
