import { UnderConstruction } from '@/components/under-construction';

export function TransporterDocumentsPage() {
  return <UnderConstruction title="Documentos" />;
}
