import { PackageSearch } from 'lucide-react';

export function ListingsEmptyState() {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-12 text-center">
      <PackageSearch aria-hidden="true" className="mx-auto mb-3 h-10 w-10 text-slate-400" />
      <p className="text-lg font-semibold text-slate-900">No se encontraron listados de carga</p>
      <p className="mt-1 text-slate-600">Intenta ajustar tus criterios de búsqueda o filtrado.</p>
    </div>
  );
}
