import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '@/auth';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Select } from '@/components/ui/input';
import { LabeledField } from '@/components/ui/labeled-field';
import { LoadingList } from '@/components/ui/loading-list';
import { ServerForm } from '@/components/ui/server-form';
import { SelectField, TextField } from '@/components/ui/text-field';
import { vehicleTypeLabel, vehicleTypeOptions } from '@/domain/catalog';
import { formatPlate, useMyVehicles } from '@/features/fleet';
import { PlaceCombobox } from '@/components/places/place-combobox';
import type { Place } from '@/domain/places/match-places';
import { ARGENTINE_PROVINCES } from '@/domain/places/provinces';
import { localCalendarDate } from '@/lib/calendar-date';
import { useZodForm } from '@/lib/forms';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useCreateAvailability } from '../api/availability';
import { ANY_DESTINATION } from '../format';
import {
  availabilityFormSchema,
  emptyAvailability,
  NOTE_MAX,
  PLACE_MAX,
  vehicleChoice,
  type AvailabilityFormValues,
  type AvailabilityInput,
  type OwnVehicle,
} from '../schemas';

const provinceOptions = ARGENTINE_PROVINCES.map((province) => ({
  value: province,
  label: province,
}));

interface FleetVehicle extends OwnVehicle {
  plate: string;
}

// One array for 'no vehicles', so the schema is not rebuilt on every render.
const NO_VEHICLES: readonly FleetVehicle[] = [];

function Form({ vehicles }: { vehicles: readonly FleetVehicle[] }) {
  const create = useCreateAvailability();
  const today = localCalendarDate();
  const schema = useMemo(() => availabilityFormSchema(today, vehicles), [today, vehicles]);
  const form = useZodForm<AvailabilityFormValues, AvailabilityInput>(schema, emptyAvailability);
  const errors = form.formState.errors;
  const from = form.watch('availableFrom');

  async function submit(input: AvailabilityInput) {
    await create.mutateAsync(input);
    toast.success('Camión publicado');
    form.reset(emptyAvailability);
  }

  /** The province follows the place: a picked suggestion, or text naming a known locality. */
  const placeHandlers = {
    onPick: (place: Place) => {
      form.setValue('place', place.label, { shouldDirty: true, shouldValidate: true });
      form.setValue('province', place.province, { shouldDirty: true });
    },
    onPlaceMatch: (place: Place | null) => {
      form.setValue('province', place?.province ?? '', { shouldDirty: true });
    },
  };

  return (
    <ServerForm
      form={form}
      onSubmit={submit}
      submitLabel="Publicar"
      pendingLabel="Publicando…"
      className="grid gap-4 sm:grid-cols-2"
    >
      <LabeledField
        label="Vehículo"
        required
        error={errors.vehicle?.message}
        hint={
          vehicles.length === 0 ? (
            <>
              Elige un tipo, o{' '}
              <Link to={paths.transporterFleet()} className="text-brand-700 underline">
                carga tus vehículos
              </Link>{' '}
              para elegir uno por su patente.
            </>
          ) : undefined
        }
      >
        <Select {...form.register('vehicle')}>
          <option value="">Selecciona un vehículo</option>
          {vehicles.length > 0 ? (
            <optgroup label="Mis vehículos">
              {vehicles.map((vehicle) => (
                <option key={vehicle.id} value={vehicleChoice.own(vehicle.id)}>
                  {formatPlate(vehicle.plate)} · {vehicleTypeLabel(vehicle.vehicle_type)}
                </option>
              ))}
            </optgroup>
          ) : null}
          <optgroup label="Tipo de vehículo">
            {vehicleTypeOptions.map((option) => (
              <option key={option.value} value={vehicleChoice.type(option.value)}>
                {option.label}
              </option>
            ))}
          </optgroup>
        </Select>
      </LabeledField>
      <LabeledField
        label="Localidad"
        required
        error={errors.place?.message}
        hint="Dónde está libre el camión."
      >
        <PlaceCombobox {...form.register('place')} {...placeHandlers} maxLength={PLACE_MAX} />
      </LabeledField>
      <TextField
        form={form}
        name="availableFrom"
        label="Disponible desde"
        required
        type="date"
        min={today}
      />
      <TextField
        form={form}
        name="availableTo"
        label="Disponible hasta"
        required
        type="date"
        min={from || today}
      />
      <SelectField
        form={form}
        name="destinationProvince"
        label="Destino preferido"
        placeholder={ANY_DESTINATION}
        options={provinceOptions}
      />
      <TextField
        form={form}
        name="note"
        label="Nota (opcional)"
        multiline
        rows={2}
        maxLength={NOTE_MAX}
        className="sm:col-span-2"
      />
    </ServerForm>
  );
}

/** 'Camión disponible': where and when the carrier's truck is free, and where he would go. */
export function AvailabilityForm() {
  const { user } = useAuth();
  const vehicles = useMyVehicles(user?.id);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Publicar camión disponible</CardTitle>
        <p className="text-sm text-slate-600">
          Los dadores de carga ven tu camión en Camiones disponibles y te pueden ofrecer sus cargas.
        </p>
      </CardHeader>
      <CardContent>
        {vehicles.isPending ? (
          <LoadingList label="Cargando tus vehículos…" rows={2} />
        ) : (
          // Without his vehicles (a failed read) the carrier still publishes with a type.
          <Form vehicles={vehicles.data ?? NO_VEHICLES} />
        )}
      </CardContent>
    </Card>
  );
}
