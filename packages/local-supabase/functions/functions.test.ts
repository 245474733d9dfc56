import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../keys.ts';
import { startTestBackend } from '../testing.ts';
import {
  createTestClient,
  project,
  type TestBackend,
} from '../../../supabase/tests/support/backend.ts';
import { DEMO_PASSWORD, DEMO_SHIPPER } from '../../../supabase/demo-accounts.ts';
import type { EdgeFunction } from './service.ts';
import { parseDotenv } from './env.ts';

/** What the `echo` function saw of its request and environment. */
interface Echo {
  method: string;
  pathname: string;
  search: string;
  body: unknown;
  authorization: string | null;
  env: Record<string, string>;
  /** Who the forwarded Authorization belongs to, asked of Auth at SUPABASE_URL. */
  email: string | null;
}

const echo: EdgeFunction = async (req, env) => {
  const url = new URL(req.url);
  const authorization = req.headers.get('authorization');
  const user = await fetch(`${env.SUPABASE_URL}/auth/v1/user`, {
    headers: { apikey: env.SUPABASE_ANON_KEY, authorization: authorization ?? '' },
  });
  const email = user.ok ? ((await user.json()) as { email: string }).email : null;
  const answer: Echo = {
    method: req.method,
    pathname: url.pathname,
    search: url.search,
    body: req.method === 'GET' ? null : await req.json(),
    authorization,
    env: { ...env },
    email,
  };
  return Response.json(answer, { headers: { 'Access-Control-Allow-Origin': '*', 'X-Echo': '1' } });
};

const functions: Record<string, EdgeFunction> = {
  echo,
  // config.toml sets no verify_jwt for it: the JWT check applies.
  throws: async () => {
    throw new Error('secret detail of a failure');
  },
  // Served without the JWT check, as a payment provider's webhook must be.
  'open-hook': async (req) =>
    new Response(`open ${req.method} ${req.headers.get('authorization') ?? 'no token'}`),
};

let backend: TestBackend;
let secretsDir: string;

beforeAll(async () => {
  secretsDir = mkdtempSync(path.join(tmpdir(), 'functions-'));
  writeFileSync(
    path.join(secretsDir, '.env'),
    '# a comment\nMERCADOPAGO_CLIENT_SECRET="s3cret"\nexport OTHER=plain # note\nSUPABASE_URL=http://evil.example\n',
  );
  backend = await startTestBackend({
    project: {
      ...project,
      functionsDir: secretsDir,
      functions,
      // Development defaults, under the file's secrets, under the options'.
      functionDefaults: (url) => ({ FROM_DEFAULTS: url, OTHER: 'default' }),
      configToml: `${project.configToml}\n[functions.open-hook]\nverify_jwt = false\n`,
    },
    seedFile: path.join(project.dir, 'seed.sql'),
    functionSecrets: { MERCADOPAGO_CLIENT_SECRET: 'from-options' },
  });
});

afterAll(async () => {
  await backend.stop();
  rmSync(secretsDir, { recursive: true, force: true });
});

const call = (name: string, init: RequestInit = {}) =>
  fetch(`${backend.url}/functions/v1/${name}`, init);

async function token(claims: Record<string, unknown>, secret: string, expiresIn = '1h') {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setExpirationTime(expiresIn)
    .sign(new TextEncoder().encode(secret));
}

describe('Edge Functions at /functions/v1', () => {
  it('supabase-js invokes a function with the session: it sees its path, body, token and environment', async () => {
    const client = createTestClient(backend);
    await client.auth.signInWithPassword({ email: DEMO_SHIPPER.email, password: DEMO_PASSWORD });
    const { data, error } = await client.functions.invoke<Echo>('echo/sub?x=1', {
      body: { hello: 'mundo' },
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      method: 'POST',
      pathname: '/echo/sub',
      search: '?x=1',
      body: { hello: 'mundo' },
      email: DEMO_SHIPPER.email,
    });
    expect(data!.authorization).toMatch(/^Bearer ey/);
    expect(data!.env).toEqual({
      FROM_DEFAULTS: backend.url,
      MERCADOPAGO_CLIENT_SECRET: 'from-options',
      OTHER: 'plain',
      // The file's SUPABASE_URL is Supabase's to set, not a secret's.
      SUPABASE_URL: backend.url,
      SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
      SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY,
    });
  });

  it('refuses a request without a token, with another scheme, or with a forged or expired one', async () => {
    const refused = async (authorization?: string) => {
      const res = await call('echo', {
        method: 'POST',
        headers: authorization ? { authorization } : {},
        body: '{}',
      });
      return { status: res.status, body: await res.json() };
    };
    expect(await refused()).toEqual({
      status: 401,
      body: { msg: 'Error: Missing authorization header' },
    });
    expect(await refused(`Basic ${LOCAL_ANON_KEY}`)).toEqual({
      status: 401,
      body: { msg: "Error: Auth header is not 'Bearer {token}'" },
    });
    const forged = await token({ role: 'service_role' }, 'not-the-project-secret');
    expect(await refused(`Bearer ${forged}`)).toEqual({
      status: 401,
      body: { msg: 'Invalid JWT' },
    });
    const expired = await token({ role: 'anon' }, 'x', '-1s');
    expect((await refused(`Bearer ${expired}`)).status).toBe(401);
  });

  it('serves a function with verify_jwt = false to a caller without a token', async () => {
    const res = await call('open-hook', { method: 'POST', body: 'x' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('open POST no token');
  });

  it('answers 404 for an unknown function, and a generic 500 when one throws', async () => {
    const bearer = { authorization: `Bearer ${LOCAL_ANON_KEY}` };
    const unknown = await call('nope', { headers: bearer });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe('Function not found');
    // Not even a name that every object has.
    expect((await call('constructor', { headers: bearer })).status).toBe(404);

    const failed = await call('throws', { headers: bearer });
    expect(failed.status).toBe(500);
    const body = await failed.text();
    expect(JSON.parse(body)).toEqual({
      code: 'Internal Server Error',
      message: 'Request failed due to an internal server error',
    });
    expect(body).not.toContain('secret detail');
  });

  it('keeps the gateway’s CORS: a function’s own `*` does not reach a page of another site', async () => {
    const res = await call('echo', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${LOCAL_ANON_KEY}`,
        origin: 'https://attacker.example',
      },
      body: '{}',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-echo')).toBe('1');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a body over the limit before the function runs', async () => {
    const res = await call('open-hook', { method: 'POST', body: 'x'.repeat(10 * 1024 * 1024 + 1) });
    expect(res.status).toBe(413);
  });

  it('surfaces a function’s error answer to supabase-js as FunctionsHttpError', async () => {
    const client = createTestClient(backend);
    const { error } = await client.functions.invoke('throws');
    expect(error).toBeInstanceOf(FunctionsHttpError);
    expect((error as FunctionsHttpError).context.status).toBe(500);
  });
});

describe('parseDotenv', () => {
  it('reads KEY=value lines as dotenv does', () => {
    expect(
      parseDotenv(
        'A=1\n# skipped\n\nexport B = two words \nC="quoted # kept"\nD=\'single\'\nE=x # gone\nnot a line\r\nF=',
      ),
    ).toEqual({ A: '1', B: 'two words', C: 'quoted # kept', D: 'single', E: 'x', F: '' });
  });
});
