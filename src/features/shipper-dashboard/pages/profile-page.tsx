import { UnderConstruction } from '@/components/under-construction';

export function ShipperProfilePage() {
  return <UnderConstruction title="Mi Perfil" />;
}
