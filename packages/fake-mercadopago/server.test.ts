import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeMercadoPago, TOKEN_TTL_SECONDS } from './server.ts';

const CLIENT = { id: 'app-1', secret: 'secret-1' };
const REDIRECT = 'https://app.example/transporter-dashboard/mercadopago';
let clock = new Date('2026-11-29T12:00:00Z');
let fake: Awaited<ReturnType<typeof startFakeMercadoPago>>;

beforeAll(async () => {
  fake = await startFakeMercadoPago({ clients: [CLIENT], now: () => clock });
});

afterAll(async () => {
  await fake.close();
});

function authorizationUrl(params: Record<string, string> = {}) {
  const url = new URL(`${fake.url}/authorization`);
  url.search = new URLSearchParams({
    client_id: CLIENT.id,
    response_type: 'code',
    platform_id: 'mp',
    state: 'st-1',
    redirect_uri: REDIRECT,
    ...params,
  }).toString();
  return url.href;
}

/** The seller's answer on the consent page: where Mercado Pago sends the browser back. */
async function decide(decision: 'allow' | 'deny', state = 'st-1', redirect = REDIRECT) {
  const res = await fetch(`${fake.url}/authorization/decision`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: CLIENT.id, state, redirect_uri: redirect, decision }),
    redirect: 'manual',
  });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location') ?? '');
}

const exchange = (body: Record<string, string>, form = false) =>
  fetch(`${fake.url}/oauth/token`, {
    method: 'POST',
    headers: {
      'Content-Type': form ? 'application/x-www-form-urlencoded' : 'application/json',
    },
    body: form ? new URLSearchParams(body) : JSON.stringify(body),
  });

const codeGrant = (code: string, overrides: Record<string, string> = {}) => ({
  client_id: CLIENT.id,
  client_secret: CLIENT.secret,
  grant_type: 'authorization_code',
  code,
  redirect_uri: REDIRECT,
  ...overrides,
});

describe('the fake Mercado Pago’s OAuth', () => {
  it('shows a consent page for a known application, and refuses an unknown one', async () => {
    const page = await fetch(authorizationUrl());
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('action="authorization/decision"');
    expect(html).toContain('value="st-1"');
    expect((await fetch(authorizationUrl({ client_id: 'other' }))).status).toBe(400);
    expect((await fetch(authorizationUrl({ response_type: 'token' }))).status).toBe(400);
  });

  it('escapes what it echoes into the page', async () => {
    const html = await (await fetch(authorizationUrl({ state: '"><script>x</script>' }))).text();
    expect(html).not.toContain('<script>x');
  });

  it('sends the seller back with a code and the state, and exchanges the code once', async () => {
    const back = await decide('allow');
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
    expect(back.searchParams.get('state')).toBe('st-1');
    const code = back.searchParams.get('code') ?? '';
    expect(code).toMatch(/^TG-/);

    const res = await exchange(codeGrant(code), true);
    expect(res.status).toBe(200);
    const tokens = (await res.json()) as Record<string, unknown>;
    expect(tokens).toMatchObject({
      token_type: 'Bearer',
      expires_in: TOKEN_TTL_SECONDS,
      scope: 'offline_access read write',
      live_mode: false,
    });
    expect(tokens.access_token).toMatch(/^APP_USR-/);
    expect(fake.sellerOf(tokens.access_token as string)).toBe(tokens.user_id);

    const again = await exchange(codeGrant(code));
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: 'invalid_grant', status: 400 });
  });

  it('refuses a code for another redirect URI, a wrong secret, and an expired code', async () => {
    const code = (await decide('allow')).searchParams.get('code') ?? '';
    expect((await exchange(codeGrant(code, { client_secret: 'nope' }))).status).toBe(401);
    expect(
      (await exchange(codeGrant(code, { redirect_uri: 'https://evil.example/' }))).status,
    ).toBe(400);

    const late = (await decide('allow')).searchParams.get('code') ?? '';
    clock = new Date(clock.getTime() + 11 * 60 * 1000);
    expect((await exchange(codeGrant(late))).status).toBe(400);
  });

  it('refreshes tokens once per refresh token, for the same seller', async () => {
    const code = (await decide('allow')).searchParams.get('code') ?? '';
    const first = (await (await exchange(codeGrant(code))).json()) as Record<string, string>;
    const refresh = {
      client_id: CLIENT.id,
      client_secret: CLIENT.secret,
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
    };
    const renewed = (await (await exchange(refresh)).json()) as Record<string, string>;
    expect(renewed.user_id).toBe(first.user_id);
    expect(renewed.access_token).not.toBe(first.access_token);
    expect((await exchange(refresh)).status).toBe(400);
  });

  it('says access_denied when the seller cancels', async () => {
    const back = await decide('deny', 'st-2');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('st-2');
    expect(back.searchParams.has('code')).toBe(false);
  });
});
