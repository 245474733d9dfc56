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
