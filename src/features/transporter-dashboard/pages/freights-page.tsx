import { UnderConstruction } from '@/components/under-construction';

export function TransporterFreightsPage() {
  return <UnderConstruction title="Mis Fletes" />;
}
