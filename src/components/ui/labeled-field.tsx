import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Label } from './label';

interface FieldControlProps {
  id?: string;
  required?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

export interface LabeledFieldProps {
  label: ReactNode;
  /** The validation message, if any; linked to the control with aria-describedby. */
  error?: string;
  hint?: ReactNode;
  /**
   * The field must be filled: the control gets aria-required (forms validate with zod, so the
   * browser's own check stays off) and the label an asterisk. A control that carries the native
   * `required` itself is marked the same way.
   */
  required?: boolean;
  className?: string;
  /** A single input, select or textarea; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<FieldControlProps>;
}

export function LabeledField({
  label,
  error,
  hint,
  required,
  className,
  children,
}: LabeledFieldProps) {
  const generatedId = useId();
  const id = children.props.id ?? generatedId;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const isRequired = required ?? children.props.required ?? false;
  const describedBy =
    [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const control = cloneElement(children, {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': isRequired || undefined,
  });
  return (
    <div className={cn('space-y-1', className)}>
      <div className="mb-1 flex items-baseline gap-1">
        <Label htmlFor={id} className="mb-0">
          {label}
        </Label>
        <RequiredMark required={isRequired} />
      </div>
      {control}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/**
 * The asterisk beside a required field's label. Outside the <label> and hidden from assistive
 * technology, which hears "required" from aria-required instead of "asterisk".
 */
export function RequiredMark({ required }: { required: boolean }) {
  if (!required) return null;
  return (
    <span aria-hidden="true" className="text-sm font-medium text-red-600">
      *
    </span>
  );
}

/**
 * A field's validation message, announced when it appears; `id` is what the control's
 * aria-describedby points at. Renders nothing without a message.
 */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm text-red-600">
      {message}
    </p>
  );
}
