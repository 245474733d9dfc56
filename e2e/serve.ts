/**
 * Serving the built app and starting Chromium, shared by the browser suite (e2e/run.ts) and the
 * size budget (scripts/size-budget.ts): `vite preview` on a free port with a fresh embedded
 * backend, and Debian's Chromium through playwright-core.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { LOCAL_ANON_KEY } from '../local-supabase/keys';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const VITE_BIN = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const SERVER_START_TIMEOUT_MS = 60_000;

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      if (address === null || typeof address === 'string') {
        reject(new Error('No se pudo obtener un puerto libre'));
        return;
      }
      probe.close(() => resolvePort(address.port));
    });
  });
}

/** `vite build`, quietly. */
export function buildApp(): Promise<void> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(process.execPath, [VITE_BIN, 'build', '--logLevel', 'warn'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolveRun()
        : reject(new Error(`vite build terminó con ${signal ?? `código ${code}`}`)),
    );
  });
}

export interface PreviewServer {
  baseUrl: string;
  /** Everything the server printed so far. */
  log(): string;
  /** Stops the server synchronously (safe in an exit handler). */
  kill(): void;
  /** Stops the server and removes its data directory. */
  stop(): Promise<void>;
}

/** Serves dist/ with `vite preview` and a fresh embedded database; resolves once the backend answers. */
export async function startPreview(): Promise<PreviewServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'conectacargas-preview-'));
  let output = '';
  const child: ChildProcess = spawn(
    process.execPath,
    [VITE_BIN, 'preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    {
      cwd: ROOT,
      env: { ...process.env, LOCAL_SUPABASE_DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so stopping it also stops anything it started.
      detached: true,
    },
  );
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const kill = () => {
    if (!child.pid || child.exitCode !== null) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: PreviewServer = {
    baseUrl,
    log: () => output,
    kill,
    stop: async () => {
      kill();
      await rm(dataDir, { recursive: true, force: true }).catch(() => undefined);
    },
  };

  // The backend opens its database after the HTTP server listens: wait for it, not just the SPA.
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      const response = await fetch(`${baseUrl}/auth/v1/health`, {
        headers: { apikey: LOCAL_ANON_KEY },
      });
      if (response.ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((wake) => setTimeout(wake, 250));
  }
  await server.stop();
  throw new Error(`vite preview no respondió en ${baseUrl}:\n${output}`);
}
