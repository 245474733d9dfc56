import { RegisterForm } from '../components/register-form';
import { SignUpScreen } from '../components/sign-up-screen';
import { registerPayload } from '../sign-up-payload';

export function RegisterPage() {
  return (
    <SignUpScreen
      title="Registrarse"
      description="Crea tu cuenta en ConectaCargas como dador de carga o transportista."
      form={RegisterForm}
      toPayload={registerPayload}
    />
  );
}
