import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { accountDefaults, shipperSignupSchema, type ShipperSignupValues } from '../schemas';
import { SignUpForm } from './account-fields';
import { useZodForm } from '@/lib/forms';

export interface ShipperSignupFormProps {
  onSubmit(values: ShipperSignupValues): Promise<void>;
}

/** Shipper registration: the account fields plus address and the kinds of cargo sent. */
export function ShipperSignupForm({ onSubmit }: ShipperSignupFormProps) {
  const form = useZodForm(shipperSignupSchema, { ...accountDefaults, address: '', cargoTypes: '' });
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <SignUpForm
      form={form}
      onSubmit={onSubmit}
      submitLabel="Crear cuenta de Dador de Carga"
      fields={
        <>
          <FormField label="Dirección" required error={errors.address?.message}>
            <Input autoComplete="street-address" {...register('address')} />
          </FormField>
          <FormField
            label="Tipos de carga que envías"
            required
            error={errors.cargoTypes?.message}
            hint="Por ejemplo: vinos, alimentos, materiales de obra."
          >
            <Textarea rows={3} {...register('cargoTypes')} />
          </FormField>
        </>
      }
    />
  );
}
