/**
 * `npm run bench:ui` (after `npm run build`): the /listings page with 10,000 listings in the
 * table, in Chromium slowed 4× (Lighthouse's mobile CPU). A visitor types a search and applies it,
 * changes the sort and a filter; for each step the page's own performance entries give the
 * longest interaction (Event Timing, what INP reports), the main-thread blocking time (the sum of
 * each long task's time over 50 ms, as TBT counts it) and the layout shift while results arrive.
 * Prints the figures; the run is five times over a fresh page and the medians are shown.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { startLocalSupabase } from '@conectacargas/local-supabase/server';
import {
  generateListings,
  insertListings,
} from '../src/features/listings/testing/generate-listings';
import { launchChromium, ROOT, startPreview } from './preview';
import { median } from './stats';
import { project } from '../supabase/project.ts';

const TOTAL = 10_000;
const SEED_ROWS = 7;
const RUNS = Number(process.env.BENCH_UI_RUNS ?? 5);
const CPU_SLOWDOWN = 4;

interface StepFigures {
  inp: number;
  blocking: number;
  shift: number;
}

interface Entry {
  kind: string;
  start: number;
  duration: number;
  value: number;
}

/**
 * Page-side (a string: this Node project has no DOM types): collects interactions (Event Timing),
 * long tasks and layout shifts without recent input, from the first byte on.
 */
const OBSERVE_PERFORMANCE = `
  window.__benchEntries = [];
  const observe = (type, extra) => new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (type === 'event' && !entry.interactionId) continue;
      if (type === 'layout-shift' && entry.hadRecentInput) continue;
      window.__benchEntries.push({
        kind: type, start: entry.startTime, duration: entry.duration, value: entry.value ?? 0,
      });
    }
  }).observe({ type, buffered: true, ...extra });
  observe('event', { durationThreshold: 16 });
  observe('longtask', {});
  observe('layout-shift', {});
`;

async function figuresSince(page: Page, since: number): Promise<StepFigures> {
  // Event Timing entries arrive after the next paint: give them a moment.
  await page.waitForTimeout(500);
  const entries = (await page.evaluate('window.__benchEntries')) as Entry[];
  const after = entries.filter((entry) => entry.start >= since);
  const of = (kind: string) => after.filter((entry) => entry.kind === kind);
  return {
    inp: Math.max(0, ...of('event').map((entry) => entry.duration)),
    blocking: of('longtask').reduce((sum, entry) => sum + Math.max(0, entry.duration - 50), 0),
    shift: of('layout-shift').reduce((sum, entry) => sum + entry.value, 0),
  };
}

const now = async (page: Page) => (await page.evaluate('performance.now()')) as number;
const resultCount = (page: Page) => page.getByText(/^\d+ cargas? encontradas?$/);

/** Runs one step and waits for its results: the search's answer, on screen, skeletons gone. */
async function step(page: Page, act: () => Promise<void>): Promise<StepFigures> {
  const since = await now(page);
  const answer = page.waitForResponse((response) =>
    response.url().includes('/rest/v1/rpc/search_listings'),
  );
  await act();
  await answer;
  await page.getByText('Cargando listados de carga…').waitFor({ state: 'detached' });
  await resultCount(page).waitFor();
  await page.getByTestId('listing-card').first().waitFor();
  return figuresSince(page, since);
}

async function visit(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/listings`);
  await page.getByTestId('listing-card').first().waitFor();
  await resultCount(page).waitFor();
  const load = await figuresSince(page, 0);
  const searchBox = page.getByRole('searchbox', { name: 'Buscar cargas' });
  const search = await step(page, async () => {
    await searchBox.click();
    await page.keyboard.type('cordoba', { delay: 60 });
    await page.keyboard.press('Enter');
  });
  // Keyboard, not selectOption: only trusted input counts as an interaction (Event Timing).
  const sort = await step(page, async () => {
    await page.getByLabel('Ordenar por').focus();
    await page.keyboard.press('ArrowDown');
  });
  await page.getByRole('button', { name: /Filtros avanzados/ }).click();
  const filter = await step(page, async () => {
    await page.getByLabel('Tipo de mercadería').focus();
    await page.keyboard.press('ArrowDown');
  });
  return { load, search, sort, filter };
}

async function main() {
  const cache = path.join(ROOT, 'node_modules/.cache');
  const dataDir = await mkdtemp(path.join(cache, 'bench-ui-db-'));
  try {
    // The same database the dev server would open, with 10,000 listings more.
    const backend = await startLocalSupabase({ project, dataDir, port: 0, log: () => {} });
    await insertListings(backend.db, generateListings(TOTAL - SEED_ROWS, 7));
    await backend.db.query('analyze public.cargo_listings');
    await backend.close();

    const server = await startPreview({ LOCAL_SUPABASE_DATA_DIR: dataDir });
    const browser = await launchChromium();
    const runs: Awaited<ReturnType<typeof visit>>[] = [];
    try {
      for (let run = 0; run < RUNS; run += 1) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        await page.addInitScript({ content: OBSERVE_PERFORMANCE });
        runs.push(await visit(page, server.baseUrl));
        await context.close();
      }
    } finally {
      await browser.close();
      server.stop();
    }

    console.log(
      `/listings con ${TOTAL.toLocaleString('es-AR')} anuncios, CPU ×${CPU_SLOWDOWN}, 412×823 — medianas de ${RUNS} visitas`,
    );
    console.log(`${'paso'.padEnd(40)} ${'INP'.padStart(8)} ${'bloqueo'.padStart(9)}  desplaz.`);
    const steps = [
      ['carga de la página y primeros resultados', 'load'],
      ["escribir 'cordoba' y buscar", 'search'],
      ['ordenar por precio', 'sort'],
      ['filtrar por tipo de mercadería', 'filter'],
    ] as const;
    for (const [label, key] of steps) {
      const of = (field: keyof StepFigures) => median(runs.map((run) => run[key][field]));
      console.log(
        `${label.padEnd(40)} ${`${Math.round(of('inp'))} ms`.padStart(8)} ${`${Math.round(of('blocking'))} ms`.padStart(9)}  ${of('shift').toFixed(3)}`,
      );
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
