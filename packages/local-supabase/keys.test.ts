import { describe, expect, it } from 'vitest';
import { JwtError, signAccessToken, verifyJwt } from './jwt.ts';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from './keys.ts';
import { DEMO_SHIPPER } from '../../supabase/demo-accounts.ts';

describe('local keys', () => {
  it('signed both API keys with the local secret', async () => {
    expect(await verifyJwt(LOCAL_ANON_KEY)).toEqual({
      iss: 'supabase-demo',
      role: 'anon',
      iat: 1767225600,
      exp: 2082758400,
    });
    expect((await verifyJwt(LOCAL_SERVICE_ROLE_KEY)).role).toBe('service_role');
  });
});

describe('access tokens', () => {
  const input = {
    userId: DEMO_SHIPPER.id,
    email: DEMO_SHIPPER.email,
    phone: '',
    sessionId: '5b0c2a8e-5f7e-4d43-9d6e-0d1f3c1e2a11',
    appMetadata: { provider: 'email', providers: ['email'] },
    userMetadata: { name: 'Lucía Fernández' },
    isAnonymous: false,
    amr: [{ method: 'password', timestamp: 1_800_000_000 }],
    aal: 'aal1' as const,
    issuer: 'http://localhost:5173/auth/v1',
  };

  it('carries GoTrue claims and expires one hour after issue', async () => {
    const issuedAt = Math.floor(Date.now() / 1000);
    const { token, expiresAt } = await signAccessToken({ ...input, issuedAt });
    expect(expiresAt).toBe(issuedAt + 3600);
    expect(await verifyJwt(token)).toEqual({
      aud: 'authenticated',
      email: input.email,
      phone: '',
      app_metadata: input.appMetadata,
      user_metadata: input.userMetadata,
      role: 'authenticated',
      aal: 'aal1',
      amr: input.amr,
      session_id: input.sessionId,
      is_anonymous: false,
      iss: input.issuer,
      sub: input.userId,
      iat: issuedAt,
      exp: issuedAt + 3600,
    });
  });

  it('is refused once expired, and says so', async () => {
    const { token } = await signAccessToken({ ...input, issuedAt: 1_700_000_000 });
    const error = await verifyJwt(token).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(JwtError);
    expect((error as JwtError).expired).toBe(true);
    expect((error as JwtError).detail).toBe('token has invalid claims: token is expired');
  });

  it('is refused when tampered with', async () => {
    const { token } = await signAccessToken({ ...input, issuedAt: Math.floor(Date.now() / 1000) });
    const [header, , signature] = token.split('.');
    const payload = Buffer.from(JSON.stringify({ role: 'service_role' })).toString('base64url');
    await expect(verifyJwt(`${header}.${payload}.${signature}`)).rejects.toThrow(
      'token signature is invalid: signature is invalid',
    );
    await expect(verifyJwt('not-a-jwt')).rejects.toBeInstanceOf(JwtError);
  });
});
