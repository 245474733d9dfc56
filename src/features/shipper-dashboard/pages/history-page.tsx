import { UnderConstruction } from '@/components/under-construction';

export function ShipperHistoryPage() {
  return <UnderConstruction title="Historial" />;
}
