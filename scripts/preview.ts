/**
 * Serving the built app and starting Chromium, shared by the browser suite (playwright.config.ts)
 * and the size budget (scripts/size-budget.ts): `vite preview` with a fresh embedded backend on a
 * free port, and Debian's Chromium (never a downloaded browser).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type LaunchOptions } from 'playwright-core';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** Vite's CLI, relative to ROOT (where both callers run it). */
const VITE = 'node_modules/vite/bin/vite.js';
const SERVER_START_TIMEOUT_MS = 60_000;

/**
 * Chromium keeps only the last `--disable-features`, so this one repeats Playwright's own list
 * (playwright-core's chromiumSwitches) and adds the omnibox popup: since Chromium 15x every new
 * page's window starts a WebUI renderer for it, ~250 ms of CPU per page, and the browser suite
 * opens a page for every test and every extra user.
 */
const disabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];

/** Debian's Chromium, headless, with nothing that phones home or needs a GPU. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--disable-features=${disabledFeatures.join(',')}`,
  ],
} satisfies LaunchOptions;

export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions);
}

/** A port nothing listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
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

/** `vite build`, quietly; run in ROOT. */
export const buildArgs = [VITE, 'build', '--logLevel', 'warn'];

/**
 * `vite preview` of dist/ on 127.0.0.1:`port`; run in ROOT with `previewEnv`, so the backend
 * starts on a fresh database.
 */
export function previewArgs(port: number): string[] {
  return [VITE, 'preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'];
}

/** A throwaway database: migrations and seed applied at start, nothing kept on exit. */
export const previewEnv = { LOCAL_SUPABASE_DATA_DIR: 'memory' } as const;

export interface PreviewServer {
  baseUrl: string;
  /** Stops the server (and anything it started). */
  stop(): void;
}

/**
 * Serves dist/ like the browser suite does; resolves once the backend answers. `env` overrides
 * the backend's (e.g. LOCAL_SUPABASE_DATA_DIR: a database prepared beforehand).
 */
export async function startPreview(env: Record<string, string> = {}): Promise<PreviewServer> {
  const port = await freePort();
  let output = '';
  const child: ChildProcess = spawn(process.execPath, previewArgs(port), {
    cwd: ROOT,
    env: { ...process.env, ...previewEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so stopping it also stops anything it started.
    detached: true,
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const baseUrl = `http://127.0.0.1:${port}`;
  const server: PreviewServer = {
    baseUrl,
    stop: () => {
      if (!child.pid || child.exitCode !== null) return;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    },
  };
  // Last resort if the caller dies abruptly: never leave the server behind.
  process.once('exit', server.stop);

  // The backend holds every request until its database is open, so one answer means ready.
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(baseUrl)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((wake) => setTimeout(wake, 250));
  }
  server.stop();
  throw new Error(`vite preview no respondió en ${baseUrl}:\n${output}`);
}
