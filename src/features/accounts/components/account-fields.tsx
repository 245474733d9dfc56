import type { ReactNode } from 'react';
import {
  FormProvider,
  useFormContext,
  type FieldValues,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { Link } from 'react-router-dom';
import { PasswordField, TextField } from '@/components/ui/text-field';
import { EmailField } from './account-text-fields';
import { paths } from '@/lib/paths';
import type { AccountInput } from '../schemas/sign-up';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { submitHandler } from '@/lib/forms';
import { HydratedForm } from '@/components/ui/hydrated-form';

/** The registration form these fields sit in (they read it through FormProvider). */
function useAccountForm() {
  return useFormContext<AccountInput>();
}

export interface AccountFieldsProps {
  /** Transporters must name their company; for everyone else it is optional. */
  companyRequired?: boolean;
}

/** Name, company, e-mail and phone: the identity fields every registration form shares. */
export function AccountIdentityFields({ companyRequired = false }: AccountFieldsProps) {
  const form = useAccountForm();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField form={form} name="name" label="Nombre Completo" required autoComplete="name" />
      <TextField
        form={form}
        name="company"
        label={companyRequired ? 'Empresa' : 'Empresa (opcional)'}
        required={companyRequired}
        autoComplete="organization"
      />
      <EmailField form={form} name="email" />
      <TextField
        form={form}
        name="phone"
        label="Teléfono"
        required
        type="tel"
        autoComplete="tel"
        inputMode="tel"
      />
    </div>
  );
}

/** Password and its confirmation. */
export function AccountPasswordFields() {
  const form = useAccountForm();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <PasswordField form={form} name="password" label="Contraseña" hint="Al menos 8 caracteres." />
      <PasswordField form={form} name="confirmPassword" label="Confirmar Contraseña" />
    </div>
  );
}

/** The terms checkbox, with a link to read them. */
export function TermsField() {
  const {
    register,
    formState: { errors },
  } = useAccountForm();
  return (
    <CheckboxField
      label={
        <>
          Acepto los{' '}
          <Link
            to={paths.terms}
            className="font-medium text-brand-700 underline underline-offset-2"
          >
            términos y condiciones
          </Link>
        </>
      }
      error={errors.terms?.message}
      required
      {...register('terms')}
    />
  );
}

/**
 * A registration form: the identity fields, the form's own `fields`, the passwords, what comes
 * `afterPasswords`, the terms and the submit button.
 */
export function SignUpForm<TInput extends FieldValues, TOutput extends FieldValues>({
  form,
  onSubmit,
  submitLabel,
  companyRequired = false,
  fields,
  afterPasswords,
}: {
  form: UseFormReturn<TInput, unknown, TOutput>;
  onSubmit: SubmitHandler<TOutput>;
  submitLabel: string;
  companyRequired?: boolean;
  fields?: ReactNode;
  afterPasswords?: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <HydratedForm
        noValidate
        className="space-y-5"
        onSubmit={submitHandler(form.handleSubmit, onSubmit)}
      >
        <AccountIdentityFields companyRequired={companyRequired} />
        {fields}
        <AccountPasswordFields />
        {afterPasswords}
        <TermsField />
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Creando cuenta…">
          {submitLabel}
        </SubmitButton>
      </HydratedForm>
    </FormProvider>
  );
}
