import { describe, expect, it } from 'vitest';
import { normalizeArgentinePhone } from './phone';
import { whatsappNumber } from './whatsapp-number';

describe('whatsappNumber', () => {
  it('adds the 9 WhatsApp needs to an Argentine number stored without it', () => {
    expect(whatsappNumber('+541123456789')).toBe('5491123456789');
    expect(whatsappNumber('+542615550101')).toBe('5492615550101');
  });

  it('keeps a mobile that has it, and another country’s number as it is', () => {
    expect(whatsappNumber('+5491123456789')).toBe('5491123456789');
    expect(whatsappNumber('+12025550101')).toBe('12025550101');
  });

  it('links what the forms store, however the person typed it', () => {
    for (const typed of ['011 15-2345-6789', '+54 9 11 2345-6789', '11 2345 6789']) {
      expect(whatsappNumber(normalizeArgentinePhone(typed))).toBe('5491123456789');
    }
  });

  it('gives nothing for no phone or one that is not E.164', () => {
    expect(whatsappNumber(null)).toBeNull();
    expect(whatsappNumber('')).toBeNull();
    expect(whatsappNumber('123')).toBeNull();
    expect(whatsappNumber('+54 261 555-0101')).toBeNull();
  });
});
