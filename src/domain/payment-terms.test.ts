import { describe, expect, it } from 'vitest';
import { paymentTermDays, paymentTermLabel } from './payment-terms';

describe('payment terms', () => {
  it('say each term in Spanish', () => {
    expect(paymentTermDays.map(paymentTermLabel)).toEqual([
      'Al conformar la entrega',
      'A 15 días de la conformidad',
      'A 30 días de la conformidad',
      'A 45 días de la conformidad',
      'A 60 días de la conformidad',
    ]);
  });
});
