import { usePageTitle } from '@/lib/use-page-title';
import { ListingsBrowser } from '../components/listings-browser';

export function ListingsPage() {
  usePageTitle('Listados de Carga');
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Listados de Carga</h1>
      <p className="mt-2 mb-6 text-slate-600">
        Cargas disponibles publicadas por dadores de toda Argentina.
      </p>
      <ListingsBrowser />
    </section>
  );
}
