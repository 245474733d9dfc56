import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  counterOfferFormSchema,
  latestValidUntil,
  newProposalFormDefaults,
  newProposalFormSchema,
  proposalFormSchema,
  proposalMessages,
} from './schemas';

const messageOf = (values: { price: string; message?: string }) => {
  const result = proposalFormSchema.safeParse({ message: '', ...values });
  return result.success ? null : result.error.issues.map((i) => i.message);
};

describe('proposalFormSchema', () => {
  it.each([
    ['2850', 2850],
    [' 1450.5 ', 1450.5],
    ['1450,75', 1450.75],
    ['100000000', 100_000_000],
    ['0.01', 0.01],
  ])('accepts the price %j as %d', (price, value) => {
    expect(proposalFormSchema.parse({ price, message: '' })).toEqual({ price: value, message: '' });
  });

  it.each([
    ['', proposalMessages.priceRequired],
    ['   ', proposalMessages.priceRequired],
    ['0', proposalMessages.pricePositive],
    ['-5', proposalMessages.pricePositive],
    ['abc', proposalMessages.pricePositive],
    ['1e3', proposalMessages.pricePositive],
    ['NaN', proposalMessages.pricePositive],
    ['Infinity', proposalMessages.pricePositive],
    ['100000000.01', proposalMessages.priceTooLarge],
    ['10.123', proposalMessages.priceDecimals],
  ])('refuses the price %j with its message', (price, message) => {
    expect(messageOf({ price })).toEqual([message]);
  });

  it('keeps the message optional, trims it and caps it at 1000 characters', () => {
    expect(proposalFormSchema.parse({ price: '10', message: '  Hola  ' }).message).toBe('Hola');
    expect(messageOf({ price: '10', message: 'x'.repeat(1000) })).toBeNull();
    expect(messageOf({ price: '10', message: 'x'.repeat(1001) })).toEqual([
      'El mensaje no puede superar los 1000 caracteres',
    ]);
  });
});

describe('newProposalFormSchema', () => {
  // A fixed clock: 'Válida hasta' is compared with now, as the database compares it with now().
  const NOW = new Date(2026, 10, 26, 12, 0);
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  const validity = (validUntil: string) => {
    const result = newProposalFormSchema.safeParse({ price: '10', message: '', validUntil });
    return result.success ? result.data.validUntil : result.error.issues.map((i) => i.message);
  };

  it('starts 48 hours ahead and offers at most 7 days', () => {
    expect(newProposalFormDefaults(2850, NOW)).toEqual({
      price: '2850',
      message: '',
      validUntil: '2026-11-28T12:00',
    });
    expect(latestValidUntil(NOW)).toBe('2026-12-03T12:00');
  });

  it('turns the local date and time into a timestamp', () => {
    expect(validity('2026-11-28T12:00')).toBe(new Date(2026, 10, 28, 12, 0).toISOString());
    expect(validity('2026-12-03T12:00')).toBe(new Date(2026, 11, 3, 12, 0).toISOString());
  });

  it.each([
    ['', proposalMessages.validUntilRequired],
    ['2026-11-28', proposalMessages.validUntilInvalid],
    ['mañana', proposalMessages.validUntilInvalid],
    ['2026-11-26T12:00', proposalMessages.validUntilPast],
    ['2026-11-20T08:00', proposalMessages.validUntilPast],
    ['2026-12-03T12:01', proposalMessages.validUntilTooLong],
  ])('refuses %j with its message', (validUntil, message) => {
    expect(validity(validUntil)).toEqual([message]);
  });
});

describe('counterOfferFormSchema', () => {
  const schema = counterOfferFormSchema(2500);

  it('takes a price under the proposal rules, other than the one on the table', () => {
    expect(schema.parse({ price: '2400,50' })).toEqual({ price: 2400.5 });
    expect(schema.safeParse({ price: '2500' }).error?.issues.map((i) => i.message)).toEqual([
      proposalMessages.counterUnchanged,
    ]);
    expect(schema.safeParse({ price: '2500.00' }).success).toBe(false);
    expect(schema.safeParse({ price: '0' }).error?.issues.map((i) => i.message)).toEqual([
      proposalMessages.pricePositive,
    ]);
    expect(schema.safeParse({ price: '1.234' }).error?.issues.map((i) => i.message)).toEqual([
      proposalMessages.priceDecimals,
    ]);
  });
});
