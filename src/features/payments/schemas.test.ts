import { describe, expect, it } from 'vitest';
import { cardFormSchema, cardMessages, expiryNotPast } from './schemas';

const valid = {
  cardNumber: '4509 9535 6623 3704',
  expiry: '11/30',
  securityCode: '123',
  cardholder: ' APRO ',
  email: 'dador@example.com',
};

const messages = (input: Record<string, string>) => {
  const result = cardFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('cardFormSchema', () => {
  it('takes the number with spaces and trims the name', () => {
    expect(cardFormSchema.parse(valid)).toEqual({
      ...valid,
      cardNumber: '4509953566233704',
      cardholder: 'APRO',
    });
  });

  it('refuses each bad field with its message', () => {
    expect(messages({ ...valid, cardNumber: '4509 9535' })).toEqual([cardMessages.number]);
    expect(messages({ ...valid, cardNumber: '4509x53566233704' })).toEqual([cardMessages.number]);
    expect(messages({ ...valid, expiry: '13/30' })).toEqual([cardMessages.expiry]);
    expect(messages({ ...valid, expiry: '01/20' })).toEqual([cardMessages.expired]);
    expect(messages({ ...valid, securityCode: '12' })).toEqual([cardMessages.securityCode]);
    expect(messages({ ...valid, cardholder: 'A' })).toEqual([cardMessages.cardholder]);
    expect(messages({ ...valid, cardholder: 'A'.repeat(61) })).toEqual([cardMessages.cardholder]);
    expect(messages({ ...valid, email: 'no-es-correo' })).toEqual([cardMessages.email]);
  });
});

describe('expiryNotPast', () => {
  const today = new Date(2026, 10, 29);
  it('counts this month as valid and last month as past', () => {
    expect(expiryNotPast('11/26', today)).toBe(true);
    expect(expiryNotPast('10/26', today)).toBe(false);
    expect(expiryNotPast('01/27', today)).toBe(true);
  });
});
