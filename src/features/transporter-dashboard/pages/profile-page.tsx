import { UnderConstruction } from '@/components/under-construction';

export function TransporterProfilePage() {
  return <UnderConstruction title="Mi Perfil" />;
}
