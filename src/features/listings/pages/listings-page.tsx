import { UnderConstruction } from '@/components/under-construction';

export function ListingsPage() {
  return <UnderConstruction title="Listados de Carga" />;
}
