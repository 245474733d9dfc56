import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOCAL_JWT_SECRET } from './keys.ts';
import { createLocalSupabase, startLocalSupabase } from './server.ts';
import {
  createTestClient,
  startTestBackend,
  type TestBackend,
} from '../../supabase/tests/support/backend.ts';
import { project } from '../../supabase/project.ts';
import { DEMO_SHIPPER } from '../../supabase/demo-accounts.ts';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend({ rateLimits: false });
});

afterAll(async () => {
  await backend.stop();
});

const NO_KEY = {
  message: 'No API key found in request',
  hint: 'No `apikey` request header or url param was found.',
};

async function restToken(claims: Record<string, unknown>, expiresAt: number): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(expiresAt - 3600)
    .setExpirationTime(expiresAt)
    .sign(new Uint8Array(Buffer.from(LOCAL_JWT_SECRET)));
}

describe('the gateway', () => {
  it.each(['/auth/v1/settings', '/rest/v1/cargo_listings'])(
    'refuses %s without an apikey, like Supabase',
    async (path) => {
      const response = await fetch(`${backend.url}${path}`);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(NO_KEY);
    },
  );

  it('refuses a key that is not the project anon or service_role key', async () => {
    const response = await fetch(`${backend.url}/rest/v1/cargo_listings`, {
      headers: { apikey: 'sb_publishable_unknown' },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      message: 'Invalid API key',
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    });
  });

  it('accepts the key as an apikey URL parameter', async () => {
    const response = await fetch(
      `${backend.url}/rest/v1/cargo_listings?select=id&apikey=${backend.anonKey}`,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveLength(6);
  });

  it('lets a mail link reach /auth/v1/verify without a key', async () => {
    const response = await fetch(`${backend.url}/auth/v1/verify?type=recovery`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { msg: string }).msg).toBe(
      'Verify requires a token or a token hash',
    );
  });

  it('answers an expired JWT on /rest/v1 like PostgREST', async () => {
    const expired = await restToken(
      { role: 'authenticated', sub: DEMO_SHIPPER.id },
      Math.floor(Date.now() / 1000) - 60,
    );
    const response = await fetch(`${backend.url}/rest/v1/cargo_listings`, {
      headers: { apikey: backend.anonKey, authorization: `Bearer ${expired}` },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      code: 'PGRST303',
      details: null,
      hint: null,
      message: 'JWT expired',
    });
  });

  it('answers a JWT signed with another secret with PGRST301', async () => {
    const forged = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new Uint8Array(Buffer.from('some-other-secret-of-enough-length')));
    const response = await fetch(`${backend.url}/rest/v1/profiles`, {
      headers: { apikey: backend.anonKey, authorization: `Bearer ${forged}` },
    });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { code: string }).code).toBe('PGRST301');
  });

  it('answers CORS preflights permissively, echoing the origin and the requested headers', async () => {
    const response = await fetch(`${backend.url}/rest/v1/cargo_listings`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey, authorization, prefer',
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'apikey, authorization, prefer',
    );
    expect(response.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(response.headers.get('access-control-expose-headers')).toContain('Content-Range');
  });
});

describe('the middleware', () => {
  it('passes requests outside its prefixes to next() and serves its own', async () => {
    const local = await createLocalSupabase({ project, log: () => {} });
    try {
      const forwarded: string[] = [];
      const { createServer } = await import('node:http');
      const server = createServer((req, res) =>
        local.handle(req, res, () => {
          forwarded.push(req.url ?? '');
          res.end('spa');
        }),
      );
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const address = server.address();
      const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      try {
        expect(await (await fetch(`${base}/signin`)).text()).toBe('spa');
        expect(await (await fetch(`${base}/auth/v1x`)).text()).toBe('spa');
        const health = await fetch(`${base}/auth/v1/health`, {
          headers: { apikey: backend.anonKey },
        });
        expect(health.status).toBe(200);
        const unknown = await fetch(`${base}/auth/v1/nothing-here`, {
          headers: { apikey: backend.anonKey },
        });
        expect(unknown.status).toBe(404);
        expect(forwarded).toEqual(['/signin', '/auth/v1x']);
      } finally {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    } finally {
      await local.close();
    }
  });
});

describe('concurrent requests', () => {
  it('never interleave statements of one request with another request’s transaction', async () => {
    const accepted = Array.from({ length: 8 }, (_, i) => `concurrent.ok.${i}@example.test`);
    const refused = Array.from({ length: 8 }, (_, i) => `concurrent.refused.${i}@example.test`);
    const signUp = (email: string, role: string) =>
      createTestClient(backend).auth.signUp({
        email,
        password: 'clave-concurrente',
        options: { data: { name: 'Carga Concurrente', role } },
      });
    const reads = Array.from({ length: 8 }, () =>
      createTestClient(backend).from('cargo_listings').select('id'),
    );
    const results = await Promise.all([
      ...accepted.map((email) => signUp(email, 'shipper')),
      ...refused.map((email) => signUp(email, 'admin')),
      ...reads,
    ]);
    const signUps = results.slice(0, 16) as Awaited<ReturnType<typeof signUp>>[];
    expect(signUps.slice(0, 8).map((result) => result.error)).toEqual(Array(8).fill(null));
    expect(signUps.slice(8).map((result) => result.error?.status)).toEqual(Array(8).fill(500));
    for (const read of results.slice(16)) {
      expect('data' in read && Array.isArray(read.data) ? read.data.length : -1).toBe(6);
    }
    const { rows } = await backend.db.query<{ email: string }>(
      "select email from auth.users where email like 'concurrent.%' order by email",
    );
    expect(rows.map((row) => row.email)).toEqual([...accepted].sort());
    const roles = await backend.db.query<{ n: number }>(
      `select count(*)::int as n from public.user_roles r join auth.users u on u.id = r.user_id
       where u.email like 'concurrent.%'`,
    );
    expect(roles.rows[0].n).toBe(8);
  });
});

describe('the listening address', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('refuses a non-loopback address: its signing keys are public', async () => {
    vi.stubEnv('LOCAL_SUPABASE_ALLOW_NETWORK', '');
    for (const host of ['0.0.0.0', '::', '192.0.2.10']) {
      await expect(startLocalSupabase({ project, host, port: 0, log: () => {} })).rejects.toThrow(
        /LOCAL_SUPABASE_ALLOW_NETWORK=1/,
      );
    }
  });

  it('serves on every interface once the person opts in', async () => {
    vi.stubEnv('LOCAL_SUPABASE_ALLOW_NETWORK', '1');
    const open = await startLocalSupabase({
      project,
      host: '0.0.0.0',
      port: 0,
      seedFile: null,
      log: () => {},
    });
    try {
      const port = new URL(open.url).port;
      const health = await fetch(`http://127.0.0.1:${port}/auth/v1/health`, {
        headers: { apikey: backend.anonKey },
      });
      expect(health.status).toBe(200);
    } finally {
      await open.close();
    }
  });
});
