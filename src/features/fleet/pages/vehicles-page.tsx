import { Truck } from 'lucide-react';
import { useAuth } from '@/auth';
import { vehicleTypeLabel } from '@/domain/catalog';
import { formatWeight } from '@/lib/format';
import { usePageTitle } from '@/lib/use-page-title';
import { useMyVehicles, type Vehicle } from '../api/fleet';
import { FleetList } from '../components/fleet-list';
import { VehicleForm } from '../components/vehicle-form';
import { formatPlate } from '../plates';

/** Mis vehículos in the transporter dashboard. */
export function VehiclesPage() {
  usePageTitle('Mis vehículos');
  const { user } = useAuth();
  const query = useMyVehicles(user?.id);
  return (
    <section className="space-y-6 px-4 py-8 md:px-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Mis vehículos</h1>
        <p className="mt-1 text-sm text-slate-600">
          Antes de iniciar un viaje asignas uno de estos vehículos: el dador de carga ve su patente.
        </p>
      </div>
      <FleetList<Vehicle>
        table="vehicles"
        query={query}
        noun="tus vehículos"
        empty={{
          icon: Truck,
          title: 'Todavía no cargaste vehículos',
          description: 'Agrega tu primer camión con su patente y capacidad.',
        }}
        title={(v) => formatPlate(v.plate)}
        details={(v) => (
          <>
            {vehicleTypeLabel(v.vehicle_type)} · {formatWeight(v.capacity_kg)}
            {v.trailer_plate ? ` · Acoplado ${formatPlate(v.trailer_plate)}` : ''}
          </>
        )}
        removedToast="Vehículo eliminado"
      />
      <VehicleForm />
    </section>
  );
}
