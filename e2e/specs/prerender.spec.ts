/**
 * The public pages arrive as HTML (the build prerenders them) and hydrate without a mismatch:
 * any hydration error is an uncaught page error, which fails the test (fixtures.ts).
 */
import { notFoundPage, publicPages } from '@/app/public-pages';
import { paths } from '@/lib/paths';
import { demoAccounts } from '@/testing/demo-accounts';
import type { Browser } from '@playwright/test';
import { expect, PHONE, test } from '../fixtures';
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

/** A tab without JavaScript, optionally with the external stylesheet refused. */
async function tabWithoutScripts(
  browser: Browser,
  viewport: { width: number; height: number },
  withStylesheet: boolean,
) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport });
  const tab = await context.newPage();
  if (!withStylesheet) await tab.route('**/assets/*.css', (route) => route.abort());
  return tab;
}

// The first paint uses only the CSS inlined in the page (the stylesheet loads without blocking):
// the page must look the same with it alone as with the whole stylesheet, or it would shift.
for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
  test(`a ${viewport.width} px cada página se ve igual con solo su CSS crítico`, async ({
    browser,
  }, testInfo) => {
    const critical = await tabWithoutScripts(browser, viewport, false);
    const full = await tabWithoutScripts(browser, viewport, true);
    try {
      for (const page of [...publicPages, notFoundPage]) {
        const path = page.path === notFoundPage.path ? '/404.html' : page.path;
        const shots = [];
        for (const tab of [critical, full]) {
          await tab.goto(path);
          shots.push(await tab.screenshot({ fullPage: true, animations: 'disabled' }));
        }
        const [withCritical, withFull] = shots;
        if (!withCritical.equals(withFull)) {
          await testInfo.attach(`${path} solo CSS crítico.png`, { body: withCritical });
          await testInfo.attach(`${path} CSS completo.png`, { body: withFull });
        }
        expect(withCritical.equals(withFull), `${path} cambia al llegar la hoja de estilos`).toBe(
          true,
        );
      }
    } finally {
      await critical.context().close();
      await full.context().close();
    }
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
  await signIn(page, demoAccounts.shipper.email, paths.shipperDashboard);
  await page.goto(paths.home);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Iniciar Sesión' })).toHaveCount(0);
  await expect(banner.getByRole('button').filter({ hasText: /\S/ }).first()).toBeVisible();
});

test('un formulario prerenderizado no toma lo que se escribe antes de hidratarse, y después sí', async ({
  page,
}) => {
  // Hold the app's entry script: the page shows its HTML, and nothing hydrates it yet.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await held;
    await route.continue();
  });
  // Not until 'load', which waits for the held script.
  await page.goto(paths.signIn, { waitUntil: 'commit' });
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
