import { describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../keys.ts';
import { expiryWait, tokenIsApiKey, userToken } from './token.ts';

describe('the token of a join or a refresh', () => {
  it("is a user's token only when it is a string and not a new-style key", () => {
    expect(userToken('eyJ.a.b')).toBe('eyJ.a.b');
    expect(userToken('sb_publishable_abc')).toBeNull();
    expect(userToken(undefined)).toBeNull();
    expect(userToken(42)).toBeNull();
  });

  it('takes only the project keys as a socket API key', () => {
    expect(tokenIsApiKey(LOCAL_ANON_KEY)).toBe(true);
    expect(tokenIsApiKey('eyJ.a.b')).toBe(false);
  });
});

describe('expiryWait', () => {
  it('waits until exp, not less than nothing, at most what setTimeout holds', () => {
    expect(expiryWait(100, 40_000)).toBe(60_000);
    expect(expiryWait(100, 200_000)).toBe(0);
    expect(expiryWait(Number.MAX_SAFE_INTEGER, 0)).toBe(2 ** 31 - 1);
  });
});
