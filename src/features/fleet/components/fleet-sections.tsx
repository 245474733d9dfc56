import { IdCard, Truck } from 'lucide-react';
import { useAuth } from '@/auth';
import { vehicleTypeLabel } from '@/domain/catalog';
import { formatDate, formatWeight } from '@/lib/format';
import { formatPhoneForPeople } from '@/lib/phone';
import { useMyDrivers, useMyVehicles, type Driver, type Vehicle } from '../api/fleet';
import { DriverForm } from './driver-form';
import { FleetList } from './fleet-list';
import { VehicleForm } from './vehicle-form';
import { formatPlate } from '../plates';

/**
 * The carrier's 'Mis vehículos' and 'Mis choferes', a tab of his profile (not a route of its own:
 * every route's entry weighs on the visitor's first page). A trip is assigned one of each before
 * 'Iniciar Viaje'.
 */
export function FleetSections() {
  const { user } = useAuth();
  const vehicles = useMyVehicles(user?.id);
  const drivers = useMyDrivers(user?.id);
  return (
    <div className="space-y-10">
      <section aria-labelledby="vehicles-heading" className="space-y-4">
        <div>
          <h2 id="vehicles-heading" className="text-xl font-semibold text-slate-900">
            Mis vehículos
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Antes de iniciar un viaje asignas uno de estos vehículos: el dador de carga ve su
            patente.
          </p>
        </div>
        <FleetList<Vehicle>
          table="vehicles"
          query={vehicles}
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
      <section aria-labelledby="drivers-heading" className="space-y-4">
        <div>
          <h2 id="drivers-heading" className="text-xl font-semibold text-slate-900">
            Mis choferes
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            El dador de carga ve el nombre y el teléfono del chofer asignado a su envío; el DNI
            figura en la orden de transporte.
          </p>
        </div>
        <FleetList<Driver>
          table="drivers"
          query={drivers}
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
    </div>
  );
}
