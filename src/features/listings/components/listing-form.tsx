import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { errorMessage } from '@/lib/data-errors';
import {
  UNSPECIFIED_LABEL,
  cargoTypeOptions,
  loadTypeOptions,
  vehicleTypeFilterLabel,
  vehicleTypeOptions,
} from '../catalog';
import {
  emptyListingFormValues,
  listingFormSchema,
  type ListingFormValues,
  type ListingInput,
} from '../schemas';

export interface ListingFormProps {
  defaultValues?: ListingFormValues;
  submitLabel: string;
  /** Saves the listing; throws to keep the input and show why it failed. */
  onSubmit: (input: ListingInput) => Promise<void>;
  /** Clear the form after a successful submit (create) rather than keep it (edit). */
  resetOnSuccess?: boolean;
  onCancel?: () => void;
}

const numberProps = { type: 'number', inputMode: 'decimal', min: '0.01', step: '0.01' } as const;

/** The listing form of SPEC §2 and §5, shared by create and edit. */
export function ListingForm({
  defaultValues = emptyListingFormValues,
  submitLabel,
  onSubmit,
  resetOnSuccess = false,
  onCancel,
}: ListingFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ListingFormValues, unknown, ListingInput>({
    resolver: zodResolver(listingFormSchema),
    defaultValues,
  });
  // An edited listing may carry a filter-only vehicle type; keep it selectable.
  const currentVehicle = defaultValues.vehicleType;
  const extraVehicle =
    currentVehicle && !vehicleTypeOptions.some((o) => o.value === currentVehicle)
      ? { value: currentVehicle, label: vehicleTypeFilterLabel(currentVehicle) }
      : null;

  async function submit(input: ListingInput) {
    setServerError(null);
    try {
      await onSubmit(input);
      if (resetOnSuccess) reset(emptyListingFormValues);
    } catch (error) {
      const message = errorMessage(error);
      setServerError(message);
      toast.error('Error', { description: message });
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
      <FormField label="Título" error={errors.title?.message}>
        <Input {...register('title')} maxLength={120} />
      </FormField>
      <FormField label="Descripción" error={errors.description?.message}>
        <Textarea {...register('description')} maxLength={2000} rows={4} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Origen" error={errors.origin?.message}>
          <Input {...register('origin')} maxLength={120} autoComplete="off" />
        </FormField>
        <FormField label="Destino" error={errors.destination?.message}>
          <Input {...register('destination')} maxLength={120} autoComplete="off" />
        </FormField>
        <FormField label="Tipo de mercadería" error={errors.cargoType?.message}>
          <Select {...register('cargoType')}>
            <option value="">Selecciona una opción</option>
            {cargoTypeOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Tipo de carga" error={errors.loadType?.message}>
          <Select {...register('loadType')}>
            <option value="">Selecciona una opción</option>
            {loadTypeOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Peso (kg)" error={errors.weight?.message}>
          <Input {...register('weight')} {...numberProps} />
        </FormField>
        <FormField label="Tipo de vehículo (opcional)" error={errors.vehicleType?.message}>
          <Select {...register('vehicleType')}>
            <option value="">{UNSPECIFIED_LABEL}</option>
            {vehicleTypeOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
            {extraVehicle ? <option value={extraVehicle.value}>{extraVehicle.label}</option> : null}
          </Select>
        </FormField>
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-700">
          Dimensiones (cm, opcional)
        </legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField label="Largo (cm)" error={errors.length?.message}>
            <Input {...register('length')} {...numberProps} />
          </FormField>
          <FormField label="Ancho (cm)" error={errors.width?.message}>
            <Input {...register('width')} {...numberProps} />
          </FormField>
          <FormField label="Alto (cm)" error={errors.height?.message}>
            <Input {...register('height')} {...numberProps} />
          </FormField>
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Fecha de recogida" error={errors.pickupDate?.message}>
          <Input {...register('pickupDate')} type="date" />
        </FormField>
        <FormField label="Fecha de entrega" error={errors.deliveryDate?.message}>
          <Input {...register('deliveryDate')} type="date" />
        </FormField>
        <FormField label="Precio (€)" error={errors.price?.message}>
          <Input {...register('price')} {...numberProps} />
        </FormField>
      </div>

      {serverError ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {serverError}
        </p>
      ) : null}

      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Guardando…' : submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
            Cancelar
          </Button>
        ) : null}
      </div>
    </form>
  );
}
