import { describe, expect, it } from 'vitest';
import { sessionFragment, tokenHash } from './recovery.ts';
import { mergeMetadata } from './user.ts';

describe('mergeMetadata', () => {
  it('sets keys one by one and removes the keys set to null, like GoTrue', () => {
    expect(
      mergeMetadata({ name: 'Ana', role: 'shipper', phone: '123' }, { role: 'admin', phone: null }),
    ).toEqual({ name: 'Ana', role: 'admin' });
  });
});

describe('recovery tokens', () => {
  it('hashes e-mail + OTP with SHA-224', () => {
    expect(tokenHash('a@b.co', '123456')).toMatch(/^[0-9a-f]{56}$/);
    expect(tokenHash('a@b.co', '123456')).not.toBe(tokenHash('a@b.co', '123457'));
  });

  it('puts the session in the fragment with sorted keys, as Go encodes url.Values', () => {
    const fragment = sessionFragment(
      {
        access_token: 'jwt',
        token_type: 'bearer',
        expires_in: 3600,
        expires_at: 1800003600,
        refresh_token: 'abc123',
        user: {},
      },
      'recovery',
    );
    expect(fragment).toBe(
      'access_token=jwt&expires_at=1800003600&expires_in=3600&refresh_token=abc123&token_type=bearer&type=recovery',
    );
  });
});
