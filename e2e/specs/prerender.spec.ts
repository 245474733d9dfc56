/**
 * The public pages arrive as HTML (the build prerenders them) and hydrate without a mismatch:
 * any hydration error is an uncaught page error, which fails the test (fixtures.ts).
 */
import type { Page } from '@playwright/test';
import { notFoundPage, publicPages } from '@/app/public-pages';
import { paths } from '@/lib/paths';
import { demoAccounts } from '@/testing/demo-accounts';
import { expect, expectHydrated, PHONE, test } from '../fixtures';
import { signIn } from '../flows';

test.describe('sin JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const page of [...publicPages, notFoundPage]) {
    test(`${page.path} se ve entero desde su HTML, con su título y descripción`, async ({
      page: tab,
    }) => {
      await tab.goto(page.path === notFoundPage.path ? '/404.html' : page.path);
      await expect(tab.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(tab.getByRole('contentinfo')).toBeVisible();
      await expect(tab).toHaveTitle(/\S \| ConectaCargas$/);
      await expect(tab.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        page.description,
      );
    });
  }
});

// Each page carries its whole stylesheet inline: nothing blocks its first paint, and no sheet
// arriving later restyles (or shifts) what is already on screen.
test('cada página trae sus estilos en el HTML y no pide ninguna hoja de estilos', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const tab = await context.newPage();
  const stylesheets: string[] = [];
  tab.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  try {
    for (const page of [...publicPages, notFoundPage]) {
      await tab.goto(page.path === notFoundPage.path ? '/404.html' : page.path);
      const sheets = await tab.evaluate(() =>
        [...document.styleSheets].map((sheet) => sheet.href ?? 'inline'),
      );
      expect(sheets, page.path).toEqual(['inline']);
      // Styled: the footer is dark, not the transparent default of an unstyled page.
      await expect(tab.getByRole('contentinfo')).not.toHaveCSS(
        'background-color',
        'rgba(0, 0, 0, 0)',
      );
    }
    expect(stylesheets).toEqual([]);
  } finally {
    await context.close();
  }
});

/**
 * Page-side: records every layout shift (with the nodes that moved) from the first byte on;
 * a string, because this Node project has no DOM types.
 */
const RECORD_LAYOUT_SHIFTS = `
  window.__layoutShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__layoutShifts.push({
        value: entry.value,
        moved: entry.sources.map((source) => source.node?.nodeName + '.' + source.node?.className),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

// Hydration changes nothing a visitor sees (the navbar's account buttons keep their place), and
// the first results take the skeletons' place.
for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
  test.describe(`a ${viewport.width} px`, () => {
    test.use({ viewport });

    test('nada se mueve al hidratar / y /listings ni al llegar los resultados', async ({
      page,
    }) => {
      await page.addInitScript({ content: RECORD_LAYOUT_SHIFTS });
      const shifts = () =>
        page.evaluate(() => (window as unknown as { __layoutShifts: unknown[] }).__layoutShifts);

      await page.goto(paths.home);
      await expectHydrated(page);
      expect(await shifts(), paths.home).toEqual([]);

      await page.goto(paths.listings);
      await expect(page.getByRole('status').getByText('Cargando listados de carga…')).toHaveCount(
        0,
      );
      await expect(page.getByTestId('listing-card').first()).toBeVisible();
      expect(await shifts(), paths.listings).toEqual([]);
    });
  });
}

test('las páginas de las cuentas reciben la aplicación vacía, no el HTML de otra página', async ({
  request,
}) => {
  for (const path of [paths.shipperDashboard, paths.listing('x'), '/ruta-inexistente']) {
    const response = await request.get(path, { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html, path).toContain('<div id="root"></div>');
    expect(html, path).not.toContain('data-prerendered');
  }
});

test('una sesión iniciada hidrata la página prerenderizada y luego muestra la cuenta', async ({
  page,
}) => {
  await signIn(page, demoAccounts.shipper.email, paths.home);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Iniciar Sesión' })).toHaveCount(0);
  await expect(banner.getByRole('button').filter({ hasText: /\S/ }).first()).toBeVisible();
});

/**
 * Opens `path` with the app's entry script held: the page shows its HTML, and nothing hydrates
 * it until the returned function lets the script through.
 */
async function openBeforeHydration(page: Page, path: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await held;
    await route.continue();
  });
  // Not until 'load', which waits for the held script.
  await page.goto(path, { waitUntil: 'commit' });
  return release;
}

test('un formulario prerenderizado no toma lo que se escribe antes de hidratarse, y después sí', async ({
  page,
}) => {
  const release = await openBeforeHydration(page, paths.signIn);
  const email = page.getByLabel('Correo electrónico');
  await expect(email).toBeVisible();

  // Hydration would write the form's empty default over it: the field takes nothing until then.
  await email.click({ force: true });
  await page.keyboard.type('antes@conectacargas.test');
  await expect(email).toHaveValue('');
  await expect(email).not.toBeFocused();

  release();
  await email.fill(demoAccounts.shipper.email);
  await expect(email).toBeFocused();
  await expect(email).toHaveValue(demoAccounts.shipper.email);
});

test('las pestañas de la página de inicio no toman clics antes de hidratarse, y después sí', async ({
  page,
}) => {
  const release = await openBeforeHydration(page, paths.home);
  const tabs = page.locator('[role="tablist"]');
  await expect(tabs).toHaveAttribute('inert', '');

  release();
  await expect(tabs).not.toHaveAttribute('inert');
  const post = page.getByRole('tab', { name: 'Publicar carga' });
  await post.click();
  await expect(post).toHaveAttribute('aria-selected', 'true');
});
