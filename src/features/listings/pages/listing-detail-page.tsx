import { UnderConstruction } from '@/components/under-construction';

export function ListingDetailPage() {
  return <UnderConstruction title="Detalle de la carga" />;
}
