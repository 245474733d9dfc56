import { describe, expect, it } from 'vitest';
import { formatPhoneForPeople, normalizeArgentinePhone } from './phone';

describe('normalizeArgentinePhone', () => {
  it.each([
    // Mobiles: the 15 after the area code, with or without the trunk 0, or +54 9.
    ['011 15-2345-6789', '+5491123456789'],
    ['11 15 2345 6789', '+5491123456789'],
    ['0341 15 555-1234', '+5493415551234'],
    ['341 15 555 1234', '+5493415551234'],
    ['+54 9 11 2345-6789', '+5491123456789'],
    ['+5491123456789', '+5491123456789'],
    ['54 9 261 555 0101', '+5492615550101'],
    // Without 15 or 9 the number is read as dialled (a landline, or a mobile written short).
    ['11 2345 6789', '+541123456789'],
    ['011 2345-6789', '+541123456789'],
    ['+54 261 555-0101', '+542615550101'],
    ['(0261) 425-7890', '+542614257890'],
  ])('%s → %s', (typed, e164) => {
    expect(normalizeArgentinePhone(typed)).toBe(e164);
  });

  it.each([
    ['12345'],
    ['15-2345-6789'],
    ['+54 11 1234'],
    ['teléfono'],
    [''],
    ['+1 202 555 0101'],
    ['011 15-2345-6789-0000'],
  ])('refuses %j', (typed) => {
    expect(normalizeArgentinePhone(typed)).toBeNull();
  });
});

describe('formatPhoneForPeople', () => {
  it.each([
    ['+542615550101', '+54 261 555-0101'],
    ['+5491123456789', '+54 9 11 2345-6789'],
    ['+5492615550101', '+54 9 261 555-0101'],
    ['+541145678901', '+54 11 4567-8901'],
    ['+34912345678', '+34 912 34 56 78'],
    ['no es un teléfono', 'no es un teléfono'],
  ])('%s → %s', (stored, shown) => {
    expect(formatPhoneForPeople(stored)).toBe(shown);
  });
});
