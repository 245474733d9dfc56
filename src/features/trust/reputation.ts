/**
 * Reputation beyond stars, as the database computes it from what happened (public.reputation):
 * each figure comes with its sample, and the database leaves a figure null below 3 events.
 */
import type { Database } from '@/lib/database.types';

export type ReputationRow = Database['public']['Functions']['reputation']['Returns'][number];

export interface Reputation {
  onTimePickups: number | null;
  pickups: number;
  onTimeDeliveries: number | null;
  deliveries: number;
  cancellations: number | null;
  assignments: number;
  answerMinutesMedian: number | null;
  answers: number;
  daysToPayMedian: number | null;
  paid: number;
  unpaid: number | null;
}

export function toReputation(row: ReputationRow): Reputation {
  return {
    onTimePickups: row.on_time_pickups,
    pickups: row.pickups,
    onTimeDeliveries: row.on_time_deliveries,
    deliveries: row.deliveries,
    cancellations: row.cancellations,
    assignments: row.assignments,
    answerMinutesMedian: row.answer_minutes_median,
    answers: row.answers,
    daysToPayMedian: row.days_to_pay_median,
    paid: row.paid,
    unpaid: row.unpaid,
  };
}

/** '45 min', '3 h', '2 días': a median answer time. */
export function formatAnswerTime(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.round(hours / 24)} días`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The lines a profile, a proposal or a listing shows for a carrier or a shipper. */
export function reputationLines(reputation: Reputation, role: 'transporter' | 'shipper'): string[] {
  const lines: string[] = [];
  if (role === 'transporter') {
    if (reputation.onTimePickups !== null) {
      lines.push(`Retiros a tiempo: ${reputation.onTimePickups} de ${reputation.pickups}`);
    }
    if (reputation.onTimeDeliveries !== null) {
      lines.push(`Entregas a tiempo: ${reputation.onTimeDeliveries} de ${reputation.deliveries}`);
    }
    if (reputation.cancellations !== null) {
      lines.push(
        `Cancelaciones: ${reputation.cancellations} de ${plural(reputation.assignments, 'asignación', 'asignaciones')}`,
      );
    }
    if (reputation.answerMinutesMedian !== null) {
      lines.push(
        `Responde en ${formatAnswerTime(reputation.answerMinutesMedian)} (mediana de ${plural(reputation.answers, 'respuesta', 'respuestas')})`,
      );
    }
  } else {
    if (reputation.daysToPayMedian !== null) {
      lines.push(
        `Paga en ${plural(reputation.daysToPayMedian, 'día', 'días')} (mediana de ${reputation.paid} cobros)`,
      );
    }
    if (reputation.unpaid !== null) {
      lines.push(
        `Cargas no cobradas: ${reputation.unpaid} de ${reputation.paid + reputation.unpaid}`,
      );
    }
  }
  return lines;
}
