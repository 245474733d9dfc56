import { describe, expect, it } from 'vitest';
import { formatPlate, isArgentinePlate, normalizePlate } from './plates';

describe('Argentine plates', () => {
  it.each([
    ['AA 123 BB', 'AA123BB', true],
    ['ab-123-cd', 'AB123CD', true],
    ['abc 123', 'ABC123', true],
    ['A.B.C.1.2.3', 'ABC123', true],
    ['AB123C', 'AB123C', false],
    ['1234ABC', '1234ABC', false],
    ['ABCD123', 'ABCD123', false],
    ['', '', false],
  ])('%s → %s (valid: %s)', (typed, normalized, valid) => {
    expect(normalizePlate(typed)).toBe(normalized);
    expect(isArgentinePlate(typed)).toBe(valid);
  });

  it('formats each format for a person', () => {
    expect(formatPlate('AB123CD')).toBe('AB 123 CD');
    expect(formatPlate('ABC123')).toBe('ABC 123');
    expect(formatPlate('X')).toBe('X');
  });
});
