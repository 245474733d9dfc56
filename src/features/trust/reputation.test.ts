import { describe, expect, it } from 'vitest';
import { formatAnswerTime, reputationLines, type Reputation } from './reputation';

const none: Reputation = {
  onTimePickups: null,
  pickups: 2,
  onTimeDeliveries: null,
  deliveries: 2,
  cancellations: null,
  assignments: 2,
  answerMinutesMedian: null,
  answers: 1,
  daysToPayMedian: null,
  paid: 2,
  unpaid: null,
};

describe('reputationLines', () => {
  it('shows nothing the database hid (fewer than 3 events)', () => {
    expect(reputationLines(none, 'transporter')).toEqual([]);
    expect(reputationLines(none, 'shipper')).toEqual([]);
  });

  it("states a carrier's figures with their samples", () => {
    expect(
      reputationLines(
        {
          ...none,
          onTimePickups: 3,
          pickups: 4,
          onTimeDeliveries: 2,
          deliveries: 4,
          cancellations: 1,
          assignments: 5,
          answerMinutesMedian: 30,
          answers: 3,
        },
        'transporter',
      ),
    ).toEqual([
      'Retiros a tiempo: 3 de 4',
      'Entregas a tiempo: 2 de 4',
      'Cancelaciones: 1 de 5 asignaciones',
      'Responde en 30 min (mediana de 3 respuestas)',
    ]);
  });

  it("states a shipper's days to pay and unpaid loads, like DAT's days-to-pay", () => {
    expect(
      reputationLines({ ...none, daysToPayMedian: 10, paid: 3, unpaid: 1 }, 'shipper'),
    ).toEqual(['Paga en 10 días (mediana de 3 cobros)', 'Cargas no cobradas: 1 de 4']);
    expect(reputationLines({ ...none, daysToPayMedian: 1, paid: 3, unpaid: 0 }, 'shipper')).toEqual(
      ['Paga en 1 día (mediana de 3 cobros)', 'Cargas no cobradas: 0 de 3'],
    );
  });
});

describe('formatAnswerTime', () => {
  it('reads minutes, hours and days', () => {
    expect(formatAnswerTime(45)).toBe('45 min');
    expect(formatAnswerTime(180)).toBe('3 h');
    expect(formatAnswerTime(4 * 24 * 60)).toBe('4 días');
  });
});
