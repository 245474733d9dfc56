import { FormProvider } from 'react-hook-form';
import { accountDefaults, registerSchema, type RegisterValues } from '../schemas';
import { AccountIdentityFields, AccountPasswordFields, TermsField } from './account-fields';
import { RoleChoice } from './role-choice';
import { submitHandler, useZodForm } from '@/lib/forms';
import { SubmitButton } from '@/components/ui/submit-button';

export interface RegisterFormProps {
  onSubmit(values: RegisterValues): Promise<void>;
}

/** Generic registration: account fields, role choice and terms. */
export function RegisterForm({ onSubmit }: RegisterFormProps) {
  const form = useZodForm(registerSchema, accountDefaults);
  return (
    <FormProvider {...form}>
      <form noValidate className="space-y-5" onSubmit={submitHandler(form.handleSubmit, onSubmit)}>
        <AccountIdentityFields />
        <AccountPasswordFields />
        <RoleChoice />
        <TermsField />
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Creando cuenta…">
          Registrarse
        </SubmitButton>
      </form>
    </FormProvider>
  );
}
