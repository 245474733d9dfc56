import { CalendarDays, MapPin, Navigation, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { vehicleTypeLabel } from '@/domain/catalog';
import { availabilityWindow, destinationLabel } from '../format';
import type { TruckWindow } from '../types';

function Fact({
  icon: Icon,
  label,
  children,
}: {
  icon: typeof Truck;
  label: string;
  children: ReactNode;
}) {
  return (
    <li className="flex items-start gap-1.5">
      <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" />
      <span className="min-w-0 break-words">
        <span className="sr-only">{label}: </span>
        {children}
      </span>
    </li>
  );
}

/**
 * A truck's vehicle, place (with how far it is, when known), window and wished destination,
 * one per line with an icon; each is named for screen readers.
 */
export function TruckFacts({
  truck,
  vehicle = vehicleTypeLabel(truck.vehicleType),
  distance,
}: {
  truck: TruckWindow;
  /** What names the vehicle: its type, or the carrier's plate and type. */
  vehicle?: string;
  /** 'a 12 km' after the place. */
  distance?: string;
}) {
  return (
    <ul className="space-y-1 text-sm text-slate-700">
      <Fact icon={Truck} label="Vehículo">
        {vehicle}
      </Fact>
      <Fact icon={MapPin} label="Dónde">
        {truck.place}
        {distance ? <span className="text-slate-500"> · {distance}</span> : null}
      </Fact>
      <Fact icon={CalendarDays} label="Cuándo">
        {availabilityWindow(truck.availableFrom, truck.availableTo)}
      </Fact>
      <Fact icon={Navigation} label="Destino preferido">
        {destinationLabel(truck.destinationProvince)}
      </Fact>
    </ul>
  );
}
