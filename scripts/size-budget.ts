/**
 * `npm run size` (after `npm run build`): the gzip size of the JavaScript and CSS the home page
 * loads before any user action. Measured, not inferred: the built app is served with its embedded
 * backend, a visitor opens "/" in Chromium (desktop and phone widths) and every script and
 * stylesheet the page requests until the network is idle is counted, lazy chunks included, and
 * the page's HTML, which carries its stylesheet inline. Fails above the JavaScript budget.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchChromium, ROOT, startPreview, type PreviewServer } from './preview';

const JS_BUDGET_KB = 110;
const DIST = join(ROOT, 'dist');
const VIEWPORTS = [
  { name: 'escritorio 1280×800', width: 1280, height: 800 },
  { name: 'teléfono 375×667', width: 375, height: 667 },
];

function kb(bytes: number) {
  return (bytes / 1024).toFixed(1).padStart(7);
}

/** Same-origin scripts and stylesheets requested by "/" before any interaction. */
async function assetsLoadedByHome(
  browser: Browser,
  baseUrl: string,
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const files = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    const type = request.resourceType();
    if (url.origin === baseUrl && (type === 'script' || type === 'stylesheet')) {
      files.add(url.pathname.replace(/^\//, ''));
    }
  });
  await page.goto(baseUrl, { waitUntil: 'networkidle' });
  // Whatever the first render starts (session check, listings) has settled by now.
  await page.waitForLoadState('networkidle');
  await context.close();
  return files;
}

async function main() {
  await readFile(join(DIST, 'index.html')).catch(() => {
    throw new Error('dist/index.html no existe: ejecuta `npm run build` antes de `npm run size`.');
  });

  let server: PreviewServer | undefined;
  let browser: Browser | undefined;
  let worstJs = 0;
  const html = gzipSync(await readFile(join(DIST, 'index.html')), { level: 9 }).length;
  try {
    server = await startPreview();
    browser = await launchChromium();
    for (const viewport of VIEWPORTS) {
      const files = await assetsLoadedByHome(browser, server.baseUrl, viewport);
      let js = 0;
      let css = 0;
      const rows: string[] = [];
      for (const file of [...files].sort()) {
        const content = await readFile(join(DIST, file));
        const gzip = gzipSync(content, { level: 9 }).length;
        if (file.endsWith('.css')) css += gzip;
        else js += gzip;
        rows.push(`${kb(content.length)} KB ${kb(gzip)} KB gzip  ${file}`);
      }
      worstJs = Math.max(worstJs, js);
      console.log(`\nPágina de inicio, ${viewport.name}, antes de cualquier acción del usuario:`);
      console.log(`${'bruto'.padStart(10)} ${'gzip'.padStart(12)}`);
      rows.forEach((row) => console.log(row));
      console.log(`JavaScript: ${(js / 1024).toFixed(1)} KB gzip (presupuesto ${JS_BUDGET_KB} KB)`);
      console.log(`CSS:        ${(css / 1024).toFixed(1)} KB gzip en hojas aparte`);
      console.log(`HTML:       ${(html / 1024).toFixed(1)} KB gzip (index.html, con su CSS)`);
    }
  } finally {
    await browser?.close().catch(() => undefined);
    server?.stop();
  }

  if (worstJs > JS_BUDGET_KB * 1024) {
    console.error(`\nEl JavaScript inicial supera el presupuesto de ${JS_BUDGET_KB} KB gzip.`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
