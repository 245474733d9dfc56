import type { ReactNode } from 'react';
import {
  FormProvider,
  useFormContext,
  type FieldValues,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { Link } from 'react-router-dom';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { paths } from '@/lib/paths';
import type { AccountInput } from '../schemas';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { submitHandler } from '@/lib/forms';

/** The registration form these fields sit in (they read it through FormProvider). */
function useAccountForm() {
  const {
    register,
    formState: { errors },
  } = useFormContext<AccountInput>();
  return { register, errors };
}

export interface AccountFieldsProps {
  /** Transporters must name their company; for everyone else it is optional. */
  companyRequired?: boolean;
}

/** Name, company, e-mail and phone: the identity fields every registration form shares. */
export function AccountIdentityFields({ companyRequired = false }: AccountFieldsProps) {
  const { register, errors } = useAccountForm();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label="Nombre Completo" required error={errors.name?.message}>
        <Input autoComplete="name" {...register('name')} />
      </FormField>
      <FormField
        label={companyRequired ? 'Empresa' : 'Empresa (opcional)'}
        required={companyRequired}
        error={errors.company?.message}
      >
        <Input autoComplete="organization" {...register('company')} />
      </FormField>
      <FormField label="Correo Electrónico" required error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...register('email')} />
      </FormField>
      <FormField label="Teléfono" required error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" inputMode="tel" {...register('phone')} />
      </FormField>
    </div>
  );
}

/** Password and its confirmation. */
export function AccountPasswordFields() {
  const { register, errors } = useAccountForm();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        label="Contraseña"
        required
        error={errors.password?.message}
        hint="Al menos 8 caracteres."
      >
        <Input type="password" autoComplete="new-password" {...register('password')} />
      </FormField>
      <FormField label="Confirmar Contraseña" required error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
      </FormField>
    </div>
  );
}

/** The terms checkbox, with a link to read them. */
export function TermsField() {
  const { register, errors } = useAccountForm();
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
      <form noValidate className="space-y-5" onSubmit={submitHandler(form.handleSubmit, onSubmit)}>
        <AccountIdentityFields companyRequired={companyRequired} />
        {fields}
        <AccountPasswordFields />
        {afterPasswords}
        <TermsField />
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Creando cuenta…">
          {submitLabel}
        </SubmitButton>
      </form>
    </FormProvider>
  );
}
