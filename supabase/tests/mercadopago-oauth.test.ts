/**
 * 'Cobrar con Mercado Pago' end to end against the local fake, on PGlite and (npm run test:pg)
 * PostgreSQL: the mercadopago-oauth Edge Function as the embedded backend serves it, the states
 * and tokens in the database, and the attacks: a replayed, foreign, forged, malformed or late
 * state, a shipper, a visitor, an aal1 session, a code Mercado Pago refuses, and a transporter
 * reading tokens. Each refusal links nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeMercadoPago } from '../../packages/fake-mercadopago/server.ts';
import { authorizationUrl, mercadoPagoConfig } from '../functions/_shared/mercadopago.ts';
import {
  createTestClient,
  startTestBackend,
  type TestBackend,
  type TestClient,
} from './support/backend.ts';
import {
  countAsSuperuser,
  DEMO_SHIPPER,
  DEMO_TRANSPORTER,
  signedInClient,
  signedUpClient,
  enrolSecondFactor,
  invokeAs,
} from './support/data-api.ts';

const CLIENT = { id: 'app-test', secret: 'secret-test' };
const REDIRECT = 'http://app.test/transporter-dashboard/mercadopago';

let fake: Awaited<ReturnType<typeof startFakeMercadoPago>>;
let backend: TestBackend;
let transporter: TestClient;

beforeAll(async () => {
  fake = await startFakeMercadoPago({ clients: [CLIENT] });
  backend = await startTestBackend({
    rateLimits: false,
    functionSecrets: {
      MERCADOPAGO_CLIENT_ID: CLIENT.id,
      MERCADOPAGO_CLIENT_SECRET: CLIENT.secret,
      MERCADOPAGO_AUTH_URL: fake.url,
      MERCADOPAGO_API_URL: fake.url,
      MERCADOPAGO_REDIRECT_URI: REDIRECT,
    },
  });
  ({ client: transporter } = await signedInClient(backend, DEMO_TRANSPORTER.email));
});

afterAll(async () => {
  await backend.stop();
  await fake.close();
});

/** The function's answer: its JSON, or the status and body of its refusal. */
const call = (client: TestClient, body: Record<string, unknown>) =>
  invokeAs(client, 'mercadopago-oauth', body);

/** 'Cobrar con Mercado Pago', then 'Autorizar' on the consent page: what comes back. */
async function consent(client: TestClient): Promise<{ code: string; state: string }> {
  const started = await call(client, { action: 'start' });
  expect(started.status).toBe(200);
  const url = new URL(started.body.url as string);
  expect(`${url.origin}${url.pathname}`).toBe(`${fake.url}/authorization`);
  expect(url.searchParams.get('client_id')).toBe(CLIENT.id);
  expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT);
  expect((await fetch(url)).status).toBe(200);
  const state = url.searchParams.get('state') ?? '';
  const back = await fetch(`${fake.url}/authorization/decision`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: CLIENT.id,
      state,
      redirect_uri: REDIRECT,
      decision: 'allow',
    }),
    redirect: 'manual',
  });
  const location = new URL(back.headers.get('location') ?? '');
  expect(location.searchParams.get('state')).toBe(state);
  return { code: location.searchParams.get('code') ?? '', state };
}

const accounts = () =>
  countAsSuperuser(backend.db, 'select count(*) from public.mercadopago_accounts');
const states = () =>
  countAsSuperuser(backend.db, 'select count(*) from public.mercadopago_link_states');

describe('mercadopago-oauth', () => {
  it('links a transporter’s account: he sees it linked, never its tokens', async () => {
    const back = await consent(transporter);
    const finished = await call(transporter, { action: 'finish', ...back });
    expect(finished.status).toBe(200);
    const seller = finished.body.mpUserId as number;
    expect(seller).toBeGreaterThan(0);

    const mine = await transporter.rpc('my_mercadopago_account');
    expect(mine.error).toBeNull();
    expect(mine.data).toEqual([
      { mp_user_id: seller, live_mode: false, linked_at: expect.any(String) },
    ]);
    const { rows } = await backend.db.query<{ access_token: string; expires_at: Date }>(
      'select access_token, expires_at from public.mercadopago_accounts where transporter_id = $1',
      [DEMO_TRANSPORTER.id],
    );
    expect(fake.sellerOf(rows[0].access_token)).toBe(seller);
    expect(new Date(rows[0].expires_at).getTime()).toBeGreaterThan(Date.now() + 170 * 86_400_000);

    for (const table of ['mercadopago_accounts', 'mercadopago_link_states'] as const) {
      const read = await transporter.from(table).select('*');
      expect(read.error?.code).toBe('42501');
    }
    expect(await states()).toBe(0);
  });

  it('refuses the same code and state again, changing nothing', async () => {
    const back = await consent(transporter);
    expect((await call(transporter, { action: 'finish', ...back })).status).toBe(200);
    const { rows: before } = await backend.db.query('select * from public.mercadopago_accounts');
    const again = await call(transporter, { action: 'finish', ...back });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/^invalid_state: /);
    const { rows: after } = await backend.db.query('select * from public.mercadopago_accounts');
    expect(after).toEqual(before);
  });

  it('refuses another transporter’s state, a forged one and a malformed one', async () => {
    const other = await signedUpClient(backend, 'otro-mp@example.com', 'transporter', 'Otro');
    const theirs = await consent(other.client);
    const before = await accounts();

    const stolen = await call(transporter, { action: 'finish', ...theirs });
    expect(stolen.status).toBe(400);
    expect(stolen.body.message).toMatch(/^invalid_state: /);
    const forged = await call(transporter, {
      action: 'finish',
      code: theirs.code,
      state: 'f'.repeat(64),
    });
    expect(forged.body.message).toMatch(/^invalid_state: /);
    for (const state of ['x', `${'a'.repeat(64)}'; drop table x; --`, 42]) {
      const malformed = await call(transporter, { action: 'finish', code: theirs.code, state });
      expect(malformed).toEqual({ status: 400, body: { message: 'Pedido inválido' } });
    }
    expect(await accounts()).toBe(before);
    // Untouched by the attempts, the owner's state still links his account.
    expect((await call(other.client, { action: 'finish', ...theirs })).status).toBe(200);
    expect(await accounts()).toBe(before + 1);
  });

  it('refuses a shipper and a visitor before any state is made', async () => {
    const { client: shipper } = await signedInClient(backend, DEMO_SHIPPER.email);
    const refused = await call(shipper, { action: 'start' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/^not_transporter: /);
    const visitor = await call(createTestClient(backend), { action: 'start' });
    expect(visitor.status).toBeGreaterThanOrEqual(400);
    expect(await states()).toBe(0);
    const forgedJwt = await fetch(`${backend.url}/functions/v1/mercadopago-oauth`, {
      method: 'POST',
      headers: { Authorization: 'Bearer not.a.jwt', 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'start' }),
    });
    expect(forgedJwt.status).toBe(401);
  });

  it('refuses a state older than 10 minutes', async () => {
    const back = await consent(transporter);
    await backend.db.query(
      `update public.mercadopago_link_states set created_at = now() - interval '11 minutes'`,
    );
    const late = await call(transporter, { action: 'finish', ...back });
    expect(late.body.message).toMatch(/^invalid_state: /);
  });

  it('says so when Mercado Pago refuses the code, and keeps the account as it was', async () => {
    const { state } = await consent(transporter);
    const { rows: before } = await backend.db.query('select * from public.mercadopago_accounts');
    const refused = await call(transporter, { action: 'finish', code: 'TG-not-issued', state });
    expect(refused).toEqual({
      status: 502,
      body: { message: 'Mercado Pago no confirmó la vinculación. Volvé a intentarlo.' },
    });
    const { rows: after } = await backend.db.query('select * from public.mercadopago_accounts');
    expect(after).toEqual(before);
  });

  it('unlinks: the tokens are gone', async () => {
    expect((await transporter.rpc('unlink_mercadopago')).error).toBeNull();
    expect((await transporter.rpc('my_mercadopago_account')).data).toEqual([]);
    expect(
      await countAsSuperuser(
        backend.db,
        'select count(*) from public.mercadopago_accounts where transporter_id = $1',
        [DEMO_TRANSPORTER.id],
      ),
    ).toBe(0);
  });

  it('refuses an aal1 session of a transporter with a second factor', async () => {
    const strong = await signedUpClient(backend, 'mp-mfa@example.com', 'transporter', 'Fuerte');
    await enrolSecondFactor(strong.client);
    const weak = await signedInClient(backend, 'mp-mfa@example.com', 'otra-clave-2026');
    const before = await states();
    expect((await call(weak.client, { action: 'start' })).status).toBeGreaterThanOrEqual(400);
    expect((await weak.client.rpc('my_mercadopago_account')).error).not.toBeNull();
    expect(await states()).toBe(before);
  });
});

describe('the Mercado Pago adapter', () => {
  const secrets = {
    MERCADOPAGO_CLIENT_ID: 'id',
    MERCADOPAGO_CLIENT_SECRET: 'secret',
    MERCADOPAGO_REDIRECT_URI: 'https://conectacargas.example/transporter-dashboard/mercadopago',
  };

  it('is unconfigured without its secrets, and defaults to Mercado Pago Argentina', () => {
    expect(mercadoPagoConfig({})).toBeNull();
    expect(mercadoPagoConfig({ ...secrets, MERCADOPAGO_CLIENT_SECRET: '' })).toBeNull();
    const config = mercadoPagoConfig(secrets)!;
    const url = new URL(authorizationUrl(config, 'abc'));
    expect(`${url.origin}${url.pathname}`).toBe('https://auth.mercadopago.com.ar/authorization');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'id',
      response_type: 'code',
      platform_id: 'mp',
      state: 'abc',
      redirect_uri: secrets.MERCADOPAGO_REDIRECT_URI,
    });
    expect(config.apiUrl).toBe('https://api.mercadopago.com');
  });
});
