import { Plus, X } from 'lucide-react';
import { FieldError, RequiredMark } from '@/components/ui/form-field';
import { useId, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/input';
import { vehicleTypeOptions, type FormVehicleType } from '@/domain/catalog';
import { toggleValue } from '../toggle-value';
import type { TransporterSignupInput } from '../schemas';

function labelOf(value: FormVehicleType): string {
  return vehicleTypeOptions.find((option) => option.value === value)?.label ?? value;
}

/**
 * Vehicle types, picked one at a time from the form's list of vehicle types and toggled (Agregar / Quitar);
 * the chosen ones show as chips, each with its own remove button.
 */
export function VehicleTypesField() {
  const { control } = useFormContext<TransporterSignupInput>();
  const {
    field: { ref: selectRef, name, onBlur, onChange, value },
    fieldState: { error },
  } = useController({ control, name: 'vehicleTypes' });
  const [picked, setPicked] = useState<FormVehicleType | ''>('');
  const id = useId();
  const selectId = `${id}-select`;
  const errorId = `${id}-error`;
  const chipsId = `${id}-chips`;
  const chosen = value ?? [];
  const pickedIsChosen = picked !== '' && chosen.includes(picked);

  function toggle(vehicleType: FormVehicleType) {
    onChange(toggleValue(chosen, vehicleType));
  }

  return (
    <div className="space-y-2">
      <div className="mb-1 flex items-baseline gap-1">
        <Label htmlFor={selectId} className="mb-0">
          Tipos de vehículo
        </Label>
        <RequiredMark required />
      </div>
      <div className="flex gap-2">
        <Select
          ref={selectRef}
          id={selectId}
          name={name}
          value={picked}
          onBlur={onBlur}
          onChange={(event) => setPicked(event.target.value as FormVehicleType | '')}
          aria-invalid={error ? true : undefined}
          aria-required="true"
          aria-describedby={[chipsId, error ? errorId : null].filter(Boolean).join(' ')}
          className="flex-1"
        >
          <option value="">Elige un tipo de vehículo</option>
          {vehicleTypeOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {chosen.includes(option.value) ? `${option.label} (agregado)` : option.label}
            </option>
          ))}
        </Select>
        <Button
          variant="outline"
          disabled={picked === ''}
          onClick={() => {
            if (picked !== '') toggle(picked);
          }}
        >
          {pickedIsChosen ? (
            <X aria-hidden="true" className="h-4 w-4" />
          ) : (
            <Plus aria-hidden="true" className="h-4 w-4" />
          )}
          {pickedIsChosen ? 'Quitar' : 'Agregar'}
        </Button>
      </div>
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
