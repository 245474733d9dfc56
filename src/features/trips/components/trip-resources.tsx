import { Link } from 'react-router-dom';
import { useAuth } from '@/auth';
import { ServerForm } from '@/components/ui/server-form';
import { SelectField } from '@/components/ui/text-field';
import { vehicleTypeLabel } from '@/domain/catalog';
import { formatPlate, useMyDrivers, useMyVehicles } from '@/features/fleet';
import { useZodForm } from '@/lib/forms';
import { paths } from '@/lib/paths';
import { formatPhoneForPeople } from '@/lib/phone';
import { toast } from '@/lib/toast';
import { useAssignTripResources, type Trip } from '../api/trip';
import { tripResourcesSchema, type TripResourcesValues } from '../schemas';
import { Facts } from '@/components/ui/facts';
import { TripSection } from './trip-section';

function AssignForm({ listingId, current }: { listingId: string; current: Trip | null }) {
  const { user } = useAuth();
  const vehicles = useMyVehicles(user?.id);
  const drivers = useMyDrivers(user?.id);
  const assign = useAssignTripResources(listingId);
  const form = useZodForm<TripResourcesValues, TripResourcesValues>(tripResourcesSchema, {
    vehicleId: current?.vehicle_id ?? '',
    driverId: current?.driver_id ?? '',
  });

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
    <ServerForm
      form={form}
      onSubmit={async (values) => {
        await assign.mutateAsync(values);
        toast.success('Vehículo y chofer asignados');
      }}
      submitLabel="Asignar vehículo y chofer"
      pendingLabel="Asignando…"
      className="grid gap-3 sm:grid-cols-2"
    >
      <SelectField
        form={form}
        name="vehicleId"
        label="Vehículo"
        required
        placeholder="Elige un vehículo"
        options={vehicles.data.map((v) => ({
          value: v.id,
          label: `${formatPlate(v.plate)} · ${vehicleTypeLabel(v.vehicle_type)}`,
        }))}
      />
      <SelectField
        form={form}
        name="driverId"
        label="Chofer"
        required
        placeholder="Elige un chofer"
        options={drivers.data.map((d) => ({ value: d.id, label: `${d.full_name} · DNI ${d.dni}` }))}
      />
    </ServerForm>
  );
}

/** Why there is no vehicle and driver: not assigned yet, or a trip older than trips' records. */
function missingResources(canAssign: boolean, started: boolean): string {
  if (canAssign) return 'Asigna el vehículo y el chofer que harán este viaje.';
  return started
    ? 'Este envío salió antes de que ConectaCargas registrara los viajes: no tiene vehículo ni chofer cargados.'
    : 'El transportista todavía no asignó el vehículo y el chofer.';
}

/** 'Vehículo y chofer': what was assigned, and the transporter's form while the trip has not started. */
export function TripResources({
  listingId,
  trip,
  canAssign,
  started = false,
}: {
  listingId: string;
  trip: Trip | null;
  canAssign: boolean;
  /** The shipment is on its way or delivered. */
  started?: boolean;
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
        <p className="text-sm text-slate-600">{missingResources(canAssign, started)}</p>
      )}
      {canAssign ? <AssignForm listingId={listingId} current={trip} /> : null}
    </TripSection>
  );
}
