import { usePageTitle } from '@/lib/use-page-title';
import { AuthCard } from '../components/auth-card';
import { SignUpConfirmation } from '../components/sign-up-confirmation';
import { SignUpFooter } from '../components/sign-up-footer';
import { TransporterSignupForm } from '../components/transporter-signup-form';
import { useSignUpFlow } from '../hooks/use-sign-up-flow';
import { transporterSignupPayload } from '../sign-up-payload';

export function TransporterSignupPage() {
  usePageTitle('Registro de Transportista');
  const { submit, confirmationEmail } = useSignUpFlow();
  if (confirmationEmail) return <SignUpConfirmation email={confirmationEmail} />;
  return (
    <AuthCard
      wide
      title="Registro de Transportista"
      description="Encuentra cargas disponibles y ofrece tus servicios de transporte."
      footer={<SignUpFooter />}
    >
      <TransporterSignupForm onSubmit={(values) => submit(transporterSignupPayload(values))} />
    </AuthCard>
  );
}
