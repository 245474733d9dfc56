import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleFrom, rawRequest } from '../test-support/http.ts';
import {
  createTestClient,
  startTestBackend,
  type TestBackend,
} from '../../../supabase/tests/support/backend.ts';

const RESET_PAGE = 'http://localhost:5173/reset-password';
/** site_url of supabase/config.toml. */
const SITE_URL = 'http://localhost:5173';

let backend: TestBackend;
let clockOffsetMs = 0;

beforeAll(async () => {
  backend = await startTestBackend({ now: () => new Date(Date.now() + clockOffsetMs) });
});

afterAll(async () => {
  await backend.stop();
});

async function signUp(email: string, password: string): Promise<void> {
  const { error } = await createTestClient(backend).auth.signUp({
    email,
    password,
    options: { data: { name: 'Rita Olmos', role: 'shipper' } },
  });
  expect(error).toBeNull();
}

/** Asks for a recovery mail and returns its link. */
async function requestRecovery(email: string, redirectTo = RESET_PAGE): Promise<string> {
  const before = (await backend.outbox()).length;
  const { data, error } = await createTestClient(backend).auth.resetPasswordForEmail(email, {
    redirectTo,
  });
  expect(error).toBeNull();
  expect(data).toEqual({});
  const mails = await backend.outbox();
  expect(mails).toHaveLength(before + 1);
  const mail = mails[mails.length - 1];
  expect(mail.to).toBe(email);
  expect(mail.type).toBe('recovery');
  expect(mail.text).toContain(mail.link);
  return mail.link;
}

/** Follows a mail link like a browser would (no apikey) and returns the redirect target. */
async function follow(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location') ?? '');
}

describe('password recovery', () => {
  it('goes from the mail link to a recovery session, a new password and a sign-in with it', async () => {
    const email = 'rita@example.test';
    await signUp(email, 'clave-olvidada');

    const link = new URL(await requestRecovery(email));
    expect(`${link.origin}${link.pathname}`).toBe(`${backend.url}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('redirect_to')).toBe(RESET_PAGE);

    const target = await follow(link.href);
    expect(`${target.origin}${target.pathname}`).toBe(RESET_PAGE);
    const fragment = new URLSearchParams(target.hash.slice(1));
    expect([...fragment.keys()]).toEqual([
      'access_token',
      'expires_at',
      'expires_in',
      'refresh_token',
      'token_type',
      'type',
    ]);
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('expires_in')).toBe('3600');

    const supabase = createTestClient(backend);
    const { data: session, error: sessionError } = await supabase.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect(sessionError).toBeNull();
    expect(session.user?.email).toBe(email);
    expect((await supabase.auth.updateUser({ password: 'clave-recordada' })).error).toBeNull();

    const withNew = await createTestClient(backend).auth.signInWithPassword({
      email,
      password: 'clave-recordada',
    });
    expect(withNew.error).toBeNull();
    const withOld = await createTestClient(backend).auth.signInWithPassword({
      email,
      password: 'clave-olvidada',
    });
    expect(withOld.error?.code).toBe('invalid_credentials');

    // The link works once.
    const again = await follow(link.href);
    expect(Object.fromEntries(new URLSearchParams(again.hash.slice(1)))).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    });
  });

  it('answers 200 for an unknown e-mail and sends nothing', async () => {
    const before = (await backend.outbox()).length;
    const { data, error } = await createTestClient(backend).auth.resetPasswordForEmail(
      'nadie@example.test',
      { redirectTo: RESET_PAGE },
    );
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(await backend.outbox()).toHaveLength(before);
  });

  it('replaces a redirect to a foreign site with the site URL', async () => {
    const email = 'desvio@example.test';
    await signUp(email, 'clave-desvio');
    const link = new URL(await requestRecovery(email, 'https://evil.example/steal'));
    expect(link.searchParams.get('redirect_to')).toBe(SITE_URL);
  });

  it('builds the link from its configured URLs, whatever Host or X-Forwarded-Host say', async () => {
    const victim = 'victima@example.test';
    await signUp(victim, 'clave-de-la-victima');
    const before = (await backend.outbox()).length;
    // The attack: a recovery for someone else's address, with the attacker's host in every
    // header the backend once trusted, and a redirect to that host.
    const attack = (host: string) =>
      rawRequest(
        `${backend.url}/auth/v1/recover?redirect_to=${encodeURIComponent('http://evil.example/reset-password')}`,
        {
          method: 'POST',
          headers: {
            host,
            'x-forwarded-host': 'evil.example',
            'x-forwarded-proto': 'https',
            apikey: backend.anonKey,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ email: victim }),
        },
      );
    // A foreign Host is not answered at all (DNS rebinding), and mails nothing.
    expect((await attack('evil.example')).status).toBe(403);
    expect(await backend.outbox()).toHaveLength(before);
    const answer = await attack(new URL(backend.url).host);
    expect(answer.status).toBe(200);
    const mails = await backend.outbox();
    expect(mails).toHaveLength(before + 1);
    const link = new URL(mails[mails.length - 1].link);
    expect(link.origin).toBe(backend.url);
    expect(link.searchParams.get('redirect_to')).toBe(SITE_URL);
    expect(mails[mails.length - 1].text).not.toContain('evil.example');
    // A browser following it lands on the site, never on the attacker's host.
    const target = await follow(link.href);
    expect(target.origin).toBe(SITE_URL);
  });

  it('no longer allows any path on the host the request came to', async () => {
    const email = 'mismo-host@example.test';
    await signUp(email, 'clave-mismo-host');
    const link = new URL(await requestRecovery(email, `${backend.url}/steal`));
    expect(link.searchParams.get('redirect_to')).toBe(SITE_URL);
  });

  it('refuses a link older than an hour', async () => {
    const email = 'tarde@example.test';
    await signUp(email, 'clave-tardia');
    const link = await requestRecovery(email);
    clockOffsetMs = 3601_000;
    try {
      const target = await follow(link);
      expect(new URLSearchParams(target.hash.slice(1)).get('error_code')).toBe('otp_expired');
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('lists the outbox as JSON at /_local/mail to this machine, without CORS', async () => {
    const response = await fetch(`${backend.url}/_local/mail`, {
      headers: { origin: 'http://evil.example' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(await backend.outbox());
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await fetch(`${backend.url}/_local/mail`, {
      method: 'OPTIONS',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses the outbox to a page that rebound its own host name to this machine', async () => {
    const answer = await rawRequest(`${backend.url}/_local/mail`, {
      headers: { host: 'evil.example:80' },
    });
    expect(answer.status).toBe(403);
    expect(answer.body).not.toContain('verify?token');
  });

  it('refuses the outbox to a client on another machine', async () => {
    await signUp('remoto@example.test', 'clave-remota');
    await requestRecovery('remoto@example.test');
    const answer = await handleFrom(backend, '203.0.113.7', '/_local/mail');
    expect(answer.status).toBe(403);
    expect(answer.body).not.toContain('verify?token');
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });
});
