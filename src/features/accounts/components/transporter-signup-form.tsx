import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { accountDefaults, transporterSignupSchema, type TransporterSignupValues } from '../schemas';
import { SignUpForm } from './account-fields';
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
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <SignUpForm
      form={form}
      onSubmit={onSubmit}
      submitLabel="Crear cuenta de Transportista"
      companyRequired
      fields={
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Dirección" required error={errors.address?.message}>
              <Input autoComplete="street-address" {...register('address')} />
            </FormField>
            <FormField label="CUIT / Identificación fiscal" required error={errors.taxId?.message}>
              <Input inputMode="numeric" {...register('taxId')} />
            </FormField>
          </div>
          <FormField label="Descripción del servicio" required error={errors.description?.message}>
            <Textarea rows={3} {...register('description')} />
          </FormField>
          <VehicleTypesField />
          <FormField
            label="Áreas de servicio"
            required
            error={errors.serviceAreas?.message}
            hint="Provincias, ciudades o rutas donde trabajas."
          >
            <Input {...register('serviceAreas')} />
          </FormField>
        </>
      }
    />
  );
}
