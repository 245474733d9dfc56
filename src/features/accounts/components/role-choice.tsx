import { useId } from 'react';
import { FieldError, RequiredMark } from '@/components/ui/labeled-field';
import { useFormContext } from 'react-hook-form';
import type { SignUpRole } from '@/auth';
import { cn } from '@/lib/cn';
import type { RegisterInput } from '../schemas/sign-up';

const options: { value: SignUpRole; label: string; hint: string }[] = [
  { value: 'shipper', label: 'Dador de Carga', hint: 'Publico cargas para enviar.' },
  { value: 'transporter', label: 'Transportista', hint: 'Busco cargas para transportar.' },
];

/** The generic form's role choice: shipper or transporter (admin cannot be chosen). */
export function RoleChoice() {
  const {
    register,
    formState: { errors },
  } = useFormContext<RegisterInput>();
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const error = errors.role?.message;
  return (
    <div className="space-y-2">
      <div className="mb-1 flex items-baseline gap-1">
        <p id={labelId} className="text-sm font-medium text-slate-700">
          Tipo de cuenta
        </p>
        <RequiredMark required />
      </div>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="grid gap-2 sm:grid-cols-2"
      >
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-md border p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50',
              error ? 'border-red-500' : 'border-slate-300',
            )}
          >
            <input
              type="radio"
              value={option.value}
              className="mt-1 h-4 w-4 accent-brand-700"
              {...register('role')}
            />
            <span>
              <span className="block text-sm font-medium text-slate-900">{option.label}</span>
              <span className="block text-xs text-slate-600">{option.hint}</span>
            </span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
