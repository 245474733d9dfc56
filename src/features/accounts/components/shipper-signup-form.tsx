import { TextField } from '@/components/ui/text-field';
import { accountDefaults, shipperSignupSchema, type ShipperSignupValues } from '../schemas/sign-up';
import { SignUpForm } from './account-fields';
import { AddressField } from './account-text-fields';
import { useZodForm } from '@/lib/forms';

export interface ShipperSignupFormProps {
  onSubmit(values: ShipperSignupValues): Promise<void>;
}

/** Shipper registration: the account fields plus address and the kinds of cargo sent. */
export function ShipperSignupForm({ onSubmit }: ShipperSignupFormProps) {
  const form = useZodForm(shipperSignupSchema, { ...accountDefaults, address: '', cargoTypes: '' });
  return (
    <SignUpForm
      form={form}
      onSubmit={onSubmit}
      submitLabel="Crear cuenta de Dador de Carga"
      fields={
        <>
          <AddressField form={form} name="address" required />
          <TextField
            form={form}
            name="cargoTypes"
            label="Tipos de carga que envías"
            required
            hint="Por ejemplo: vinos, alimentos, materiales de obra."
            multiline
            rows={3}
          />
        </>
      }
    />
  );
}
