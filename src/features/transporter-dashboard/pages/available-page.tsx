import { UnderConstruction } from '@/components/under-construction';

export function TransporterAvailablePage() {
  return <UnderConstruction title="Cargas Disponibles" />;
}
