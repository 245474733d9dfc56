import { Button } from '@/components/ui/button';
import { LabeledField } from '@/components/ui/labeled-field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { errorMessage } from '@/lib/data-errors';
import { submitHandler, useZodForm } from '@/lib/forms';
import { toast } from '@/lib/toast';
import {
  UNSPECIFIED_LABEL,
  cargoTypeOptions,
  loadTypeOptions,
  vehicleTypeFilterLabel,
  vehicleTypeOptions,
} from '@/domain/catalog';
import {
  emptyListingFormValues,
  listingFormSchema,
  listingTextLimits,
  type ListingFormValues,
  type ListingInput,
} from '../schemas';
import type { Place } from '../places/match-places';
import type { SuggestedPriceQuery } from '../types';
import { PlaceCombobox } from './place-combobox';
import { SuggestedPriceHint } from './suggested-price-hint';

export interface ListingFormProps {
  defaultValues?: ListingFormValues;
  submitLabel: string;
  /** Saves the listing; throws to keep the input and toast why it failed. */
  onSubmit: (input: ListingInput) => Promise<void>;
  /** Clear the form after a successful submit (create) rather than keep it (edit). */
  resetOnSuccess?: boolean;
  onCancel?: () => void;
  /** Show Precio sugerido under the price (the create form). */
  suggestPrice?: boolean;
}

const numberProps = { type: 'number', inputMode: 'decimal', min: '0.01', step: '0.01' } as const;

/** The listing form, shared by create (Crear Anuncio) and edit (Guardar Cambios). */
export function ListingForm({
  defaultValues = emptyListingFormValues,
  submitLabel,
  onSubmit,
  resetOnSuccess = false,
  onCancel,
  suggestPrice = false,
}: ListingFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useZodForm(listingFormSchema, defaultValues);
  const [originProvince, destinationProvince, weight] = watch([
    'originProvince',
    'destinationProvince',
    'weight',
  ]);
  const weightKg = Number(weight);
  const priceQuery: SuggestedPriceQuery | null =
    suggestPrice && originProvince && destinationProvince && weight !== '' && weightKg > 0
      ? { originProvince, destinationProvince, weightKg }
      : null;

  /** The province follows the place: a picked suggestion, or text naming a known locality. */
  function placeHandlers(
    text: 'origin' | 'destination',
    province: 'originProvince' | 'destinationProvince',
  ) {
    return {
      onPick: (place: Place) => {
        setValue(text, place.label, { shouldDirty: true, shouldValidate: true });
        setValue(province, place.province, { shouldDirty: true });
      },
      onPlaceMatch: (place: Place | null) => {
        setValue(province, place?.province ?? '', { shouldDirty: true });
      },
    };
  }
  // An edited listing may carry a filter-only vehicle type; keep it selectable.
  const currentVehicle = defaultValues.vehicleType;
  const extraVehicle =
    currentVehicle && !vehicleTypeOptions.some((o) => o.value === currentVehicle)
      ? { value: currentVehicle, label: vehicleTypeFilterLabel(currentVehicle) }
      : null;

  async function submit(input: ListingInput) {
    try {
      await onSubmit(input);
      if (resetOnSuccess) reset(emptyListingFormValues);
    } catch (error) {
      toast.error('Error', { description: errorMessage(error) });
    }
  }

  return (
    <form noValidate onSubmit={submitHandler(handleSubmit, submit)} className="space-y-4">
      <LabeledField label="Título" required error={errors.title?.message}>
        <Input {...register('title')} maxLength={listingTextLimits.title} />
      </LabeledField>
      <LabeledField label="Descripción" required error={errors.description?.message}>
        <Textarea {...register('description')} maxLength={listingTextLimits.description} rows={4} />
      </LabeledField>
      <div className="grid gap-4 sm:grid-cols-2">
        <LabeledField label="Origen" required error={errors.origin?.message}>
          <PlaceCombobox
            {...register('origin')}
            {...placeHandlers('origin', 'originProvince')}
            maxLength={listingTextLimits.origin}
          />
        </LabeledField>
        <LabeledField label="Destino" required error={errors.destination?.message}>
          <PlaceCombobox
            {...register('destination')}
            {...placeHandlers('destination', 'destinationProvince')}
            maxLength={listingTextLimits.destination}
          />
        </LabeledField>
        <LabeledField label="Tipo de mercadería" required error={errors.cargoType?.message}>
          <Select {...register('cargoType')}>
            <option value="">Selecciona una opción</option>
            {cargoTypeOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </LabeledField>
        <LabeledField label="Tipo de carga" required error={errors.loadType?.message}>
          <Select {...register('loadType')}>
            <option value="">Selecciona una opción</option>
            {loadTypeOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </LabeledField>
        <LabeledField label="Peso (kg)" required error={errors.weight?.message}>
          <Input {...register('weight')} {...numberProps} />
        </LabeledField>
        <LabeledField label="Tipo de vehículo (opcional)" error={errors.vehicleType?.message}>
          <Select {...register('vehicleType')}>
            <option value="">{UNSPECIFIED_LABEL}</option>
            {vehicleTypeOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
            {extraVehicle ? <option value={extraVehicle.value}>{extraVehicle.label}</option> : null}
          </Select>
        </LabeledField>
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-700">
          Dimensiones (cm, opcional)
        </legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <LabeledField label="Largo (cm)" error={errors.length?.message}>
            <Input {...register('length')} {...numberProps} />
          </LabeledField>
          <LabeledField label="Ancho (cm)" error={errors.width?.message}>
            <Input {...register('width')} {...numberProps} />
          </LabeledField>
          <LabeledField label="Alto (cm)" error={errors.height?.message}>
            <Input {...register('height')} {...numberProps} />
          </LabeledField>
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        <LabeledField label="Fecha de recogida" required error={errors.pickupDate?.message}>
          <Input {...register('pickupDate')} type="date" />
        </LabeledField>
        <LabeledField label="Fecha de entrega" required error={errors.deliveryDate?.message}>
          <Input {...register('deliveryDate')} type="date" />
        </LabeledField>
        <LabeledField label="Precio (€)" required error={errors.price?.message}>
          <Input {...register('price')} {...numberProps} />
        </LabeledField>
      </div>
      {suggestPrice ? <SuggestedPriceHint query={priceQuery} /> : null}

      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={isSubmitting} pendingLabel="Guardando…" fullWidth={false}>
          {submitLabel}
        </SubmitButton>
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
            Cancelar
          </Button>
        ) : null}
      </div>
    </form>
  );
}
