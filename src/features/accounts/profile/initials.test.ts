import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letter of the first two words', () => {
    expect(initials('ana maría lópez')).toBe('AM');
    expect(initials('  Lucía  ')).toBe('L');
    expect(initials('Ángel Núñez')).toBe('ÁN');
  });
  it('falls back to ? for an empty name', () => {
    expect(initials('   ')).toBe('?');
  });
});
