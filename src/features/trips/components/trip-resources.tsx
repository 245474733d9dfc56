import { Link } from 'react-router-dom';
import { useAuth } from '@/auth';
import { Button } from '@/components/ui/button';
import { vehicleTypeLabel } from '@/domain/catalog';
import { formatPlate, useMyDrivers, useMyVehicles } from '@/features/fleet';
import { toastOutcome } from '@/lib/mutation-toast';
import { paths } from '@/lib/paths';
import { formatPhoneForPeople } from '@/lib/phone';
import { toast } from '@/lib/toast';
import { useId, useState } from 'react';
import { useAssignTripResources, type Trip } from '../api/trip';
import { Facts, TripSection } from './trip-section';

function AssignForm({ listingId, current }: { listingId: string; current: Trip | null }) {
  const { user } = useAuth();
  const vehicles = useMyVehicles(user?.id);
  const drivers = useMyDrivers(user?.id);
  const assign = useAssignTripResources(listingId);
  const [vehicleId, setVehicleId] = useState(current?.vehicle_id ?? '');
  const [driverId, setDriverId] = useState(current?.driver_id ?? '');
  const vehicleLabel = useId();
  const driverLabel = useId();

  if (vehicles.isPending || drivers.isPending)
    return <p className="text-sm text-slate-600">Cargando tu flota…</p>;
  if (!vehicles.data?.length || !drivers.data?.length) {
    return (
      <p className="text-sm text-slate-700">
        Para asignar necesitas al menos un vehículo y un chofer:{' '}
        <Link className="font-medium text-brand-700 underline" to={paths.transporterFleet()}>
          Vehículos y choferes
        </Link>
      </p>
    );
  }
  return (
    <form
      className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        if (!vehicleId || !driverId) {
          toast.error('Elige un vehículo y un chofer.');
          return;
        }
        void toastOutcome(
          assign.mutateAsync({ vehicleId, driverId }),
          'Vehículo y chofer asignados',
        );
      }}
    >
      <div className="space-y-1">
        <label htmlFor={vehicleLabel} className="text-sm font-medium text-slate-700">
          Vehículo
        </label>
        <select
          id={vehicleLabel}
          value={vehicleId}
          onChange={(e) => setVehicleId(e.target.value)}
          className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm"
        >
          <option value="">Elige un vehículo</option>
          {vehicles.data.map((v) => (
            <option key={v.id} value={v.id}>
              {formatPlate(v.plate)} · {vehicleTypeLabel(v.vehicle_type)}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <label htmlFor={driverLabel} className="text-sm font-medium text-slate-700">
          Chofer
        </label>
        <select
          id={driverLabel}
          value={driverId}
          onChange={(e) => setDriverId(e.target.value)}
          className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm"
        >
          <option value="">Elige un chofer</option>
          {drivers.data.map((d) => (
            <option key={d.id} value={d.id}>
              {d.full_name} · DNI {d.dni}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" disabled={assign.isPending} aria-busy={assign.isPending || undefined}>
        Asignar vehículo y chofer
      </Button>
    </form>
  );
}

/** 'Vehículo y chofer': what was assigned, and the carrier's form while the trip has not started. */
export function TripResources({
  listingId,
  trip,
  canAssign,
}: {
  listingId: string;
  trip: Trip | null;
  canAssign: boolean;
}) {
  return (
    <TripSection title="Vehículo y chofer">
      {trip ? (
        <Facts
          items={[
            ['Vehículo', `${formatPlate(trip.plate)} · ${vehicleTypeLabel(trip.vehicle_type)}`],
            ...(trip.trailer_plate
              ? ([['Acoplado', formatPlate(trip.trailer_plate)]] as const)
              : []),
            ['Chofer', trip.driver_name],
            ['Teléfono del chofer', formatPhoneForPeople(trip.driver_phone)],
          ]}
        />
      ) : (
        <p className="text-sm text-slate-600">
          {canAssign
            ? 'Asigna el vehículo y el chofer que harán este viaje.'
            : 'El transportista todavía no asignó el vehículo y el chofer.'}
        </p>
      )}
      {canAssign ? <AssignForm listingId={listingId} current={trip} /> : null}
    </TripSection>
  );
}
