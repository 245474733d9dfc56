import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ServerForm } from '@/components/ui/server-form';
import { TextField } from '@/components/ui/text-field';
import { useZodForm } from '@/lib/forms';
import { toast } from '@/lib/toast';
import { useAddDriver } from '../api/fleet';
import { driverSchema, emptyDriver, type DriverFormValues, type DriverInput } from '../schemas';

/** 'Agregar chofer': name, DNI, licence with its expiry, phone. */
export function DriverForm() {
  const add = useAddDriver();
  const form = useZodForm<DriverFormValues, DriverInput>(driverSchema, emptyDriver);

  async function submit(values: DriverInput) {
    await add.mutateAsync(values);
    toast.success('Chofer agregado');
    form.reset(emptyDriver);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Agregar chofer</CardTitle>
      </CardHeader>
      <CardContent>
        <ServerForm
          form={form}
          onSubmit={submit}
          submitLabel="Agregar chofer"
          pendingLabel="Guardando…"
          className="grid gap-3 sm:grid-cols-2"
        >
          <TextField
            form={form}
            name="fullName"
            label="Nombre y apellido"
            required
            autoComplete="off"
          />
          <TextField
            form={form}
            name="dni"
            label="DNI"
            hint="7 u 8 dígitos, sin puntos"
            required
            inputMode="numeric"
            maxLength={8}
          />
          <TextField
            form={form}
            name="licenceNumber"
            label="Número de licencia"
            required
            maxLength={20}
          />
          <TextField
            form={form}
            name="licenceExpiry"
            label="Vencimiento de la licencia"
            type="date"
            required
          />
          <TextField
            form={form}
            name="phone"
            label="Teléfono"
            type="tel"
            required
            autoComplete="off"
            placeholder="0261 555-0101"
          />
        </ServerForm>
      </CardContent>
    </Card>
  );
}
