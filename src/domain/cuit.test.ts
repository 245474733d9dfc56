import { describe, expect, it } from 'vitest';
import {
  cuitCheckDigit,
  cuitMessages,
  formatCuit,
  isValidCuit,
  normalizeCuit,
  validateCuit,
} from './cuit';

const VALID = ['20123456786', '30712345671', '20111117110', '23000000000', '27333333339'];

describe('normalizeCuit', () => {
  it('removes hyphens and spaces only', () => {
    expect(normalizeCuit('20-12345678-6')).toBe('20123456786');
    expect(normalizeCuit(' 20 12345678 6 ')).toBe('20123456786');
    expect(normalizeCuit('20.12345678.6')).toBe('20.12345678.6');
  });
});

describe('cuitCheckDigit', () => {
  it('is 11 − (weighted sum mod 11)', () => {
    expect(cuitCheckDigit('2012345678')).toBe(6);
    expect(cuitCheckDigit('3071234567')).toBe(1);
  });
  it('maps 11 to 0', () => {
    expect(cuitCheckDigit('2011111711')).toBe(0);
    expect(cuitCheckDigit('2300000000')).toBe(0);
  });
  it('has none when the result is 10', () => {
    expect(cuitCheckDigit('2000000600')).toBeNull();
  });
  it('needs exactly ten digits', () => {
    expect(() => cuitCheckDigit('201234567')).toThrow();
  });
});

describe('validateCuit', () => {
  it.each(VALID)('accepts %s', (cuit) => {
    expect(validateCuit(cuit)).toEqual({ valid: true, cuit });
  });

  it('accepts the hyphenated form and returns it normalised', () => {
    expect(validateCuit('20-12345678-6')).toEqual({ valid: true, cuit: '20123456786' });
    expect(isValidCuit('30-71234567-1')).toBe(true);
  });

  it.each(['', '2012345678', '201234567861', '20-1234567-6', '2012345678a', '20.12345678.6'])(
    'says %j does not have 11 numbers',
    (value) => {
      expect(validateCuit(value)).toEqual({
        valid: false,
        message: 'El CUIT debe tener 11 números',
      });
    },
  );

  it('refuses every wrong check digit', () => {
    for (let digit = 0; digit <= 9; digit += 1) {
      if (digit === 6) continue;
      expect(validateCuit(`2012345678${digit}`)).toEqual({
        valid: false,
        message: cuitMessages.checkDigit,
      });
    }
  });

  it('refuses any single wrong digit, in every position', () => {
    const valid = '20123456786';
    for (let position = 0; position < 11; position += 1) {
      for (let digit = 0; digit <= 9; digit += 1) {
        if (String(digit) === valid[position]) continue;
        const typo = valid.slice(0, position) + digit + valid.slice(position + 1);
        expect(validateCuit(typo), typo).toEqual({ valid: false, message: 'El CUIT no es válido' });
      }
    }
  });

  it('refuses ten digits whose check would be 10, whatever the last digit', () => {
    for (let digit = 0; digit <= 9; digit += 1) {
      expect(isValidCuit(`2000000600${digit}`)).toBe(false);
    }
  });
});

describe('formatCuit', () => {
  it('writes the hyphens of a stored CUIT, and leaves anything else alone', () => {
    expect(formatCuit('20123456786')).toBe('20-12345678-6');
    expect(formatCuit('20-12345678-6')).toBe('20-12345678-6');
    expect(formatCuit('123')).toBe('123');
  });
});
