import { MyListingsList } from '@/features/listings';
import { usePageTitle } from '@/lib/use-page-title';

/** The shipper dashboard's Mis Envíos: the listings feature's list of the shipper's cargo. */
export function ShipperShipmentsPage() {
  usePageTitle('Mis Envíos');
  return (
    <section className="space-y-6 px-4 py-8 md:px-8">
      <h1 className="text-2xl font-bold text-slate-900">Mis Envíos</h1>
      <MyListingsList />
    </section>
  );
}
