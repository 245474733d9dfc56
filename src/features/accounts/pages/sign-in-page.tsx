import { UnderConstruction } from '@/components/under-construction';

export function SignInPage() {
  return <UnderConstruction title="Iniciar Sesión" />;
}
