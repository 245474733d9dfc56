import { PackageSearch } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';

export function ListingsEmptyState() {
  return (
    <EmptyState
      icon={PackageSearch}
      title="No se encontraron listados de carga"
      description="Intenta ajustar tus criterios de búsqueda o filtrado."
    />
  );
}
