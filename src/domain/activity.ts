import { z } from 'zod';

/**
 * What the dashboards' 'Actividad reciente' can report, with its Spanish wording. The dashboard
 * queries send the kind as a string; an unknown one (a newer backend) reads as a plain update.
 */
export const activityKinds = {
  proposal_received: 'Propuesta recibida',
  proposal_sent: 'Propuesta enviada',
  proposal_withdrawn: 'Propuesta retirada',
  proposal_rejected: 'Propuesta rechazada',
  assigned: 'Propuesta aceptada',
  in_transit: 'En tránsito',
  delivered: 'Entregada',
} as const;

export type ActivityKind = keyof typeof activityKinds;

export function activityLabel(kind: string): string {
  return Object.hasOwn(activityKinds, kind) ? activityKinds[kind as ActivityKind] : 'Actualización';
}

/** One entry of 'Actividad reciente', as the app shows it. */
export interface ActivityItem {
  id: string;
  kind: string;
  listingId: string;
  listingTitle: string;
  /** When it happened (ISO timestamp). */
  at: string;
}

/** An entry as the dashboard queries send it (jsonb, so checked before use). */
export const activityEntrySchema = z
  .object({
    id: z.string(),
    kind: z.string(),
    listing_id: z.string(),
    listing_title: z.string(),
    at: z.string(),
  })
  .transform((entry): ActivityItem => ({
    id: entry.id,
    kind: entry.kind,
    listingId: entry.listing_id,
    listingTitle: entry.listing_title,
    at: entry.at,
  }));
