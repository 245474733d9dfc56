import { TextField } from '@/components/ui/text-field';
import {
  accountDefaults,
  transporterSignupSchema,
  type TransporterSignupValues,
} from '../schemas/sign-up';
import { SignUpForm } from './account-fields';
import { AddressField } from './account-text-fields';
import { useZodForm } from '@/lib/forms';
import { VehicleTypesField } from './vehicle-types-field';

export interface TransporterSignupFormProps {
  onSubmit(values: TransporterSignupValues): Promise<void>;
}

/** Transporter registration: the account fields with company required, plus the service. */
export function TransporterSignupForm({ onSubmit }: TransporterSignupFormProps) {
  const form = useZodForm(transporterSignupSchema, {
    ...accountDefaults,
    address: '',
    description: '',
    vehicleTypes: [],
    serviceAreas: '',
    taxId: '',
  });
  return (
    <SignUpForm
      form={form}
      onSubmit={onSubmit}
      submitLabel="Crear cuenta de Transportista"
      companyRequired
      fields={
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <AddressField form={form} name="address" required />
            <TextField
              form={form}
              name="taxId"
              label="CUIT / Identificación fiscal"
              required
              inputMode="numeric"
            />
          </div>
          <TextField
            form={form}
            name="description"
            label="Descripción del servicio"
            required
            multiline
            rows={3}
          />
          <VehicleTypesField />
          <TextField
            form={form}
            name="serviceAreas"
            label="Áreas de servicio"
            required
            hint="Provincias, ciudades o rutas donde trabajas."
          />
        </>
      }
    />
  );
}
