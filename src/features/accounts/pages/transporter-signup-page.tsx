import { UnderConstruction } from '@/components/under-construction';

export function TransporterSignupPage() {
  return <UnderConstruction title="Registro de Transportista" />;
}
