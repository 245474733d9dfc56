import { UnderConstruction } from '@/components/under-construction';

export function ShipperSignupPage() {
  return <UnderConstruction title="Registro de Dador de Carga" />;
}
