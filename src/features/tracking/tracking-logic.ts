/** What the 'Seguimiento' page says of a shipment, from its state alone. Pure. */
import type { BadgeTone } from '@/components/ui/badge';
import type { Tracking } from './types';

export interface TrackingStatus {
  label: string;
  tone: BadgeTone;
  text: string;
}

/** The status as the consignee reads it, the receipt's conformity included. */
export function trackingStatus(tracking: Pick<Tracking, 'status' | 'conformity'>): TrackingStatus {
  if (tracking.status === 'assigned') {
    return {
      label: 'Asignado',
      tone: 'blue',
      text: 'El transportista todavía no retiró la carga.',
    };
  }
  if (tracking.status === 'in-transit') {
    return { label: 'En viaje', tone: 'yellow', text: 'La carga está en camino.' };
  }
  switch (tracking.conformity) {
    case 'confirmed':
      return { label: 'Entregado', tone: 'green', text: 'La recepción fue confirmada.' };
    case 'auto_confirmed':
      return {
        label: 'Entregado',
        tone: 'green',
        text: 'La recepción quedó conforme: pasaron 72 horas sin objeciones.',
      };
    case 'disputed':
      return {
        label: 'Entregado',
        tone: 'red',
        text: 'Se informó un problema con la entrega.',
      };
    case 'pending':
      return {
        label: 'Entregado',
        tone: 'green',
        text: 'La carga fue entregada; falta confirmar la recepción.',
      };
    default:
      return { label: 'Entregado', tone: 'green', text: 'La carga fue entregada.' };
  }
}

/** The WhatsApp text the shipper sends with the link. */
export function trackingShareText(origin: string, destination: string, url: string): string {
  return `Seguí el envío de ${origin} a ${destination} en ConectaCargas: ${url}`;
}
