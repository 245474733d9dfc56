import { describe, expect, it } from 'vitest';
import { proposalFormSchema, proposalMessages } from './schemas';

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
