import { UnderConstruction } from '@/components/under-construction';

export function ShipperOverviewPage() {
  return <UnderConstruction title="Panel del Dador de Carga" />;
}
