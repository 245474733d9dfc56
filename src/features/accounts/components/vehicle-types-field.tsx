import { X } from 'lucide-react';
import { FieldError, RequiredMark } from '@/components/ui/labeled-field';
import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/input';
import { vehicleTypeOptions, type FormVehicleType } from '@/domain/catalog';
import { toggleValue } from '../toggle-value';

function labelOf(value: FormVehicleType): string {
  return vehicleTypeOptions.find((option) => option.value === value)?.label ?? value;
}

/** Any form with a `vehicleTypes` list: the transporter sign-up and the transporter profile. */
interface VehicleTypesForm {
  vehicleTypes: FormVehicleType[];
}

/**
 * Vehicle types, picked one at a time from the list: a pick adds the type at once (or removes it
 * when it was already chosen) and the list goes back to its prompt, so nothing waits for a
 * second press. The chosen ones show as chips, each with its own remove button.
 */
export function VehicleTypesField({ required = true }: { required?: boolean }) {
  const { control } = useFormContext<VehicleTypesForm>();
  const {
    field: { ref: selectRef, name, onBlur, onChange, value },
    fieldState: { error },
  } = useController({ control, name: 'vehicleTypes' });
  const id = useId();
  const selectId = `${id}-select`;
  const errorId = `${id}-error`;
  const chipsId = `${id}-chips`;
  const chosen = value ?? [];

  function toggle(vehicleType: FormVehicleType) {
    onChange(toggleValue(chosen, vehicleType));
  }

  return (
    <div className="space-y-2">
      <div className="mb-1 flex items-baseline gap-1">
        <Label htmlFor={selectId} className="mb-0">
          Tipos de vehículo
        </Label>
        <RequiredMark required={required} />
      </div>
      <Select
        ref={selectRef}
        id={selectId}
        name={name}
        value=""
        onBlur={onBlur}
        onChange={(event) => {
          const picked = event.target.value as FormVehicleType | '';
          if (picked !== '') toggle(picked);
        }}
        aria-invalid={error ? true : undefined}
        aria-required={required ? 'true' : undefined}
        aria-describedby={[chipsId, error ? errorId : null].filter(Boolean).join(' ')}
      >
        <option value="">Elige un tipo de vehículo</option>
        {vehicleTypeOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {chosen.includes(option.value) ? `${option.label} (agregado)` : option.label}
          </option>
        ))}
      </Select>
      <div id={chipsId} aria-live="polite">
        {chosen.length === 0 ? (
          <p className="text-xs text-slate-500">Todavía no agregaste ningún vehículo.</p>
        ) : (
          <ul aria-label="Vehículos seleccionados" className="flex flex-wrap gap-2">
            {chosen.map((vehicleType) => (
              <li
                key={vehicleType}
                className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-800"
              >
                {labelOf(vehicleType)}
                <button
                  type="button"
                  className="inline-flex h-6 w-6 items-center justify-center rounded-full hover:bg-brand-100"
                  aria-label={`Quitar ${labelOf(vehicleType)}`}
                  onClick={() => toggle(vehicleType)}
                >
                  <X aria-hidden="true" className="h-3.5 w-3.5" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <FieldError id={errorId} message={error?.message} />
    </div>
  );
}
