import { UnderConstruction } from '@/components/under-construction';

export function TransporterOverviewPage() {
  return <UnderConstruction title="Panel del Transportista" />;
}
