/**
 * TOTP second factor through supabase-js `auth.mfa` against the embedded GoTrue: enrolment,
 * challenge and verify (aal1 → aal2), sign-in that needs the code, and the attacks: forged,
 * wrong, replayed and stale codes, another user's factor, and aal1 access to the data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestClient,
  startTestBackend,
  type TestBackend,
  type TestClient,
} from '../../../supabase/tests/support/backend.ts';
import { base32Decode, hotp, totp } from './totp.ts';

let backend: TestBackend;
/** Milliseconds added to the backend's clock (TOTP steps, challenge expiry). */
let clockOffsetMs = 0;
/** A stopped clock, while set. */
let frozenAt: number | null = null;
const backendNow = () => (frozenAt ?? Date.now()) + clockOffsetMs;

beforeAll(async () => {
  backend = await startTestBackend({
    now: () => new Date(backendNow()),
    rateLimits: false,
  });
});

afterAll(async () => {
  await backend.stop();
});

const PASSWORD = 'clave-mfa-2026';
let accounts = 0;

/** A new shipper account, signed in on a fresh client. */
async function newAccount(): Promise<{ client: TestClient; email: string; userId: string }> {
  accounts += 1;
  const email = `mfa${accounts}@example.test`;
  const client = createTestClient(backend);
  const { data, error } = await client.auth.signUp({
    email,
    password: PASSWORD,
    options: { data: { role: 'shipper', name: 'Clara Ruiz' } },
  });
  if (error || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
  return { client, email, userId: data.user.id };
}

async function signIn(email: string): Promise<TestClient> {
  const client = createTestClient(backend);
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw error;
  return client;
}

/** The code an authenticator app shows now for `secret`, `steps` periods away. */
function codeFor(secret: string, steps = 0): string {
  return totp(base32Decode(secret), Math.floor(backendNow() / 1000) + steps * 30);
}

function claims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

/** Enrols and verifies a TOTP factor; the client ends on an aal2 session. */
async function enrolVerified(client: TestClient) {
  const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Teléfono' });
  if (enrolled.error) throw enrolled.error;
  const { id, totp: secrets } = enrolled.data;
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId: id,
    code: codeFor(secrets.secret),
  });
  if (verified.error) throw verified.error;
  return { factorId: id, secret: secrets.secret };
}

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await backend.db.query<{ n: number }>(`select (${sql})::int as n`, params);
  return rows[0].n;
}

describe('enrolment', () => {
  it('returns the secret, the otpauth URI and an SVG QR code, and stores an unverified factor', async () => {
    const { client, email, userId } = await newAccount();
    const { data, error } = await client.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Mi teléfono',
    });
    expect(error).toBeNull();
    expect(data?.type).toBe('totp');
    expect(data?.friendly_name).toBe('Mi teléfono');
    expect(data?.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    // The issuer is site_url's host (GoTrue's default), never the host the request named.
    expect(data?.totp.uri).toBe(
      `otpauth://totp/localhost:5173:${email}` +
        `?algorithm=SHA1&digits=6&issuer=${encodeURIComponent('localhost:5173')}` +
        `&period=30&secret=${data?.totp.secret}`,
    );
    expect(data?.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg[^]*<\/svg>$/);
    expect(
      await count(
        `select count(*) from auth.mfa_factors where user_id = $1 and status = 'unverified'`,
        [userId],
      ),
    ).toBe(1);

    const factors = await client.auth.mfa.listFactors();
    expect(factors.data?.all).toHaveLength(1);
    expect(factors.data?.totp).toEqual([]); // not verified yet
    const aal = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
  });

  it('refuses other factor types, a duplicate name and no session', async () => {
    const { client } = await newAccount();
    const phone = await client.auth.mfa.enroll({ factorType: 'phone', phone: '+5491155550000' });
    expect(phone.error?.code).toBe('mfa_phone_enroll_not_enabled');
    await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Uno' });
    const twin = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Uno' });
    expect(twin.error?.code).toBe('mfa_factor_name_conflict');
    const response = await fetch(`${backend.url}/auth/v1/factors`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ factor_type: 'totp' }),
    });
    expect(response.status).toBe(401);
  });
});

describe('verification', () => {
  it('verifies the factor and upgrades the session to aal2 with the totp amr', async () => {
    const { client, userId } = await newAccount();
    const before = (await client.auth.getSession()).data.session;
    expect(claims(before?.access_token ?? '')).toMatchObject({ aal: 'aal1' });

    const { factorId } = await enrolVerified(client);

    const session = (await client.auth.getSession()).data.session;
    const payload = claims(session?.access_token ?? '');
    expect(payload.aal).toBe('aal2');
    expect((payload.amr as { method: string }[]).map((entry) => entry.method)).toEqual([
      'totp',
      'password',
    ]);
    expect(session?.refresh_token).not.toBe(before?.refresh_token);
    const aal = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const factors = await client.auth.mfa.listFactors();
    expect(factors.data?.totp.map((factor) => [factor.id, factor.status])).toEqual([
      [factorId, 'verified'],
    ]);
    expect(
      await count(`select count(*) from auth.sessions where user_id = $1 and aal = 'aal2'`, [
        userId,
      ]),
    ).toBe(1);

    // A refresh keeps aal2.
    const refreshed = await client.auth.refreshSession();
    expect(claims(refreshed.data.session?.access_token ?? '').aal).toBe('aal2');
  });

  it('never turns the aal1 refresh token into an aal2 session', async () => {
    const { client } = await newAccount();
    const aal1Refresh = (await client.auth.getSession()).data.session?.refresh_token ?? '';
    await enrolVerified(client);
    const response = await fetch(`${backend.url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: aal1Refresh }),
    });
    expect(response.status).toBe(400);
  });

  it('refuses wrong, forged, stale and replayed codes; each challenge is used once', async () => {
    const { client } = await newAccount();
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp' });
    const factorId = enrolled.data?.id ?? '';
    const secret = enrolled.data?.totp.secret ?? '';
    const attempt = async (code: string) => {
      const challenge = await client.auth.mfa.challenge({ factorId });
      return client.auth.mfa.verify({ factorId, challengeId: challenge.data?.id ?? '', code });
    };
    // A code `steps` windows away, sent early in a 30 s window: had the clock crossed into the
    // next window between making and checking it, +2 would arrive as +1 and be accepted (a busy
    // machine takes long enough for that).
    const attemptAt = async (steps: number) => {
      const left = 30_000 - (backendNow() % 30_000);
      if (left < 10_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
      return attempt(codeFor(secret, steps));
    };

    const right = codeFor(secret);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    expect((await attempt(wrong)).error?.code).toBe('mfa_verification_failed');
    expect((await attemptAt(-2)).error?.code).toBe('mfa_verification_failed');
    expect((await attemptAt(2)).error?.code).toBe('mfa_verification_failed');
    // A code of another secret (an attacker's own authenticator).
    expect((await attempt(hotp(base32Decode('JBSWY3DPEHPK3PXP'), 1))).error?.code).toBe(
      'mfa_verification_failed',
    );
    expect((await attempt('12345')).error?.code).toBe('mfa_verification_failed');
    expect((await attempt("1' or '1'='1")).error?.code).toBe('mfa_verification_failed');
    expect(
      await count(`select count(*) from auth.mfa_factors where id = $1 and status = 'verified'`, [
        factorId,
      ]),
    ).toBe(0);

    const challenge = await client.auth.mfa.challenge({ factorId });
    const challengeId = challenge.data?.id ?? '';
    expect(challenge.data?.expires_at).toBeGreaterThan(Date.now() / 1000);
    const ok = await client.auth.mfa.verify({ factorId, challengeId, code: right });
    expect(ok.error).toBeNull();

    // The same challenge again, then the same code on a fresh challenge: both refused.
    const sameChallenge = await client.auth.mfa.verify({ factorId, challengeId, code: right });
    expect(sameChallenge.error?.code).toBe('mfa_ip_address_mismatch');
    const replay = await attempt(right);
    expect(replay.error?.code).toBe('mfa_verification_failed');
    // An older code still inside the skew window is refused too once a newer one was used.
    expect((await attempt(codeFor(secret, -1))).error?.code).toBe('mfa_verification_failed');
  });

  it('challenges two factors in one millisecond (last_challenged_at is unique, as in GoTrue)', async () => {
    const [first, second] = [await newAccount(), await newAccount()];
    const factors = await Promise.all(
      [first, second].map(async ({ client }) => {
        const enrolled = await client.auth.mfa.enroll({ factorType: 'totp' });
        if (enrolled.error) throw enrolled.error;
        return enrolled.data.id;
      }),
    );
    frozenAt = Date.now();
    try {
      const challenges = await Promise.all(
        [first, second].map(({ client }, i) =>
          client.auth.mfa.challenge({ factorId: factors[i]! }),
        ),
      );
      expect(challenges.map((challenge) => challenge.error)).toEqual([null, null]);
      expect(
        await count(
          'select count(distinct last_challenged_at) from auth.mfa_factors where id = any($1::uuid[])',
          [factors],
        ),
      ).toBe(2);
    } finally {
      frozenAt = null;
    }
  });

  it('refuses an expired challenge and an unknown one', async () => {
    const { client } = await newAccount();
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp' });
    const factorId = enrolled.data?.id ?? '';
    const challenge = await client.auth.mfa.challenge({ factorId });
    clockOffsetMs += 301_000;
    try {
      const late = await client.auth.mfa.verify({
        factorId,
        challengeId: challenge.data?.id ?? '',
        code: codeFor(enrolled.data?.totp.secret ?? ''),
      });
      expect(late.error?.code).toBe('mfa_challenge_expired');
    } finally {
      clockOffsetMs -= 301_000;
    }
    const unknown = await client.auth.mfa.verify({
      factorId,
      challengeId: '00000000-0000-4000-8000-000000000000',
      code: '123456',
    });
    expect(unknown.error?.code).toBe('mfa_factor_not_found');
  });
});

describe('sign-in with a verified factor', () => {
  it('opens an aal1 session that asks for the code; the code makes it aal2', async () => {
    const { client: first, email } = await newAccount();
    const { factorId, secret } = await enrolVerified(first);

    const client = await signIn(email);
    const aal = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const methods = aal.data?.currentAuthenticationMethods ?? [];
    expect(methods.map((entry) => (typeof entry === 'string' ? entry : entry.method))).toEqual([
      'password',
    ]);

    // Until the code is given, the password alone opens none of the account's data.
    const profile = await client.from('profiles').select('email');
    expect(profile.error).toBeNull();
    expect(profile.data).toEqual([]);
    const prefs = await client.from('notification_preferences').select('*');
    expect(prefs.data).toEqual([]);
    const deletion = await client.rpc('delete_my_account');
    expect(deletion.error?.message).toMatch(/^insufficient_aal/);
    const changePassword = await client.auth.updateUser({
      password: 'otra-clave-2026',
      current_password: PASSWORD,
    });
    expect(changePassword.error?.code).toBe('insufficient_aal');
    const enrolAnother = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'B' });
    expect(enrolAnother.error?.code).toBe('insufficient_aal');
    const unenrol = await client.auth.mfa.unenroll({ factorId });
    expect(unenrol.error?.code).toBe('insufficient_aal');

    clockOffsetMs += 30_000; // the next step's code (the enrolment used this step's)
    try {
      const verified = await client.auth.mfa.challengeAndVerify({
        factorId,
        code: codeFor(secret),
      });
      expect(verified.error).toBeNull();
    } finally {
      clockOffsetMs -= 30_000;
    }
    const after = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(after.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const unlocked = await client.from('profiles').select('email');
    expect(unlocked.data).toEqual([{ email }]);
  });

  it('keeps another user out of the factor: no challenge, verify or unenrol', async () => {
    const { client: owner, userId } = await newAccount();
    const { factorId } = await enrolVerified(owner);
    const { client: intruder } = await newAccount();

    const challenge = await intruder.auth.mfa.challenge({ factorId });
    expect(challenge.error?.code).toBe('mfa_factor_not_found');
    expect(challenge.error?.status).toBe(404);
    const verify = await intruder.auth.mfa.verify({
      factorId,
      challengeId: '00000000-0000-4000-8000-000000000000',
      code: '123456',
    });
    expect(verify.error?.code).toBe('mfa_factor_not_found');
    const unenrol = await intruder.auth.mfa.unenroll({ factorId });
    expect(unenrol.error?.code).toBe('mfa_factor_not_found');
    expect(
      await count(`select count(*) from auth.mfa_factors where id = $1 and user_id = $2`, [
        factorId,
        userId,
      ]),
    ).toBe(1);
    const bad = await intruder.auth.mfa.unenroll({ factorId: '../../admin' });
    expect(bad.error).not.toBeNull();
  });

  it('unenrols at aal2: the factor goes, the session falls to aal1 and sign-in needs no code', async () => {
    const { client, email, userId } = await newAccount();
    const { factorId } = await enrolVerified(client);
    const { data, error } = await client.auth.mfa.unenroll({ factorId });
    expect(error).toBeNull();
    expect(data).toEqual({ id: factorId });
    expect(await count('select count(*) from auth.mfa_factors where user_id = $1', [userId])).toBe(
      0,
    );
    const refreshed = await client.auth.refreshSession();
    expect(claims(refreshed.data.session?.access_token ?? '').aal).toBe('aal1');
    const again = await signIn(email);
    const aal = await again.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
  });
});
