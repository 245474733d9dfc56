import { describe, expect, it } from 'vitest';
import { nullableNumber } from './nullable-number';

describe('nullableNumber', () => {
  it('keeps null, and reads a numeric PostgREST sends as a string as the number it is', () => {
    expect(nullableNumber(null)).toBeNull();
    expect(nullableNumber('4.50' as unknown as number)).toBe(4.5);
    expect(nullableNumber(0)).toBe(0);
  });
});
