import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/text-field';
import { EmailField } from './account-text-fields';
import { signInSchema, type SignInValues } from '../schemas/sign-in';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { submitHandler, useZodForm } from '@/lib/forms';
import { SubmitButton } from '@/components/ui/submit-button';
import { HydratedForm } from '@/components/ui/hydrated-form';

export interface SignInFormProps {
  defaultEmail?: string;
  onSubmit(values: SignInValues): Promise<void>;
  /** Switches to the forgot-password mode, carrying the e-mail typed so far. */
  onForgotPassword(email: string): void;
}

export function SignInForm({ defaultEmail = '', onSubmit, onForgotPassword }: SignInFormProps) {
  const form = useZodForm(signInSchema, { email: defaultEmail, password: '', rememberMe: false });

  return (
    <HydratedForm
      noValidate
      className="space-y-4"
      onSubmit={submitHandler(form.handleSubmit, onSubmit)}
    >
      <EmailField form={form} name="email" />
      <PasswordField
        form={form}
        name="password"
        label="Contraseña"
        autoComplete="current-password"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CheckboxField label="Recordarme" {...form.register('rememberMe')} />
        <Button
          variant="link"
          className="h-auto px-0"
          onClick={() => onForgotPassword(form.getValues('email'))}
        >
          ¿Olvidaste tu contraseña?
        </Button>
      </div>
      <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Iniciando sesión…">
        Iniciar Sesión
      </SubmitButton>
    </HydratedForm>
  );
}
