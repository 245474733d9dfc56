import { describe, expect, it } from 'vitest';
import { redirectFromPath, signInRedirectState } from './redirect-state';

describe('redirect state', () => {
  it('round-trips the guarded location', () => {
    const state = signInRedirectState({
      pathname: '/shipper-dashboard/shipments',
      search: '?q=1',
      hash: '#top',
    });
    expect(redirectFromPath(state)).toBe('/shipper-dashboard/shipments?q=1#top');
  });

  it.each([null, undefined, 'x', {}, { from: null }, { from: { pathname: 3 } }])(
    'ignores malformed state %j',
    (state) => {
      expect(redirectFromPath(state)).toBeNull();
    },
  );

  it('accepts a pathname alone', () => {
    expect(redirectFromPath({ from: { pathname: '/dashboard' } })).toBe('/dashboard');
  });
});
