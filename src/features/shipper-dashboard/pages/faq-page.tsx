import { UnderConstruction } from '@/components/under-construction';

export function ShipperDashboardFaqPage() {
  return <UnderConstruction title="Preguntas frecuentes" />;
}
