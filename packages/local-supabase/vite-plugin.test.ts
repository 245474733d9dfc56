import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createLogger,
  createServer,
  type Logger,
  preview,
  type PreviewServer,
  type ViteDevServer,
} from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { LOCAL_ANON_KEY } from './keys.ts';
import { localSupabase, TEST_SQL_PATH, TEST_SQL_TOKEN_ENV } from './vite-plugin.ts';
import { project } from '../../supabase/project.ts';
import { DEMO_PASSWORD, DEMO_SHIPPER } from '../../supabase/demo-accounts.ts';

const INDEX_HTML = '<!doctype html><html><body><div id="root">spa</div></body></html>';

let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'local-supabase-vite-'));
  await writeFile(path.join(root, 'index.html'), INDEX_HTML);
  await mkdir(path.join(root, 'dist'));
  await writeFile(path.join(root, 'dist', 'index.html'), INDEX_HTML);
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function withEnv(lines: string[]): Promise<string> {
  const envDir = await mkdtemp(path.join(root, 'env-'));
  await writeFile(path.join(envDir, '.env'), lines.join('\n'));
  return envDir;
}

function baseUrl(server: ViteDevServer | PreviewServer): string {
  return (server.resolvedUrls?.local[0] ?? '').replace(/\/+$/, '');
}

const withKey = { headers: { apikey: LOCAL_ANON_KEY } };

/** Joins a public channel over a raw WebSocket and resolves with the server's reply. */
function joinReply(url: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.on('error', reject);
    socket.on('open', () =>
      socket.send(JSON.stringify(['1', '1', 'realtime:room', 'phx_join', { config: {} }])),
    );
    socket.on('message', (data) => {
      const [, , , event, payload] = JSON.parse(String(data)) as unknown[];
      if (event !== 'phx_reply') return;
      socket.close();
      resolve(payload);
    });
  });
}

describe('the Vite plugin', () => {
  it('serves the backend on the dev server origin, and the SPA everywhere else', async () => {
    const server = await createServer({
      configFile: false,
      root,
      envDir: await withEnv(['LOCAL_SUPABASE_DATA_DIR=memory']),
      logLevel: 'silent',
      plugins: [localSupabase({ project })],
      server: { host: '127.0.0.1', port: 0 },
    });
    await server.listen();
    try {
      const url = baseUrl(server);
      const health = await fetch(`${url}/auth/v1/health`, withKey);
      expect(await health.json()).toMatchObject({ name: 'GoTrue' });
      const listings = await fetch(`${url}/rest/v1/cargo_listings?select=id`, withKey);
      expect(await listings.json()).toHaveLength(6);
      const unknown = await fetch(`${url}/auth/v1/no-such-endpoint`, withKey);
      expect([unknown.status, unknown.headers.get('content-type')]).toEqual([
        404,
        'application/json; charset=utf-8',
      ]);
      const page = await fetch(`${url}/reset-password`);
      expect(await page.text()).toContain('<div id="root">spa</div>');
      // Realtime's WebSocket on the same origin, beside Vite's own HMR socket.
      const realtime = await joinReply(
        `${url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${LOCAL_ANON_KEY}&vsn=2.0.0`,
      );
      expect(realtime).toEqual({ status: 'ok', response: {} });
      const hmr = new WebSocket(url.replace('http', 'ws'), 'vite-hmr');
      const hmrOpened = await new Promise<boolean>((resolve) => {
        hmr.on('open', () => resolve(true));
        hmr.on('error', () => resolve(false));
      });
      hmr.close();
      expect(hmrOpened).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('serves the backend from vite preview too', async () => {
    const server = await preview({
      configFile: false,
      root,
      envDir: await withEnv(['LOCAL_SUPABASE_DATA_DIR=memory']),
      logLevel: 'silent',
      plugins: [localSupabase({ project })],
      preview: { host: '127.0.0.1', port: 0 },
    });
    try {
      const url = baseUrl(server);
      const signIn = await fetch(`${url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO_SHIPPER.email, password: DEMO_PASSWORD }),
      });
      expect(signIn.status).toBe(200);
      const missingKey = await fetch(`${url}/rest/v1/cargo_listings`);
      expect(missingKey.status).toBe(401);
      // The server's own URL is the site and the API URL: recovery links lead back to it.
      const page = `${url}/reset-password`;
      const recover = await fetch(
        `${url}/auth/v1/recover?redirect_to=${encodeURIComponent(page)}`,
        {
          method: 'POST',
          headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
          body: JSON.stringify({ email: DEMO_SHIPPER.email }),
        },
      );
      expect(recover.status).toBe(200);
      const [mail] = (await (await fetch(`${url}/_local/mail`)).json()) as { link: string }[];
      const link = new URL(mail.link);
      expect(`${link.origin}${link.pathname}`).toBe(`${url}/auth/v1/verify`);
      expect(link.searchParams.get('redirect_to')).toBe(page);
      expect(await (await fetch(`${url}/panel/dador`)).text()).toContain('spa');
      // No token in the environment: the browser suite's superuser SQL does not exist.
      const sql = await fetch(`${url}${TEST_SQL_PATH}`, { method: 'POST', body: 'select 1' });
      expect(sql.status).not.toBe(204);
    } finally {
      await server.close();
    }
  });

  it("runs the browser suite's superuser SQL only with its run's token", async () => {
    const server = await preview({
      configFile: false,
      root,
      envDir: await withEnv([
        'LOCAL_SUPABASE_DATA_DIR=memory',
        `${TEST_SQL_TOKEN_ENV}=secreto-e2e`,
      ]),
      logLevel: 'silent',
      plugins: [localSupabase({ project })],
      preview: { host: '127.0.0.1', port: 0 },
    });
    try {
      const url = `${baseUrl(server)}${TEST_SQL_PATH}`;
      const body = `update public.profiles set name = 'Cambiado por SQL' where id = '${DEMO_SHIPPER.id}'`;
      const forged = await fetch(url, {
        method: 'POST',
        headers: { 'x-test-sql-token': 'otro' },
        body,
      });
      expect(forged.status).toBe(403);
      const allowed = await fetch(url, {
        method: 'POST',
        headers: { 'x-test-sql-token': 'secreto-e2e' },
        body,
      });
      expect(allowed.status).toBe(204);
    } finally {
      await server.close();
    }
  });

  it('stays out of the way when VITE_SUPABASE_URL points at a hosted project', async () => {
    const server = await createServer({
      configFile: false,
      root,
      envDir: await withEnv([
        'VITE_SUPABASE_URL=https://example.supabase.co',
        'VITE_SUPABASE_ANON_KEY=hosted-key',
      ]),
      logLevel: 'silent',
      plugins: [localSupabase({ project })],
      server: { host: '127.0.0.1', port: 0 },
    });
    await server.listen();
    try {
      const response = await fetch(`${baseUrl(server)}/auth/v1/health`, withKey);
      expect(await response.text()).toContain('<div id="root">spa</div>');
    } finally {
      await server.close();
    }
  });

  it('refuses the backend on a network address (vite --host) and prints why', async () => {
    const errors: string[] = [];
    const logger: Logger = { ...createLogger('silent'), error: (message) => errors.push(message) };
    const server = await createServer({
      configFile: false,
      root,
      envDir: await withEnv(['LOCAL_SUPABASE_DATA_DIR=memory']),
      customLogger: logger,
      plugins: [localSupabase({ project })],
      server: { host: true, port: 0 },
    });
    await server.listen();
    try {
      const url = baseUrl(server);
      const health = await fetch(`${url}/auth/v1/health`, withKey);
      expect(health.status).toBe(503);
      expect(((await health.json()) as { message: string }).message).toContain(
        'LOCAL_SUPABASE_ALLOW_NETWORK=1',
      );
      expect((await fetch(`${url}/_local/mail`)).status).toBe(503);
      expect(await (await fetch(`${url}/`)).text()).toContain('spa');
      expect(errors.join('\n')).toMatch(/No se sirve la API en 0\.0\.0\.0.*son públicas/s);
    } finally {
      await server.close();
    }
  });

  it('refuses it in vite preview --host too, unless LOCAL_SUPABASE_ALLOW_NETWORK=1', async () => {
    const errors: string[] = [];
    const logger: Logger = { ...createLogger('silent'), error: (message) => errors.push(message) };
    const refused = await preview({
      configFile: false,
      root,
      envDir: await withEnv(['LOCAL_SUPABASE_DATA_DIR=memory']),
      customLogger: logger,
      plugins: [localSupabase({ project })],
      preview: { host: '0.0.0.0', port: 0 },
    });
    try {
      expect((await fetch(`${baseUrl(refused)}/auth/v1/health`, withKey)).status).toBe(503);
      expect(errors.join('\n')).toContain('LOCAL_SUPABASE_ALLOW_NETWORK=1');
    } finally {
      await refused.close();
    }
    const allowed = await preview({
      configFile: false,
      root,
      envDir: await withEnv(['LOCAL_SUPABASE_DATA_DIR=memory', 'LOCAL_SUPABASE_ALLOW_NETWORK=1']),
      logLevel: 'silent',
      plugins: [localSupabase({ project })],
      preview: { host: '0.0.0.0', port: 0 },
    });
    try {
      expect((await fetch(`${baseUrl(allowed)}/auth/v1/health`, withKey)).status).toBe(200);
    } finally {
      await allowed.close();
    }
  });
});
