import { describe, expect, it } from 'vitest';
import { closest, similarity } from './fuzzy.ts';

describe('fuzzy hints', () => {
  it('scores by edit distance', () => {
    expect(similarity('abc', 'abc')).toBe(1);
    expect(similarity('cargo_listing', 'cargo_listings')).toBeCloseTo(13 / 14);
    expect(similarity('abc', 'xyz')).toBe(0);
  });

  it('suggests only close enough names', () => {
    const tables = ['cargo_listings', 'profiles', 'user_roles'];
    expect(closest('cargo_listing', tables)).toBe('cargo_listings');
    expect(closest('profile', tables)).toBe('profiles');
    expect(closest('users', tables)).toBeNull();
  });
});
