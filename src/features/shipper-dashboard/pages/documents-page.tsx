import { UnderConstruction } from '@/components/under-construction';

export function ShipperDocumentsPage() {
  return <UnderConstruction title="Documentos" />;
}
