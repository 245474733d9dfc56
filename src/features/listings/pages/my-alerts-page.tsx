import { usePageTitle } from '@/lib/use-page-title';
import { MyAlertsList } from '../alerts/components/my-alerts-list';

/** Mis Alertas in the transporter dashboard. */
export function MyAlertsPage() {
  usePageTitle('Mis Alertas');
  return (
    <section className="space-y-4 px-4 py-8 md:px-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Mis Alertas</h1>
        <p className="mt-1 text-sm text-slate-600">
          Cada carga publicada que coincide con una alerta activa te llega como notificación.
        </p>
      </div>
      <MyAlertsList />
    </section>
  );
}
