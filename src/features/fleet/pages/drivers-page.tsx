import { IdCard } from 'lucide-react';
import { useAuth } from '@/auth';
import { formatDate } from '@/lib/format';
import { formatPhoneForPeople } from '@/lib/phone';
import { usePageTitle } from '@/lib/use-page-title';
import { useMyDrivers, type Driver } from '../api/fleet';
import { DriverForm } from '../components/driver-form';
import { FleetList } from '../components/fleet-list';

/** Mis choferes in the transporter dashboard. */
export function DriversPage() {
  usePageTitle('Mis choferes');
  const { user } = useAuth();
  const query = useMyDrivers(user?.id);
  return (
    <section className="space-y-6 px-4 py-8 md:px-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Mis choferes</h1>
        <p className="mt-1 text-sm text-slate-600">
          El dador de carga ve el nombre del chofer asignado a su envío; el DNI solo figura en la
          orden de transporte.
        </p>
      </div>
      <FleetList<Driver>
        table="drivers"
        query={query}
        noun="tus choferes"
        empty={{
          icon: IdCard,
          title: 'Todavía no cargaste choferes',
          description: 'Agrega a quien maneja tus camiones, con su DNI y su licencia.',
        }}
        title={(d) => d.full_name}
        details={(d) => (
          <>
            DNI {d.dni} · Licencia {d.licence_number}, vence {formatDate(d.licence_expiry)} ·{' '}
            {formatPhoneForPeople(d.phone)}
          </>
        )}
        removedToast="Chofer eliminado"
      />
      <DriverForm />
    </section>
  );
}
