import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_BCRYPT_COST_ENV } from '../bcrypt.ts';
import {
  createTestClient,
  startTestBackend,
  type TestBackend,
} from '../../../supabase/tests/support/backend.ts';
import { DEMO_PASSWORD, DEMO_SHIPPER, DEMO_TRANSPORTER } from '../../../supabase/demo-accounts.ts';

let backend: TestBackend;
/** Milliseconds added to the backend's clock, to cross the refresh-token reuse window. */
let clockOffsetMs = 0;

beforeAll(async () => {
  backend = await startTestBackend({
    now: () => new Date(Date.now() + clockOffsetMs),
    // Low enough to reach in a test; the other endpoints keep GoTrue's defaults.
    rateLimits: { recover: { max: 3, windowSeconds: 300 } },
  });
});

afterAll(async () => {
  await backend.stop();
});

function client() {
  return createTestClient(backend);
}

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await backend.db.query<{ n: number }>(`select (${sql})::int as n`, params);
  return rows[0].n;
}

/** The session a refresh token belongs to. */
async function sessionOf(refreshToken: string): Promise<string> {
  const { rows } = await backend.db.query<{ session_id: string }>(
    'select session_id from auth.refresh_tokens where token = $1',
    [refreshToken],
  );
  return rows[0].session_id;
}

const activeTokens = (sessionId: string) =>
  count('select count(*) from auth.refresh_tokens where session_id = $1 and not revoked', [
    sessionId,
  ]);

const usersNamed = (email: string) =>
  count('select count(*) from auth.users where email = $1', [email]);

function shipperData(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ana Pérez',
    company: 'Pérez Hnos.',
    phone: '+54 11 5555-0000',
    address: 'Av. Siempre Viva 742, Rosario',
    role: 'shipper',
    ...overrides,
  };
}

async function authFetch(path: string, init: RequestInit = {}, apiVersion = true) {
  const headers = new Headers(init.headers);
  headers.set('apikey', backend.anonKey);
  headers.set('content-type', 'application/json');
  if (apiVersion) headers.set('x-supabase-api-version', '2024-01-01');
  return fetch(`${backend.url}/auth/v1${path}`, { ...init, headers });
}

describe('sign-up', () => {
  it('creates the user, its role and its profile from the metadata, and returns a session', async () => {
    const email = 'ana.shipper@example.test';
    const { data, error } = await client().auth.signUp({
      email,
      password: 'clave-segura-1',
      options: { data: shipperData() },
    });
    expect(error).toBeNull();
    expect(data.session?.token_type).toBe('bearer');
    expect(data.session?.expires_in).toBe(3600);
    expect(data.user?.email).toBe(email);
    expect(data.user?.user_metadata).toMatchObject({ name: 'Ana Pérez', role: 'shipper' });
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.identities?.[0]?.provider).toBe('email');

    const userId = data.user?.id;
    const roles = await backend.db.query('select role from public.user_roles where user_id = $1', [
      userId,
    ]);
    expect(roles.rows).toEqual([{ role: 'shipper' }]);
    const profiles = await backend.db.query(
      'select name, email, company, phone, address from public.profiles where id = $1',
      [userId],
    );
    expect(profiles.rows).toEqual([
      {
        name: 'Ana Pérez',
        email,
        company: 'Pérez Hnos.',
        // Sent as typed ('+54 11 5555-0000'); the profile keeps E.164.
        phone: '+541155550000',
        address: 'Av. Siempre Viva 742, Rosario',
      },
    ]);
  });

  it('stores the transporter fields of a transporter sign-up', async () => {
    const { data, error } = await client().auth.signUp({
      email: 'tomas.transporter@example.test',
      password: 'clave-segura-1',
      options: {
        data: shipperData({
          name: 'Tomás Ruiz',
          role: 'transporter',
          taxId: '20-12345678-3',
          description: 'Fletes refrigerados en la Patagonia.',
          vehicleTypes: ['refrigerated', 'van'],
          serviceAreas: 'Neuquén, Río Negro',
        }),
      },
    });
    expect(error).toBeNull();
    const { rows } = await backend.db.query(
      'select tax_id, vehicle_types, service_areas from public.profiles where id = $1',
      [data.user?.id],
    );
    expect(rows).toEqual([
      {
        tax_id: '20-12345678-3',
        vehicle_types: ['refrigerated', 'van'],
        service_areas: 'Neuquén, Río Negro',
      },
    ]);
  });

  it.each([
    ['admin', shipperData({ role: 'admin' })],
    ['no role', shipperData({ role: undefined })],
    ['an unknown role', shipperData({ role: 'superuser' })],
  ])('refuses a sign-up with %s and creates nothing', async (_label, data) => {
    const email = `refused.${String(data.role)}@example.test`;
    const before = await count('select count(*) from auth.users');
    const { data: result, error } = await client().auth.signUp({
      email,
      password: 'clave-segura-1',
      options: { data },
    });
    expect(error?.status).toBe(500);
    expect(result.session).toBeNull();
    expect(await count('select count(*) from auth.users')).toBe(before);
    expect(await usersNamed(email)).toBe(0);
    expect(await count('select count(*) from auth.identities where email = $1', [email])).toBe(0);
  });

  it("answers a refused sign-up with GoTrue's trigger-failure body", async () => {
    const response = await authFetch('/signup', {
      method: 'POST',
      body: JSON.stringify({
        email: 'admin.raw@example.test',
        password: 'clave-segura-1',
        data: shipperData({ role: 'admin' }),
      }),
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      code: 'unexpected_failure',
      message: 'Database error saving new user',
    });
  });

  it('refuses an e-mail that is already registered', async () => {
    const before = await count('select count(*) from auth.users');
    const { error } = await client().auth.signUp({
      email: DEMO_SHIPPER.email.toUpperCase(),
      password: 'clave-segura-1',
      options: { data: shipperData() },
    });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('user_already_exists');
    expect(error?.message).toBe('User already registered');
    expect(await count('select count(*) from auth.users')).toBe(before);
  });

  it('refuses a password shorter than 8 characters with weak_password and its reasons', async () => {
    const email = 'weak@example.test';
    const { error } = await client().auth.signUp({
      email,
      password: 'corta1',
      options: { data: shipperData() },
    });
    expect(error?.name).toBe('AuthWeakPasswordError');
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('weak_password');
    expect(error?.message).toBe('Password should be at least 8 characters.');
    expect(error && 'reasons' in error ? error.reasons : null).toEqual(['length']);
    expect(await usersNamed(email)).toBe(0);
  });

  it('refuses a malformed e-mail with validation_failed', async () => {
    const { error } = await client().auth.signUp({
      email: 'not-an-email',
      password: 'clave-segura-1',
      options: { data: shipperData() },
    });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('validation_failed');
  });
});

describe('sign-in, session and sign-out', () => {
  it('signs the demo shipper in with a real HS256 access token carrying GoTrue claims', async () => {
    const { data, error } = await client().auth.signInWithPassword({
      email: DEMO_SHIPPER.email,
      password: DEMO_PASSWORD,
    });
    expect(error).toBeNull();
    const session = data.session;
    expect(session?.user.id).toBe(DEMO_SHIPPER.id);
    const [header, payload] = (session?.access_token ?? '')
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')));
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toMatchObject({
      sub: DEMO_SHIPPER.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: DEMO_SHIPPER.email,
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email' },
      user_metadata: { name: 'Lucía Fernández', role: 'shipper' },
    });
    expect(payload.exp - payload.iat).toBe(3600);
    expect(payload.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(session?.expires_at).toBe(payload.exp);
  });

  it('refuses a wrong password and an unknown e-mail alike with invalid_credentials', async () => {
    for (const credentials of [
      { email: DEMO_SHIPPER.email, password: 'ConectaDemo2025' },
      { email: 'nobody@example.test', password: DEMO_PASSWORD },
    ]) {
      const { data, error } = await client().auth.signInWithPassword(credentials);
      expect(data.session).toBeNull();
      expect(error?.status).toBe(400);
      expect(error?.code).toBe('invalid_credentials');
      expect(error?.message).toBe('Invalid login credentials');
    }
  });

  it('refreshes the session, returns the user, and signs out for good', async () => {
    const supabase = client();
    const signIn = await supabase.auth.signInWithPassword({
      email: DEMO_SHIPPER.email,
      password: DEMO_PASSWORD,
    });
    const first = signIn.data.session;
    expect(first).not.toBeNull();

    const refreshed = await supabase.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(first?.refresh_token);
    expect(refreshed.data.session?.user.email).toBe(DEMO_SHIPPER.email);

    const user = await supabase.auth.getUser();
    expect(user.error).toBeNull();
    expect(user.data.user?.id).toBe(first?.user.id);

    expect((await supabase.auth.signOut()).error).toBeNull();
    const afterSignOut = await client().auth.getUser(refreshed.data.session?.access_token);
    expect(afterSignOut.error?.name).toBe('AuthSessionMissingError');
    const refreshAfterSignOut = await client().auth.refreshSession({
      refresh_token: refreshed.data.session?.refresh_token ?? '',
    });
    expect(refreshAfterSignOut.error?.code).toBe('refresh_token_not_found');
  });

  it("signs out only the current session with scope 'local'", async () => {
    const laptop = client();
    const phone = client();
    await laptop.auth.signInWithPassword({ email: DEMO_SHIPPER.email, password: DEMO_PASSWORD });
    await phone.auth.signInWithPassword({ email: DEMO_SHIPPER.email, password: DEMO_PASSWORD });
    expect((await laptop.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await phone.auth.getUser()).error).toBeNull();
  });

  it('rotates refresh tokens: a reuse within the window answers the active token, never a fork', async () => {
    const supabase = client();
    const { data } = await supabase.auth.signInWithPassword({
      email: DEMO_SHIPPER.email,
      password: DEMO_PASSWORD,
    });
    const first = data.session?.refresh_token ?? '';
    const second = (await supabase.auth.refreshSession()).data.session?.refresh_token ?? '';
    const third = (await supabase.auth.refreshSession()).data.session?.refresh_token ?? '';
    expect(new Set([first, second, third]).size).toBe(3);
    const sessionId = await sessionOf(third);

    // The attack: a token two rotations old, replayed inside the 10 s window. It used to get a
    // fresh token of its own, a second live chain in the session.
    const reused = await client().auth.refreshSession({ refresh_token: first });
    expect(reused.error).toBeNull();
    expect(reused.data.session?.refresh_token).toBe(third);
    expect(await activeTokens(sessionId)).toBe(1);

    clockOffsetMs = 11_000;
    try {
      const late = await client().auth.refreshSession({ refresh_token: first });
      expect(late.error?.status).toBe(400);
      expect(late.error?.code).toBe('refresh_token_already_used');
      expect(late.error?.message).toBe('Invalid Refresh Token: Already Used');
      // The reuse ended the whole session: its newest token and its access token are dead too.
      expect(await count('select count(*) from auth.sessions where id = $1', [sessionId])).toBe(0);
      const newest = await client().auth.refreshSession({ refresh_token: third });
      expect(newest.error?.code).toBe('refresh_token_not_found');
      const user = await client().auth.getUser(reused.data.session?.access_token);
      expect(user.error?.name).toBe('AuthSessionMissingError');
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('answers a client that lost its last refresh with the active token, even after the window', async () => {
    const supabase = client();
    await supabase.auth.signInWithPassword({ email: DEMO_SHIPPER.email, password: DEMO_PASSWORD });
    const previous = (await supabase.auth.refreshSession()).data.session?.refresh_token ?? '';
    const active = (await supabase.auth.refreshSession()).data.session?.refresh_token ?? '';
    clockOffsetMs = 60_000;
    try {
      const retried = await client().auth.refreshSession({ refresh_token: previous });
      expect(retried.error).toBeNull();
      expect(retried.data.session?.refresh_token).toBe(active);
      expect(await activeTokens(await sessionOf(active))).toBe(1);
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('refuses an unknown refresh token with refresh_token_not_found', async () => {
    const { error } = await client().auth.refreshSession({ refresh_token: 'doesnotexist' });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('refresh_token_not_found');
  });

  it('refuses a forged access token with bad_jwt', async () => {
    const { data } = await client().auth.signInWithPassword({
      email: DEMO_SHIPPER.email,
      password: DEMO_PASSWORD,
    });
    const [header, payload] = (data.session?.access_token ?? '').split('.');
    const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
    const response = await authFetch('/user', { headers: { authorization: `Bearer ${forged}` } });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      code: 'bad_jwt',
      message:
        'invalid JWT: unable to parse or verify signature, token signature is invalid: signature is invalid',
    });
    const { error } = await client().auth.getUser(forged);
    expect(error?.code).toBe('bad_jwt');
  });
});

describe('updateUser', () => {
  it('changes the password: the old one stops working, the new one signs in', async () => {
    const email = 'changer@example.test';
    const supabase = client();
    await supabase.auth.signUp({
      email,
      password: 'primera-clave',
      options: { data: shipperData() },
    });
    const weak = await supabase.auth.updateUser({ password: 'corta' });
    expect(weak.error?.code).toBe('weak_password');
    // A stolen session alone cannot change the password: the current one is required.
    const missing = await supabase.auth.updateUser({ password: 'segunda-clave' });
    expect(missing.error?.code).toBe('current_password_required');
    const wrong = await supabase.auth.updateUser({
      password: 'segunda-clave',
      current_password: 'adivinada',
    });
    expect(wrong.error?.code).toBe('current_password_mismatch');
    const same = await supabase.auth.updateUser({
      password: 'primera-clave',
      current_password: 'primera-clave',
    });
    expect(same.error?.code).toBe('same_password');
    const stillOld = await client().auth.signInWithPassword({ email, password: 'primera-clave' });
    expect(stillOld.error).toBeNull();

    const { error } = await supabase.auth.updateUser({
      password: 'segunda-clave',
      current_password: 'primera-clave',
    });
    expect(error).toBeNull();
    const old = await client().auth.signInWithPassword({ email, password: 'primera-clave' });
    expect(old.error?.code).toBe('invalid_credentials');
    const renewed = await client().auth.signInWithPassword({ email, password: 'segunda-clave' });
    expect(renewed.error).toBeNull();
  });

  it('lets a user write role: admin into user_metadata, and user_roles stays as it was', async () => {
    const supabase = client();
    const { data: signIn } = await supabase.auth.signInWithPassword({
      email: DEMO_TRANSPORTER.email,
      password: DEMO_PASSWORD,
    });
    const userId = signIn.user?.id;
    const { data, error } = await supabase.auth.updateUser({ data: { role: 'admin' } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ role: 'admin', name: 'Martín Gómez' });
    const { rows } = await backend.db.query(
      'select role from public.user_roles where user_id = $1',
      [userId],
    );
    expect(rows).toEqual([{ role: 'transporter' }]);
    const { data: ownRole } = await supabase
      .from('user_roles')
      .select('role')
      .eq('user_id', userId ?? '')
      .single();
    expect(ownRole?.role).toBe('transporter');
  });
});

describe('error bodies', () => {
  it('uses { code, message } with X-Supabase-Api-Version and echoes the version', async () => {
    const response = await authFetch('/token?grant_type=password', {
      method: 'POST',
      body: JSON.stringify({ email: DEMO_SHIPPER.email, password: 'wrong-password' }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await response.json()).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
  });

  it('uses the legacy { code, error_code, msg } without the header', async () => {
    const response = await authFetch(
      '/token?grant_type=password',
      {
        method: 'POST',
        body: JSON.stringify({ email: DEMO_SHIPPER.email, password: 'wrong-password' }),
      },
      false,
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('x-supabase-api-version')).toBeNull();
    expect(await response.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });

  it('reports weak passwords with their reasons in both formats', async () => {
    const body = JSON.stringify({ email: 'weak2@example.test', password: 'abc', data: {} });
    const current = await authFetch('/signup', { method: 'POST', body });
    expect(current.status).toBe(422);
    expect(await current.json()).toEqual({
      code: 'weak_password',
      message: 'Password should be at least 8 characters.',
      weak_password: { reasons: ['length'] },
    });
    const legacy = await authFetch('/signup', { method: 'POST', body }, false);
    expect(await legacy.json()).toEqual({
      code: 422,
      error_code: 'weak_password',
      msg: 'Password should be at least 8 characters.',
      weak_password: { reasons: ['length'] },
    });
  });

  it('answers a body that is not JSON with bad_json and a sign-in without e-mail with validation_failed', async () => {
    const malformed = await authFetch('/token?grant_type=password', {
      method: 'POST',
      body: '{"email": ',
    });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { code: string }).code).toBe('bad_json');
    const missing = await authFetch('/token?grant_type=password', {
      method: 'POST',
      body: JSON.stringify({ password: DEMO_PASSWORD }),
    });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      code: 'validation_failed',
      message: 'missing email or phone',
    });
  });

  it('serves /settings and /health', async () => {
    const settings = await authFetch('/settings');
    expect(settings.status).toBe(200);
    expect(await settings.json()).toMatchObject({
      disable_signup: false,
      mailer_autoconfirm: true,
      external: { email: true, phone: false },
    });
    const health = await authFetch('/health');
    expect(((await health.json()) as { name: string }).name).toBe('GoTrue');
  });
});

describe('rate limits', () => {
  it('answers over_request_rate_limit (429) once an IP has used its budget', async () => {
    const supabase = client();
    const results = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      // A new address each time: the per-address frequency (a 429 of its own) is not the point.
      results.push(await supabase.auth.resetPasswordForEmail(`nobody${attempt}@example.test`));
    }
    expect(results.slice(0, 3).map((result) => result.error)).toEqual([null, null, null]);
    const limited = results[3].error;
    expect(limited?.status).toBe(429);
    expect(limited?.code).toBe('over_request_rate_limit');
    expect(limited?.message).toBe('Request rate limit reached');
  });
});

describe('password hashing', () => {
  const costOf = async (db: TestBackend['db'], email: string) => {
    const { rows } = await db.query<{ cost: string }>(
      'select substr(encrypted_password, 1, 7) as cost from auth.users where email = $1',
      [email],
    );
    return rows[0]?.cost;
  };

  it('uses bcrypt cost 10, GoTrue’s, for the seed, sign-ups and new passwords', async () => {
    // What a developer gets: the suites' lower cost is not set.
    vi.stubEnv(TEST_BCRYPT_COST_ENV, '');
    const real = await startTestBackend();
    vi.unstubAllEnvs();
    try {
      expect(await costOf(real.db, DEMO_SHIPPER.email)).toBe('$2a$10$');
      const supabase = createTestClient(real);
      const { error } = await supabase.auth.signUp({
        email: 'costo@example.test',
        password: 'clave-costosa',
        options: { data: shipperData() },
      });
      expect(error).toBeNull();
      expect(await costOf(real.db, 'costo@example.test')).toBe('$2a$10$');
      const changed = await supabase.auth.updateUser({
        password: 'otra-clave-costosa',
        current_password: 'clave-costosa',
      });
      expect(changed.error).toBeNull();
      expect(await costOf(real.db, 'costo@example.test')).toBe('$2a$10$');
    } finally {
      await real.stop();
    }
  });

  it('uses the lower cost the suites set, seed included', async () => {
    expect(process.env[TEST_BCRYPT_COST_ENV]).toBe('4');
    expect(await costOf(backend.db, DEMO_SHIPPER.email)).toBe('$2a$04$');
  });
});
