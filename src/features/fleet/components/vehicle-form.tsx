import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ServerForm } from '@/components/ui/server-form';
import { SelectField, TextField } from '@/components/ui/text-field';
import { vehicleTypeOptions } from '@/domain/catalog';
import { useZodForm } from '@/lib/forms';
import { toast } from '@/lib/toast';
import { useAddVehicle } from '../api/fleet';
import { emptyVehicle, vehicleSchema, type VehicleFormValues, type VehicleInput } from '../schemas';

/** 'Agregar vehículo': plate, type, capacity and an optional trailer plate. */
export function VehicleForm() {
  const add = useAddVehicle();
  const form = useZodForm<VehicleFormValues, VehicleInput>(vehicleSchema, emptyVehicle);

  async function submit(values: VehicleInput) {
    await add.mutateAsync(values);
    toast.success('Vehículo agregado');
    form.reset(emptyVehicle);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Agregar vehículo</CardTitle>
      </CardHeader>
      <CardContent>
        <ServerForm
          form={form}
          onSubmit={submit}
          submitLabel="Agregar vehículo"
          pendingLabel="Guardando…"
          className="grid gap-3 sm:grid-cols-2"
        >
          <TextField
            form={form}
            name="plate"
            label="Patente"
            hint="'AA 123 BB' o 'ABC 123'"
            required
            autoComplete="off"
            maxLength={12}
          />
          <SelectField
            form={form}
            name="vehicleType"
            label="Tipo de vehículo"
            required
            placeholder="Selecciona el tipo"
            options={vehicleTypeOptions}
          />
          <TextField
            form={form}
            name="capacityKg"
            label="Capacidad (kg)"
            required
            inputMode="numeric"
            maxLength={5}
          />
          <TextField
            form={form}
            name="trailerPlate"
            label="Patente del acoplado (opcional)"
            autoComplete="off"
            maxLength={12}
          />
        </ServerForm>
      </CardContent>
    </Card>
  );
}
