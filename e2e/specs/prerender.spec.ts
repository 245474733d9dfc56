/**
 * The public pages arrive as HTML (the build prerenders them) and hydrate without a mismatch:
 * any hydration error is an uncaught page error, which fails the test (fixtures.ts).
 */
import { notFoundPage, publicPages } from '@/app/public-pages';
import { paths } from '@/lib/paths';
import { demoAccounts } from '@/testing/demo-accounts';
import { expect, test } from '../fixtures';
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
