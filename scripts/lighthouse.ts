/**
 * `npm run lighthouse`: Lighthouse (mobile, simulated slow 4G) on the built app's `/` and
 * `/listings`, three runs each, beside the same runs on a bare Vite app with the same four
 * dependencies (scripts/perf-floor/), served on the same machine in the same run. Prints the
 * medians and the app/floor ratios, and fails when a page misses the goals below.
 *
 * A page that misses a goal is measured RUNS + 1 times more (an odd total, so each median is one
 * run's figure) and judged on the median of all its runs: on a 2-core machine a single run's TBT
 * on /listings ranges from ~55 to ~310 ms for the same build, and the noise comes in bursts. A
 * real regression misses on both rounds.
 * LIGHTHOUSE_SKIP_BUILD=1 uses the dist/ already built; LIGHTHOUSE_RUNS=1 gives a quick look;
 * LIGHTHOUSE_RETRIES=0 judges on the first round alone; LIGHTHOUSE_FLOOR=0 measures the app alone
 * (the floor is a yardstick to read the figures by, no goal depends on it: CI skips it, half the
 * step's time).
 *
 * LIGHTHOUSE_SCORE_GATE=0 reports a score below MIN_SCORE instead of failing on it (the other
 * goals still fail). The score is mostly TBT, an absolute time of the browser at hand: Debian's
 * Chromium 156 gives the unchanged build of 49031d5 a TBT of ~1,15 s on /listings (observed
 * unthrottled: 23 ms), where the Chromium of the previous CI runs gave 34 ms. .ci/run sets it
 * until that is understood; see the closing note of stop 21.
 */
import { spawnSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startFloor } from './perf-floor';
import { buildArgs, chromiumLaunchOptions, ROOT, startPreview } from './preview';
import { median } from './stats';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const RETRIES = Number(process.env.LIGHTHOUSE_RETRIES ?? 1);
const RETRY_RUNS = RUNS + 1;

interface Goal {
  lcpMs: number;
}
const PAGES: readonly { path: string; goal: Goal }[] = [
  { path: '/', goal: { lcpMs: 1200 } },
  { path: '/listings', goal: { lcpMs: 1500 } },
];
const MIN_SCORE = 0.99;
const MAX_CLS = 0.01;
const SCORE_GATE = process.env.LIGHTHOUSE_SCORE_GATE !== '0';
const WITH_FLOOR = process.env.LIGHTHOUSE_FLOOR !== '0';

interface Figures {
  score: number;
  /** The accessibility score, where Lighthouse can check it (issue 14: 1.0). */
  a11y: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
}

function medians(runs: Figures[]): Figures {
  const of = (key: keyof Figures) => median(runs.map((run) => run[key]));
  return {
    score: of('score'),
    a11y: of('a11y'),
    lcp: of('lcp'),
    fcp: of('fcp'),
    tbt: of('tbt'),
    cls: of('cls'),
  };
}

async function measure(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse no devolvió resultado para ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: lhr.categories.performance?.score ?? 0,
    a11y: lhr.categories.accessibility?.score ?? 0,
    lcp: value('largest-contentful-paint'),
    fcp: value('first-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

function goalsMissed(goal: Goal, figures: Figures): string[] {
  const misses: string[] = [];
  if (figures.lcp > goal.lcpMs) misses.push(`LCP ${Math.round(figures.lcp)} ms > ${goal.lcpMs} ms`);
  if (SCORE_GATE && figures.score < MIN_SCORE) {
    misses.push(`score ${figures.score.toFixed(2)} < ${MIN_SCORE}`);
  }
  if (figures.a11y < 1) misses.push(`accesibilidad ${figures.a11y.toFixed(2)} < 1`);
  if (figures.cls > MAX_CLS) misses.push(`CLS ${figures.cls.toFixed(3)} > ${MAX_CLS}`);
  return misses;
}

const ms = (value: number) => `${Math.round(value)} ms`.padStart(8);
function row(label: string, figures: Figures): string {
  return [
    label.padEnd(24),
    figures.score.toFixed(2).padStart(6),
    figures.a11y.toFixed(2).padStart(5),
    ms(figures.lcp),
    ms(figures.fcp),
    ms(figures.tbt),
    figures.cls.toFixed(3).padStart(7),
  ].join(' ');
}

async function main() {
  if (process.env.LIGHTHOUSE_SKIP_BUILD !== '1') {
    const built = spawnSync(process.execPath, buildArgs, { cwd: ROOT, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('vite build falló');
  }
  const app = await startPreview();
  const floor = WITH_FLOOR ? await startFloor() : null;
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: [
      ...chromiumLaunchOptions.args.filter((flag) => flag !== '--headless'),
      '--headless=new',
    ],
  });
  const failures: string[] = [];
  try {
    console.log(
      `\nLighthouse ${RUNS}×, móvil con 4G lenta simulada (medianas):\n${'página'.padEnd(24)}  score  a11y      LCP      FCP      TBT     CLS`,
    );
    for (const page of PAGES) {
      const appRuns: Figures[] = [];
      const floorRuns: Figures[] = [];
      let misses: string[] = [];
      for (let round = 0; round <= RETRIES; round += 1) {
        if (round > 0) {
          console.log(`${page.path}: ${misses.join('; ')}; se mide ${RETRY_RUNS} veces más`);
        }
        const runs = round === 0 ? RUNS : RETRY_RUNS;
        // Interleaved, so a burst of load on the machine hits both alike.
        for (let run = 0; run < runs; run += 1) {
          appRuns.push(await measure(`${app.baseUrl}${page.path}`, chrome.port));
          if (floor) floorRuns.push(await measure(`${floor.baseUrl}${page.path}`, chrome.port));
        }
        misses = goalsMissed(page.goal, medians(appRuns));
        if (misses.length === 0) break;
      }
      const appFigures = medians(appRuns);
      console.log(row(`app ${page.path}`, appFigures));
      const more = appRuns.length > RUNS ? ` (medianas de ${appRuns.length} corridas)` : '';
      if (floor) {
        const floorFigures = medians(floorRuns);
        console.log(row(`app vacía ${page.path}`, floorFigures));
        console.log(
          `${`app/vacía ${page.path}`.padEnd(24)} LCP ×${(appFigures.lcp / floorFigures.lcp).toFixed(2)}, FCP ×${(appFigures.fcp / floorFigures.fcp).toFixed(2)}${more}`,
        );
      } else if (more) console.log(`app ${page.path}:${more}`);
      failures.push(...misses.map((miss) => `${page.path}: ${miss}`));
      if (!SCORE_GATE && appFigures.score < MIN_SCORE) {
        console.warn(
          `AVISO ${page.path}: score ${appFigures.score.toFixed(2)} < ${MIN_SCORE} (TBT ${Math.round(appFigures.tbt)} ms), informado sin fallar (LIGHTHOUSE_SCORE_GATE=0)`,
        );
      }
    }
  } finally {
    chrome.kill();
    app.stop();
    await floor?.stop();
  }
  if (failures.length > 0) {
    console.error(`\nFuera de los objetivos:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nDentro de los objetivos.');
  }
}

await main();
