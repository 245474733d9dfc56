import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { signInSchema, type SignInValues } from '../schemas';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { submitHandler, useZodForm } from '@/lib/forms';
import { SubmitButton } from '@/components/ui/submit-button';

export interface SignInFormProps {
  defaultEmail?: string;
  onSubmit(values: SignInValues): Promise<void>;
  /** Switches to the forgot-password mode, carrying the e-mail typed so far. */
  onForgotPassword(email: string): void;
}

export function SignInForm({ defaultEmail = '', onSubmit, onForgotPassword }: SignInFormProps) {
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useZodForm(signInSchema, { email: defaultEmail, password: '', rememberMe: false });

  return (
    <form noValidate className="space-y-4" onSubmit={submitHandler(handleSubmit, onSubmit)}>
      <FormField label="Correo Electrónico" required error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...register('email')} />
      </FormField>
      <FormField label="Contraseña" required error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...register('password')} />
      </FormField>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CheckboxField label="Recordarme" {...register('rememberMe')} />
        <Button
          variant="link"
          className="h-auto px-0"
          onClick={() => onForgotPassword(getValues('email'))}
        >
          ¿Olvidaste tu contraseña?
        </Button>
      </div>
      <SubmitButton pending={isSubmitting} pendingLabel="Iniciando sesión…">
        Iniciar Sesión
      </SubmitButton>
    </form>
  );
}
