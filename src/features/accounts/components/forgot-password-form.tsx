import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../schemas';
import { submitHandler, useZodForm } from '@/lib/forms';
import { SubmitButton } from '@/components/ui/submit-button';

export interface ForgotPasswordFormProps {
  defaultEmail?: string;
  onSubmit(values: ForgotPasswordValues): Promise<void>;
  /** Back to the login mode, carrying the e-mail typed so far. */
  onBack(email: string): void;
}

/** The sign-in screen's forgot-password mode: only the e-mail. */
export function ForgotPasswordForm({
  defaultEmail = '',
  onSubmit,
  onBack,
}: ForgotPasswordFormProps) {
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useZodForm(forgotPasswordSchema, { email: defaultEmail });

  return (
    <form noValidate className="space-y-4" onSubmit={submitHandler(handleSubmit, onSubmit)}>
      <FormField
        label="Correo Electrónico"
        required
        error={errors.email?.message}
        hint="Te enviaremos un enlace para crear una contraseña nueva."
      >
        <Input type="email" autoComplete="email" {...register('email')} />
      </FormField>
      <SubmitButton pending={isSubmitting} pendingLabel="Enviando…">
        Enviar instrucciones
      </SubmitButton>
      <Button variant="ghost" className="w-full" onClick={() => onBack(getValues('email'))}>
        Volver a Iniciar Sesión
      </Button>
    </form>
  );
}
