import { MyFreights, MyProposalsList } from '@/features/proposals';
import { usePageTitle } from '@/lib/use-page-title';

/** Mis Fletes: the transporter's assigned loads, then every proposal it sent (Mis Propuestas). */
export function TransporterFreightsPage() {
  usePageTitle('Mis Fletes');
  return (
    <section className="space-y-8 px-4 py-8 md:px-8">
      <div className="space-y-4">
        <h1 className="text-2xl font-bold text-slate-900">Mis Fletes</h1>
        <MyFreights />
      </div>
      <div className="space-y-4">
        <h2 className="text-xl font-bold text-slate-900">Mis Propuestas</h2>
        <MyProposalsList />
      </div>
    </section>
  );
}
