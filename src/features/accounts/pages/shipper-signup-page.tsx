import { ShipperSignupForm } from '../components/shipper-signup-form';
import { SignUpScreen } from '../components/sign-up-screen';
import { shipperSignupPayload } from '../sign-up-payload';

export function ShipperSignupPage() {
  return (
    <SignUpScreen
      title="Registro de Dador de Carga"
      description="Publica tus cargas y recibe propuestas de transportistas verificados."
      form={ShipperSignupForm}
      toPayload={shipperSignupPayload}
    />
  );
}
