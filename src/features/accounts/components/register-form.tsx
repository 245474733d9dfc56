import { accountDefaults, registerSchema, type RegisterValues } from '../schemas/sign-up';
import { SignUpForm } from './account-fields';
import { RoleChoice } from './role-choice';
import { useZodForm } from '@/lib/forms';

export interface RegisterFormProps {
  onSubmit(values: RegisterValues): Promise<void>;
}

/** Generic registration: account fields, role choice and terms. */
export function RegisterForm({ onSubmit }: RegisterFormProps) {
  const form = useZodForm(registerSchema, accountDefaults);
  return (
    <SignUpForm
      form={form}
      onSubmit={onSubmit}
      submitLabel="Registrarse"
      afterPasswords={<RoleChoice />}
    />
  );
}
