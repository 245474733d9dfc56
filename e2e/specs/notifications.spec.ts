/**
 * In-app notifications in two browsers: the demo transporter offers on the demo shipper's new listing,
 * the shipper's bell shows 1, and the menu's item opens the listing and clears the count. A
 * visitor's home page never loads the bell.
 */
import type { Page } from '@playwright/test';
import { paths } from '@/lib/paths';
import { demoAccounts } from '@/testing/demo-accounts';
import { expect, expectHeading, expectUrl, PHONE, test, watchConsole } from '../fixtures';
import { noHorizontalOverflow, publish, sendProposal, signIn } from '../flows';

const bell = (page: Page) => page.getByRole('button', { name: /^Notificaciones/ });

/** Opens the bell's menu and marks everything read, so the count starts from 0. */
async function clearNotifications(page: Page) {
  await bell(page).click();
  const markAll = page.getByRole('menuitem', { name: 'Marcar todas como leídas' });
  await markAll.waitFor();
  // Enabled until the count is known to be 0; the answer is awaited, or a page load right after
  // could cancel it.
  if ((await markAll.getAttribute('data-disabled')) === null) {
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/rpc/mark_all_notifications_read') && r.ok()),
      markAll.click(),
    ]);
  } else await page.keyboard.press('Escape');
  await expect(bell(page)).toHaveAccessibleName('Notificaciones');
}

test('una propuesta nueva aparece en la campana del dador y su enlace abre el anuncio', async ({
  page,
  browser,
  baseURL,
}) => {
  const title = `Aceite para la campana ${Date.now().toString(36)}`;
  await signIn(page, demoAccounts.shipper.email, paths.postCargo);
  await clearNotifications(page);
  await publish(page, title);

  const transporterContext = await browser.newContext({ baseURL, locale: 'es-AR' });
  try {
    const transporter = await transporterContext.newPage();
    const errors = watchConsole(transporter);
    await signIn(transporter, demoAccounts.transporter.email, paths.listingsSearch(title));
    const card = transporter.getByTestId('listing-card').filter({ hasText: title });
    await card.getByRole('button', { name: 'Aplicar Ahora' }).click();
    await sendProposal(transporter, '1800', 'Salgo el lunes.');
    expect(errors).toEqual([]);
  } finally {
    await transporterContext.close();
  }

  // The count is read again when the page regains focus, every 30 s, or on a new page load.
  await page.goto(paths.shipperDashboard);
  await expect(bell(page)).toHaveAccessibleName('Notificaciones: 1 sin leer');
  await expect(bell(page).getByTestId('notification-badge')).toHaveText('1');

  await bell(page).click();
  const item = page.getByRole('menuitem', { name: new RegExp(`Nueva propuesta.*${title}`) });
  await expect(item).toContainText(`Recibiste una propuesta de 1.800,00 € para «${title}».`);
  await item.click();

  await expectUrl(page, /\/listings\/[0-9a-f-]{36}$/);
  await expectHeading(page, title);
  await expect(bell(page)).toHaveAccessibleName('Notificaciones');
  await expect(bell(page).getByTestId('notification-badge')).toHaveCount(0);

  // The dashboard's list shows it, read.
  await page.goto(paths.shipperNotifications);
  await expectHeading(page, 'Notificaciones');
  await expect(page.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible();
});

test('a 375 px la campana está en el menú del teléfono y la página de notificaciones entra en pantalla', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page, demoAccounts.transporter.email, paths.transporterDashboard);
  await expectHeading(page, 'Resumen');
  // The menu stays open once the page has settled; a click during the sign-in's last render can
  // be lost, so open it again until the bell shows.
  await expect(async () => {
    const open = page.getByRole('button', { name: 'Abrir menú' });
    if (await open.isVisible()) await open.click();
    await expect(bell(page)).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await bell(page).click();
  await page.getByRole('menuitem', { name: 'Ver todas' }).click();
  await expectUrl(page, paths.transporterNotifications);
  await expectHeading(page, 'Notificaciones');
  await expect(page.getByText('Propuesta aceptada').first()).toBeVisible();
  await noHorizontalOverflow(page, 'Notificaciones');
});

test('la página de inicio de un visitante no carga la campana', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(paths.home);
  await page.getByRole('link', { name: 'Iniciar Sesión' }).first().waitFor();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => /notification|signed-in-account/.test(s))).toEqual([]);
  await expect(bell(page)).toHaveCount(0);
});
