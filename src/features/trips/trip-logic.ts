/**
 * The trip's vocabulary and arithmetic: what still blocks 'Iniciar Viaje', waiting times at each
 * end, the ETA, when the phone records a point, the shipper's conformity, and the trip as its page
 * shows it with a start still on the phone. Pure functions.
 */
import { greatCircleKm, ROAD_FACTOR, type LatLon } from '@/domain/geo';
import type { TripListing } from './types';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The average speed of a loaded truck on Argentine routes, stops included, for the ETA. */
export const TRUCK_AVERAGE_KMH = 65;
/** A point every 30 s or every 500 m, whichever comes first. */
export const RECORD_EVERY_MS = 30_000;
export const RECORD_EVERY_KM = 0.5;
/** The shipper has 72 h after delivery to confirm or report a problem. */
export const CONFORMITY_WINDOW_MS = 72 * HOUR;

export type InsuredBy = 'shipper' | 'transporter';

export interface TripReadiness {
  hasResources: boolean;
  hasInsurance: boolean;
  insuredBy: InsuredBy;
}

/** Why 'Iniciar Viaje' is still disabled, in the order the carrier fixes them; empty: ready. */
export function startBlockers({ hasResources, hasInsurance, insuredBy }: TripReadiness): string[] {
  const blockers: string[] = [];
  if (!hasResources) blockers.push('Asigna el vehículo y el chofer.');
  if (!hasInsurance) {
    blockers.push(
      insuredBy === 'shipper'
        ? 'Falta el certificado del seguro de la carga, que adjunta el dador de carga.'
        : 'Adjunta el certificado del seguro de la carga.',
    );
  }
  return blockers;
}

type ShipmentStatus = TripListing['status'];

/** What the phone's outbox holds for the trip, as far as the trip page cares. */
interface OutboxSummary {
  startPending: boolean;
  pending: number;
  refused: readonly unknown[];
}

/**
 * The trip as its page shows it: the shipment's status, except that for the transporter a start
 * still on his phone means the trip is under way; and whether the outbox's line is shown (while
 * the trip runs or is over, and whenever something waits or was refused, a start included).
 */
export function tripAsShown(
  status: ShipmentStatus,
  isTransporter: boolean,
  outbox: OutboxSummary,
): { status: ShipmentStatus; showsOutbox: boolean } {
  const shown =
    isTransporter && status === 'assigned' && outbox.startPending ? 'in-transit' : status;
  const holds = outbox.pending > 0 || outbox.refused.length > 0;
  return {
    status: shown,
    showsOutbox: isTransporter && (shown === 'in-transit' || shown === 'delivered' || holds),
  };
}

export const insuredByLabels: Record<InsuredBy, string> = {
  shipper: 'Seguro a cargo del dador',
  transporter: 'Seguro a cargo del transportista',
};

/** '3 h 20 min', '45 min', '0 min'. */
export function formatDuration(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / MINUTE));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export interface TripMarks {
  arrivedOriginAt: string | null;
  leftOriginAt: string | null;
  arrivedDestinationAt: string | null;
  deliveredAt: string | null;
}

/**
 * 'Estadía en origen: 3 h 20 min' and 'Estadía en destino: …': from arrival to departure (or to
 * delivery at the destination), or so far when the truck is still there.
 */
export function stayLines(marks: TripMarks, now: Date = new Date()): string[] {
  const lines: string[] = [];
  const stay = (from: string | null, to: string | null, label: string) => {
    if (!from) return;
    const end = to ? Date.parse(to) : now.getTime();
    const text = formatDuration(end - Date.parse(from));
    lines.push(`${label}: ${text}${to ? '' : ' (en curso)'}`);
  };
  stay(marks.arrivedOriginAt, marks.leftOriginAt, 'Estadía en origen');
  stay(marks.arrivedDestinationAt, marks.deliveredAt, 'Estadía en destino');
  return lines;
}

export interface Eta {
  remainingKm: number;
  arrivesAt: Date;
}

/** The remaining road distance and the arrival time, from the last position. */
export function estimateEta(last: LatLon & { at: string }, destination: LatLon): Eta {
  const remainingKm = greatCircleKm(last, destination) * ROAD_FACTOR;
  const arrivesAt = new Date(Date.parse(last.at) + (remainingKm / TRUCK_AVERAGE_KMH) * HOUR);
  return { remainingKm, arrivesAt };
}

export interface Fix extends LatLon {
  accuracy: number;
  at: string;
}

/** Whether a new fix is worth sending after the last one sent: 30 s or 500 m later. */
export function shouldRecord(lastSent: Fix | null, next: Fix): boolean {
  if (!lastSent) return true;
  if (Date.parse(next.at) - Date.parse(lastSent.at) >= RECORD_EVERY_MS) return true;
  return greatCircleKm(lastSent, next) >= RECORD_EVERY_KM;
}

export type Conformity = 'pending' | 'confirmed' | 'auto_confirmed' | 'disputed';

/** The database's delivery_conformity(): silence for 72 h confirms. */
export function conformityOf(
  stored: string,
  deliveredAt: string,
  now: Date = new Date(),
): Conformity {
  if (stored === 'pending') {
    return now.getTime() - Date.parse(deliveredAt) >= CONFORMITY_WINDOW_MS
      ? 'auto_confirmed'
      : 'pending';
  }
  return stored === 'confirmed' || stored === 'disputed' ? stored : 'pending';
}

export const conformityLabels: Record<Conformity, string> = {
  pending: 'Entregado — pendiente de conformidad',
  confirmed: 'Entregado — recepción confirmada',
  auto_confirmed: 'Entregado — confirmado automáticamente a las 72 h',
  disputed: 'Entregado — con un problema reportado',
};

/** When the shipper's window to confirm or report closes. */
export function conformityDeadline(deliveredAt: string): Date {
  return new Date(Date.parse(deliveredAt) + CONFORMITY_WINDOW_MS);
}

export type IncidentKind = 'damage' | 'shortage' | 'delay' | 'other';

export const incidentKindOptions: readonly { value: IncidentKind; label: string }[] = [
  { value: 'damage', label: 'Daño' },
  { value: 'shortage', label: 'Faltante' },
  { value: 'delay', label: 'Demora' },
  { value: 'other', label: 'Otro' },
];

/** The Spanish label of a kind among `options`; 'Otro' for one this build does not know. */
function kindLabel(options: readonly { value: string; label: string }[], kind: string): string {
  return options.find((o) => o.value === kind)?.label ?? 'Otro';
}

export function incidentKindLabel(kind: string): string {
  return kindLabel(incidentKindOptions, kind);
}

/** What can happen on the road, as the transporter reports it (report_road_incident). */
export type RoadIncidentKind = 'breakdown' | 'accident' | 'road_blocked' | 'delay' | 'other';

export const roadIncidentKindOptions: readonly { value: RoadIncidentKind; label: string }[] = [
  { value: 'breakdown', label: 'Avería' },
  { value: 'accident', label: 'Accidente' },
  { value: 'road_blocked', label: 'Corte de ruta' },
  { value: 'delay', label: 'Demora' },
  { value: 'other', label: 'Otro' },
];

export function roadIncidentKindLabel(kind: string): string {
  return kindLabel(roadIncidentKindOptions, kind);
}

export const tripEventLabels: Record<string, string> = {
  arrived_origin: 'Llegó al origen',
  left_origin: 'Salió del origen',
  arrived_destination: 'Llegó al destino',
  receipt_confirmed: 'Recepción confirmada',
  problem_reported: 'Problema reportado',
};
