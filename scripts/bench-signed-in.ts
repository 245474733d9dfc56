/**
 * `npm run bench:signed-in` (after `npm run build`): how long the dashboards take to show their
 * data on a phone on the road (issue 39, item 6), beside the visitor's home measured the same
 * way. The built app on `vite preview` with its demo data, Chromium at 412 × 823 with slow 4G
 * (150 ms round trip, 1.6 Mbps down, 750 kbps up) and the CPU slowed 4×; signed in as the demo
 * shipper or transporter (the session is in storage before the first script, as after an earlier
 * sign-in).
 *
 * "Ready" is the moment the page's h1 is painted and no loading placeholder (`.animate-pulse`,
 * `[aria-busy=true]`) is left in the visible part of `main`: its data painted. LCP is the
 * browser's own. A first visit starts with an empty HTTP cache; a repeat visit opens the page
 * again in the same browser profile, signed in once the service worker is active (its precache
 * stored). Median of BENCH_SIGNED_IN_RUNS (3) runs. Then, for one
 * first and one repeat visit of each page, where the time went: every request from navigation
 * start, in order (the app's chunks, Auth, the Data API), as the browser's Resource Timing
 * recorded them; for the chunks, their compressed bytes and the longest a request waited in the
 * browser for a connection (`vite preview` speaks HTTP/1.1: six connections a host, so a wave of
 * 35 chunks waits for round trips, where a host with HTTP/2 sends them together).
 * The goals (issue 39): ready in 1.5 s on a first visit, 0.8 s on a repeat visit. Beside the
 * dashboards, measured the same way, the floor (scripts/perf-floor.ts): React, React Router and
 * supabase-js alone reading one list with the stored session, what no page on this stack can
 * beat on this machine.
 */
import type { Browser, Page } from 'playwright-core';
import { LOCAL_ANON_KEY } from '@conectacargas/local-supabase/keys';
import { authStorageKey } from '../src/lib/auth-storage-key';
import { paths } from '../src/lib/paths';
import { DEMO_PASSWORD, DEMO_SHIPPER, DEMO_TRANSPORTER } from '../supabase/demo-accounts.ts';
import { FLOOR_SIGNED_IN_PATH, startFloor } from './perf-floor';
import { launchChromium, startPreview } from './preview';
import { median } from './stats';

const RUNS = Number(process.env.BENCH_SIGNED_IN_RUNS ?? 3);
const FIRST_GOAL_MS = 1500;
const REPEAT_GOAL_MS = 800;
const PHONE = { width: 412, height: 823 };
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

interface Target {
  name: string;
  path: string;
  email: string | null;
  /** The floor (scripts/perf-floor.ts), not the app: the least a signed-in page does. */
  floor?: true;
}

const TARGETS: readonly Target[] = [
  { name: 'Inicio (visitante)', path: paths.home, email: null },
  { name: 'Resumen', path: paths.shipperDashboard, email: DEMO_SHIPPER.email },
  { name: 'Mis Envíos', path: paths.shipperShipments, email: DEMO_SHIPPER.email },
  { name: 'Cargas Disponibles', path: paths.transporterAvailable, email: DEMO_TRANSPORTER.email },
  { name: 'Mis Fletes', path: paths.transporterFreights, email: DEMO_TRANSPORTER.email },
  { name: 'Piso con sesión', path: FLOOR_SIGNED_IN_PATH, email: DEMO_SHIPPER.email, floor: true },
];

/**
 * Page-side (a string: this Node project has no DOM types): notes the first frame where main's h1
 * is painted with no placeholder in view, and the LCP.
 */
const WATCH_READY = `
  window.__bench = { ready: null, lcp: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const inView = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.top < innerHeight && box.bottom > 0;
  };
  const check = () => {
    const main = document.querySelector('main');
    const heading = main && main.querySelector('h1');
    const waiting = main
      ? [...main.querySelectorAll('.animate-pulse, [aria-busy="true"]')].some(inView)
      : true;
    if (heading && inView(heading) && !waiting) {
      window.__bench.ready = performance.now();
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
`;

interface Visit {
  ready: number;
  lcp: number;
  requests: { name: string; start: number; end: number; queued: number; bytes: number }[];
}

async function visit(page: Page, url: string): Promise<Visit> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url);
  await page.waitForFunction('window.__bench && window.__bench.ready !== null', null, {
    timeout: 60_000,
  });
  // The LCP settles once painting stops.
  await page.waitForTimeout(300);
  const figures = (await page.evaluate(`({
    ...window.__bench,
    requests: performance.getEntriesByType('resource').map((entry) => ({
      name: entry.name, start: entry.startTime, end: entry.responseEnd,
      queued: entry.requestStart - entry.startTime, bytes: entry.encodedBodySize,
    })),
  })`)) as Visit;
  await cdp.detach();
  return figures;
}

/** A session as supabase-js keeps it, from Auth's password grant. */
async function sessionOf(baseUrl: string, email: string): Promise<string> {
  const answer = await fetch(`${baseUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!answer.ok) throw new Error(`Sign-in of ${email}: ${answer.status} ${await answer.text()}`);
  return answer.text();
}

interface Run {
  first: Visit;
  repeat: Visit;
}

async function measure(
  browser: Browser,
  baseUrl: string,
  target: Target,
  session: string | null,
): Promise<Run> {
  const context = await browser.newContext({ viewport: PHONE, locale: 'es-AR', isMobile: true });
  try {
    await context.addInitScript(WATCH_READY);
    if (session) {
      // A string, as WATCH_READY: this Node project has no DOM types.
      const key = JSON.stringify(authStorageKey(`${baseUrl}/`));
      await context.addInitScript(`localStorage.setItem(${key}, ${JSON.stringify(session)});`);
    }
    const url = `${baseUrl}${target.path}`;
    const firstPage = await context.newPage();
    const first = await visit(firstPage, url);
    // A signed-in page registers the service worker after its load; a repeat visit comes later,
    // once it holds the precache (the visitor's pages and the floor register none).
    if (session && !target.floor)
      await firstPage.evaluate('navigator.serviceWorker.ready.then(() => true)');
    const repeat = await visit(await context.newPage(), url);
    return { first, repeat };
  } finally {
    await context.close();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const span = (start: number, end: number) =>
  `${String(Math.round(start)).padStart(5)}–${String(Math.round(end)).padStart(5)} ms`;

/**
 * The requests made before the page was ready, in order: the app's chunks fetched together as
 * one line per wave (their count and bytes are what a slow link waits on), each API call alone.
 */
function waterfall(visit: Visit, baseUrl: string): string[] {
  const lines: string[] = [];
  let wave: { start: number; end: number; count: number; bytes: number; queued: number } | null =
    null;
  const flush = () => {
    if (wave) {
      lines.push(
        `  ${span(wave.start, wave.end)}  ${wave.count} chunks de la app, ${Math.round(wave.bytes / 1024)} KB, hasta ${Math.round(wave.queued)} ms en cola`,
      );
    }
    wave = null;
  };
  for (const request of visit.requests.filter((r) => r.start < visit.ready)) {
    const name = request.name.replace(baseUrl, '').replace(/\?.*$/, '');
    if (name.startsWith('/assets/')) {
      // A chunk asked for after the last one arrived was found only then: a new wave.
      if (wave && request.start > wave.end) flush();
      wave ??= { start: request.start, end: request.end, count: 0, bytes: 0, queued: 0 };
      wave.end = Math.max(wave.end, request.end);
      wave.count++;
      wave.bytes += request.bytes;
      wave.queued = Math.max(wave.queued, request.queued);
      continue;
    }
    flush();
    lines.push(`  ${span(request.start, request.end)}  ${name}`);
  }
  flush();
  return lines;
}

const server = await startPreview();
const floor = await startFloor({ backend: true });
const browser = await launchChromium();
try {
  const baseUrlOf = (target: Target) => (target.floor ? floor.baseUrl : server.baseUrl);
  // Each server has its own backend: a session of its own.
  const sessions = new Map<string, string>();
  for (const target of TARGETS) {
    const key = `${baseUrlOf(target)} ${target.email}`;
    if (target.email && !sessions.has(key)) {
      sessions.set(key, await sessionOf(baseUrlOf(target), target.email));
    }
  }
  const rows: string[] = [];
  const waterfalls: string[] = [];
  let missed = 0;
  for (const target of TARGETS) {
    const baseUrl = baseUrlOf(target);
    const session = sessions.get(`${baseUrl} ${target.email}`) ?? null;
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, baseUrl, target, session));
    const of = (pick: (run: Run) => number) => median(runs.map(pick));
    const firstReady = of((run) => run.first.ready);
    const repeatReady = of((run) => run.repeat.ready);
    const judged = target.email !== null && !target.floor;
    if (judged && (firstReady > FIRST_GOAL_MS || repeatReady > REPEAT_GOAL_MS)) missed++;
    rows.push(
      `${target.name.padEnd(20)} ${seconds(firstReady).padStart(8)} ${seconds(of((run) => run.first.lcp)).padStart(8)}` +
        ` ${seconds(repeatReady).padStart(8)} ${seconds(of((run) => run.repeat.lcp)).padStart(8)}`,
    );
    waterfalls.push(
      `\n${target.name} (primera visita, lista en ${seconds(runs[0].first.ready)}):`,
      ...waterfall(runs[0].first, baseUrl),
      `${target.name} (repetida, lista en ${seconds(runs[0].repeat.ready)}):`,
      ...waterfall(runs[0].repeat, baseUrl),
    );
  }
  const judgedPages = TARGETS.filter((target) => target.email !== null && !target.floor).length;
  console.log(
    `Páginas con sesión en un teléfono (412 × 823, 4G lenta: 150 ms, 1,6 Mbps; CPU 4× más lenta), mediana de ${RUNS}:`,
  );
  console.log(
    `${'página'.padEnd(20)} ${'lista 1ª'.padStart(8)} ${'LCP 1ª'.padStart(8)} ${'lista 2ª'.padStart(8)} ${'LCP 2ª'.padStart(8)}`,
  );
  for (const row of rows) console.log(row);
  console.log(
    `Objetivo con sesión: lista en ${seconds(FIRST_GOAL_MS)} (1ª visita) y ${seconds(REPEAT_GOAL_MS)} (repetida); ${missed} de ${judgedPages} páginas no llegan.`,
  );
  console.log(
    'El piso: React, React Router y supabase-js solos, la sesión guardada y una lista leída (scripts/perf-floor/), en su servidor con el mismo backend; sin service worker, su visita repetida sale de la caché HTTP.',
  );
  console.log('\nDónde se va el tiempo (pedidos desde el inicio de la navegación hasta «lista»):');
  for (const line of waterfalls) console.log(line);
} finally {
  await browser.close();
  server.stop();
  await floor.stop();
}
