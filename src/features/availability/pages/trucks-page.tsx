import { usePageTitle } from '@/lib/use-page-title';
import { TrucksBrowser } from '../components/trucks-browser';

/** 'Camiones disponibles', public like the listings: where carriers have a free truck. */
export function TrucksPage() {
  usePageTitle('Camiones disponibles');
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Camiones disponibles</h1>
      <p className="mt-2 mb-6 text-slate-600">
        Transportistas con un camión libre: dónde está, cuándo y hacia dónde le conviene ir.
      </p>
      <TrucksBrowser />
    </section>
  );
}
