import { SignUpScreen } from '../components/sign-up-screen';
import { TransporterSignupForm } from '../components/transporter-signup-form';
import { transporterSignupPayload } from '../sign-up-payload';

export function TransporterSignupPage() {
  return (
    <SignUpScreen
      title="Registro de Transportista"
      description="Encuentra cargas disponibles y ofrece tus servicios de transporte."
      form={TransporterSignupForm}
      toPayload={transporterSignupPayload}
    />
  );
}
