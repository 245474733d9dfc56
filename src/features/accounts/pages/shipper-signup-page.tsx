import { usePageTitle } from '@/lib/use-page-title';
import { AuthCard } from '../components/auth-card';
import { ShipperSignupForm } from '../components/shipper-signup-form';
import { SignUpConfirmation } from '../components/sign-up-confirmation';
import { SignUpFooter } from '../components/sign-up-footer';
import { useSignUpFlow } from '../hooks/use-sign-up-flow';
import { shipperSignupPayload } from '../sign-up-payload';

export function ShipperSignupPage() {
  usePageTitle('Registro de Dador de Carga');
  const { submit, confirmationEmail } = useSignUpFlow();
  if (confirmationEmail) return <SignUpConfirmation email={confirmationEmail} />;
  return (
    <AuthCard
      wide
      title="Registro de Dador de Carga"
      description="Publica tus cargas y recibe propuestas de transportistas verificados."
      footer={<SignUpFooter />}
    >
      <ShipperSignupForm onSubmit={(values) => submit(shipperSignupPayload(values))} />
    </AuthCard>
  );
}
