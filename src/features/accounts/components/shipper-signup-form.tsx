import { FormProvider } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { accountDefaults, shipperSignupSchema, type ShipperSignupValues } from '../schemas';
import { AccountIdentityFields, AccountPasswordFields, TermsField } from './account-fields';
import { submitHandler, useZodForm } from '@/lib/forms';
import { SubmitButton } from '@/components/ui/submit-button';

export interface ShipperSignupFormProps {
  onSubmit(values: ShipperSignupValues): Promise<void>;
}

/** Shipper registration: the account fields plus address and the kinds of cargo sent. */
export function ShipperSignupForm({ onSubmit }: ShipperSignupFormProps) {
  const form = useZodForm(shipperSignupSchema, { ...accountDefaults, address: '', cargoTypes: '' });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <FormProvider {...form}>
      <form noValidate className="space-y-5" onSubmit={submitHandler(form.handleSubmit, onSubmit)}>
        <AccountIdentityFields />
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
        <AccountPasswordFields />
        <TermsField />
        <SubmitButton pending={isSubmitting} pendingLabel="Creando cuenta…">
          Crear cuenta de Dador de Carga
        </SubmitButton>
      </form>
    </FormProvider>
  );
}
