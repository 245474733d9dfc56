import { UnderConstruction } from '@/components/under-construction';

export function TransporterDashboardFaqPage() {
  return <UnderConstruction title="Preguntas frecuentes" />;
}
