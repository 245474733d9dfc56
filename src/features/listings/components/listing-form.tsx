import { useId } from 'react';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { LabeledField } from '@/components/ui/labeled-field';
import { ServerForm } from '@/components/ui/server-form';
import { SelectField, TextField } from '@/components/ui/text-field';
import { useZodForm } from '@/lib/forms';
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
  NETWORK_HOURS,
  type ListingFormValues,
  type ListingInput,
} from '../schemas';
import { paymentTermDays, paymentTermLabel } from '@/domain/payment-terms';
import type { Place } from '@/domain/places/match-places';
import type { SuggestedPriceQuery } from '../types';
import { PlaceCombobox } from '@/components/places/place-combobox';
import { SuggestedPriceHint } from './suggested-price-hint';

export interface ListingFormProps {
  defaultValues?: ListingFormValues;
  submitLabel: string;
  /** Saves the listing; throws to keep the input and say in the form why it failed. */
  onSubmit: (input: ListingInput) => Promise<void>;
  /** Clear the form after a successful submit (create) rather than keep it (edit). */
  resetOnSuccess?: boolean;
  onCancel?: () => void;
  /** Show Precio sugerido under the price (the create form). */
  suggestPrice?: boolean;
  /** Offer 'Primero a mis transportistas' (publication only). */
  networkFirst?: boolean;
}

const numberProps = { type: 'number', inputMode: 'decimal', min: '0.01', step: '0.01' } as const;

/** The listing form, shared by create (Crear Anuncio) and edit (Guardar Cambios). */
const insuredByOptions = [
  { value: 'shipper', label: 'Seguro a cargo del dador' },
  { value: 'transporter', label: 'Seguro a cargo del transportista' },
] as const;

const paymentTermOptions = paymentTermDays.map((days) => ({
  value: String(days),
  label: paymentTermLabel(days),
}));

const networkHoursOptions = NETWORK_HOURS.map((hours) => ({
  value: String(hours),
  label: `Sí, durante ${hours} horas`,
}));

export function ListingForm({
  defaultValues = emptyListingFormValues,
  submitLabel,
  onSubmit,
  resetOnSuccess = false,
  onCancel,
  suggestPrice = false,
  networkFirst = false,
}: ListingFormProps) {
  const form = useZodForm(listingFormSchema, defaultValues);
  const instantBookingHintId = useId();
  const {
    register,
    reset,
    setValue,
    watch,
    formState: { errors },
  } = form;
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
  const vehicleOptions =
    currentVehicle && !vehicleTypeOptions.some((o) => o.value === currentVehicle)
      ? [
          ...vehicleTypeOptions,
          { value: currentVehicle, label: vehicleTypeFilterLabel(currentVehicle) },
        ]
      : vehicleTypeOptions;

  async function submit(input: ListingInput) {
    await onSubmit(input);
    if (resetOnSuccess) reset(emptyListingFormValues);
  }

  return (
    <ServerForm
      form={form}
      onSubmit={submit}
      submitLabel={submitLabel}
      pendingLabel="Guardando…"
      onCancel={onCancel}
      className="space-y-4"
    >
      <TextField
        form={form}
        name="title"
        label="Título"
        required
        maxLength={listingTextLimits.title}
      />
      <TextField
        form={form}
        name="description"
        label="Descripción"
        required
        multiline
        rows={4}
        maxLength={listingTextLimits.description}
      />
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
        <SelectField
          form={form}
          name="cargoType"
          label="Tipo de mercadería"
          required
          placeholder="Selecciona una opción"
          options={cargoTypeOptions}
        />
        <SelectField
          form={form}
          name="loadType"
          label="Tipo de carga"
          required
          placeholder="Selecciona una opción"
          options={loadTypeOptions}
        />
        <TextField form={form} name="weight" label="Peso (kg)" required {...numberProps} />
        <SelectField
          form={form}
          name="vehicleType"
          label="Tipo de vehículo (opcional)"
          placeholder={UNSPECIFIED_LABEL}
          options={vehicleOptions}
        />
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-700">
          Dimensiones (cm, opcional)
        </legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField form={form} name="length" label="Largo (cm)" {...numberProps} />
          <TextField form={form} name="width" label="Ancho (cm)" {...numberProps} />
          <TextField form={form} name="height" label="Alto (cm)" {...numberProps} />
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField form={form} name="pickupDate" label="Fecha de recogida" required type="date" />
        <TextField form={form} name="deliveryDate" label="Fecha de entrega" required type="date" />
        <TextField form={form} name="price" label="Precio (€)" required {...numberProps} />
      </div>
      {suggestPrice ? <SuggestedPriceHint query={priceQuery} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          form={form}
          name="declaredValue"
          label="Valor declarado de la carga (€, opcional)"
          hint="El valor que cubre el seguro de la carga."
          {...numberProps}
        />
        <SelectField
          form={form}
          name="insuredBy"
          label="¿Quién asegura la carga?"
          required
          placeholder="Selecciona una opción"
          options={insuredByOptions}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          form={form}
          name="paymentTermDays"
          label="Plazo de pago"
          required
          hint="Cuándo pagás el flete, contado desde que se conforma la entrega."
          placeholder="Selecciona una opción"
          options={paymentTermOptions}
        />
      </div>
      <CheckboxField
        label="Reserva inmediata"
        aria-describedby={instantBookingHintId}
        {...register('instantBooking')}
      />
      <p id={instantBookingHintId} className="-mt-2 text-sm text-slate-500">
        Un transportista verificado puede tomar la carga al precio publicado, sin negociar.
      </p>
      {networkFirst ? (
        <div className="space-y-1">
          <SelectField
            form={form}
            name="networkHours"
            label="Primero a mis transportistas"
            placeholder="No, publicar para todos"
            options={networkHoursOptions}
          />
          <p className="text-sm text-slate-500">
            Solo los transportistas de «Mis transportistas» la ven y ofertan durante ese tiempo;
            después se publica para todos sola.
          </p>
        </div>
      ) : null}
    </ServerForm>
  );
}
