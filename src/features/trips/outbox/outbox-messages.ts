import type { OutboxState, RefusedSend } from './outbox';

const sends = (n: number) => (n === 1 ? '1 envío pendiente' : `${n} envíos pendientes`);

/** The outbox's line on the trip: what waits and why, or that it went; null when nothing to say. */
export function outboxMessage(state: OutboxState, online: boolean): string | null {
  if (state.pending > 0)
    return online ? `Enviando ${sends(state.pending)}…` : `Sin conexión: ${sends(state.pending)}`;
  return state.sentAt === null ? null : 'Enviado';
}

/** A refused send, with the server's reason. */
export function refusedMessage(send: RefusedSend): string {
  if (send.kind === 'start') return `No se pudo iniciar el viaje: ${send.reason}`;
  if (send.kind === 'delivery') return `No se pudo enviar la entrega: ${send.reason}`;
  if (send.kind === 'road-incident') return `No se pudo enviar el incidente: ${send.reason}`;
  return send.count === 1
    ? `No se pudo enviar 1 posición: ${send.reason}`
    : `No se pudieron enviar ${send.count} posiciones: ${send.reason}`;
}
