import { usePageTitle } from '@/lib/use-page-title';
import { AuthCard } from '../components/auth-card';
import { RegisterForm } from '../components/register-form';
import { SignUpConfirmation } from '../components/sign-up-confirmation';
import { SignUpFooter } from '../components/sign-up-footer';
import { useSignUpFlow } from '../hooks/use-sign-up-flow';
import { registerPayload } from '../sign-up-payload';

export function RegisterPage() {
  usePageTitle('Registrarse');
  const { submit, confirmationEmail } = useSignUpFlow();
  if (confirmationEmail) return <SignUpConfirmation email={confirmationEmail} />;
  return (
    <AuthCard
      wide
      title="Registrarse"
      description="Crea tu cuenta en ConectaCargas como dador de carga o transportista."
      footer={<SignUpFooter />}
    >
      <RegisterForm onSubmit={(values) => submit(registerPayload(values))} />
    </AuthCard>
  );
}
