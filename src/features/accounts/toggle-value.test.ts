import { describe, expect, it } from 'vitest';
import { toggleValue } from './toggle-value';

describe('toggleValue', () => {
  it('adds a missing value at the end', () => {
    expect(toggleValue(['van'], 'flatbed')).toEqual(['van', 'flatbed']);
  });
  it('removes a present value and keeps the order', () => {
    expect(toggleValue(['van', 'flatbed', 'container'], 'flatbed')).toEqual(['van', 'container']);
  });
  it('does not mutate the input', () => {
    const values = ['van'];
    toggleValue(values, 'van');
    expect(values).toEqual(['van']);
  });
});
