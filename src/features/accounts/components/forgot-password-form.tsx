import { Button } from '@/components/ui/button';
import { EmailField } from './account-text-fields';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../schemas/sign-in';
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
  const form = useZodForm(forgotPasswordSchema, { email: defaultEmail });

  return (
    <form noValidate className="space-y-4" onSubmit={submitHandler(form.handleSubmit, onSubmit)}>
      <EmailField
        form={form}
        name="email"
        hint="Te enviaremos un enlace para crear una contraseña nueva."
      />
      <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Enviando…">
        Enviar instrucciones
      </SubmitButton>
      <Button variant="ghost" className="w-full" onClick={() => onBack(form.getValues('email'))}>
        Volver a Iniciar Sesión
      </Button>
    </form>
  );
}
