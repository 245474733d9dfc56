import { ListingsBrowser } from '@/features/listings';
import { usePageTitle } from '@/lib/use-page-title';

/** The transporter dashboard's Cargas Disponibles: the listings feature's browser. */
export function TransporterAvailablePage() {
  usePageTitle('Cargas Disponibles');
  return (
    <section className="space-y-6 px-4 py-8 md:px-8">
      <h1 className="text-2xl font-bold text-slate-900">Cargas Disponibles</h1>
      <ListingsBrowser applyLabel="Ofertar" />
    </section>
  );
}
