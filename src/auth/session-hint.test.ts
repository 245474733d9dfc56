import { describe, expect, it } from 'vitest';
import { sessionMayExist } from './session-hint';

const KEY = 'sb-127-auth-token';
const empty = { getItem: () => null };
const at = (href: string) => new URL(href, 'http://127.0.0.1:5173');

describe('sessionMayExist', () => {
  it('is false for a visitor with nothing stored and a plain URL', () => {
    expect(sessionMayExist(empty, KEY, at('/listings?q=vino#resultados'))).toBe(false);
  });

  it('is true when a session is stored under the key, and only that key', () => {
    const stored = { getItem: (key: string) => (key === KEY ? '{"access_token":"x"}' : null) };
    expect(sessionMayExist(stored, KEY, at('/'))).toBe(true);
    expect(sessionMayExist(stored, 'sb-other-auth-token', at('/'))).toBe(false);
  });

  it('is true when an e-mail link brings a session or an auth error in the URL', () => {
    expect(sessionMayExist(empty, KEY, at('/reset-password#access_token=t&type=recovery'))).toBe(
      true,
    );
    expect(sessionMayExist(empty, KEY, at('/#error=access_denied&error_code=otp_expired'))).toBe(
      true,
    );
    expect(sessionMayExist(empty, KEY, at('/?error_description=Email+link+is+invalid'))).toBe(true);
  });
});
