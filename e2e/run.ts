/**
 * `npm run test:e2e [-- filter...]`: builds the app (unless E2E_SKIP_BUILD=1), serves it with
 * `vite preview` on a free port and a fresh LOCAL_SUPABASE_DATA_DIR, runs the specs in headless
 * Debian Chromium, prints `N passed, N failed` and exits non-zero on any failure. A filter keeps
 * the spec files whose name contains it.
 */
import { mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { registeredTests, WAIT_MS, type RegisteredTest } from './harness';
import { buildApp, launchChromium, ROOT, startPreview, type PreviewServer } from './serve';

const SPECS_DIR = join(ROOT, 'e2e', 'specs');
const ARTIFACTS_DIR = join(ROOT, 'e2e', 'artifacts');
const DEFAULT_TEST_TIMEOUT_MS = 60_000;

let server: PreviewServer | undefined;
let browser: Browser | undefined;

async function cleanup() {
  await browser?.close().catch(() => undefined);
  browser = undefined;
  await server?.stop();
  server = undefined;
}

async function loadSpecs(filters: string[]): Promise<void> {
  const files = (await readdir(SPECS_DIR))
    .filter((file) => file.endsWith('.spec.ts'))
    .filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)))
    .sort();
  if (files.length === 0)
    throw new Error(`Ningún archivo de specs coincide con: ${filters.join(', ')}`);
  for (const file of files) await import(pathToFileURL(join(SPECS_DIR, file)).href);
}

function slug(name: string) {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
}

async function runTest(test: RegisteredTest, baseUrl: string): Promise<Error | null> {
  if (!browser) throw new Error('El navegador no está iniciado');
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: test.options.viewport ?? { width: 1280, height: 800 },
    locale: 'es-AR',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT_MS);
  const consoleErrors: string[] = [];
  const allowed = test.options.allowConsoleErrors ?? [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (!allowed.some((pattern) => pattern.test(text))) consoleErrors.push(text);
  });
  page.on('pageerror', (error) => consoleErrors.push(`Error sin capturar: ${error.message}`));

  const timeout = test.options.timeout ?? DEFAULT_TEST_TIMEOUT_MS;
  let timer: NodeJS.Timeout | undefined;
  let failure: Error | null = null;
  try {
    await Promise.race([
      test.fn({ page, context, baseUrl }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`Tiempo agotado (${timeout} ms)`)), timeout);
      }),
    ]);
    if (consoleErrors.length > 0) {
      failure = new Error(`Errores en la consola del navegador:\n  ${consoleErrors.join('\n  ')}`);
    }
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
    if (consoleErrors.length > 0) {
      failure.message += `\nErrores en la consola del navegador:\n  ${consoleErrors.join('\n  ')}`;
    }
  } finally {
    clearTimeout(timer);
  }
  if (failure) {
    await mkdir(ARTIFACTS_DIR, { recursive: true });
    const file = join(ARTIFACTS_DIR, `${slug(test.name)}.png`);
    const saved = await page
      .screenshot({ path: file, fullPage: true })
      .then(() => true)
      .catch(() => false);
    if (saved) failure.message += `\nCaptura: ${file}`;
  }
  await context.close().catch(() => undefined);
  return failure;
}

async function main(): Promise<number> {
  const filters = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  await loadSpecs(filters);
  const tests = registeredTests();

  if (process.env.E2E_SKIP_BUILD !== '1') {
    console.log('Construyendo la app (vite build)…');
    await buildApp();
  }
  server = await startPreview();
  const { baseUrl } = server;
  console.log(`App servida en ${baseUrl}`);
  browser = await launchChromium();

  let passed = 0;
  let failed = 0;
  for (const test of tests) {
    const started = Date.now();
    const failure = await runTest(test, baseUrl);
    const elapsed = `${Date.now() - started} ms`;
    if (failure) {
      failed += 1;
      console.log(`✗ ${test.name} (${elapsed})\n  ${failure.stack ?? failure.message}\n`);
    } else {
      passed += 1;
      console.log(`✓ ${test.name} (${elapsed})`);
    }
  }
  console.log(`\n${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

// Last resort if the runner dies abruptly: never leave the preview server behind.
process.on('exit', () => server?.kill());
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void cleanup().finally(() => process.exit(130));
  });
}

main()
  .then(async (code) => {
    await cleanup();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    console.error(error);
    if (server) console.error(`--- vite preview ---\n${server.log()}`);
    await cleanup();
    console.log('\n0 passed, 1 failed');
    process.exit(1);
  });
