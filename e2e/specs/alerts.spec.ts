/**
 * Saved-search alerts in two browsers: a new transporter saves a search on /listings ('Guardar
 * alerta'), manages it in Mis Alertas, the demo shipper publishes a listing that matches, and the
 * transporter's bell shows 1 whose link opens the listing once the alert queue is drained.
 */
import type { Page } from '@playwright/test';
import { paths } from '@/lib/paths';
import { demoAccounts } from '@/testing/demo-accounts';
import {
  expect,
  expectHeading,
  expectText,
  expectUrl,
  PHONE,
  test,
  watchConsole,
} from '../fixtures';
import { noHorizontalOverflow, publish, registerTransporter, signIn } from '../flows';

const bell = (page: Page) => page.getByRole('button', { name: /^Notificaciones/ });

test('una carga publicada que coincide con una alerta guardada llega a la campana del transportista', async ({
  page,
  browser,
  baseURL,
}) => {
  const term = `alerta${Date.now().toString(36)}`;
  const title = `Aceite ${term}`;
  await registerTransporter(
    page,
    'Ana Alertas',
    `${term}@example.test`,
    `${paths.listingsSearch(term)}&cargoType=food`,
  );
  await page.getByRole('button', { name: 'Guardar alerta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Guardar alerta' });
  await expect(dialog).toContainText(`«${term}» · Mercadería: Alimentos`);
  await dialog.getByLabel(/Nombre de la alerta/).fill('Aceite de la semana');
  await dialog.getByRole('button', { name: 'Guardar alerta' }).click();
  await expectText(page, 'Alerta guardada');
  await dialog.waitFor({ state: 'detached' });

  await page.goto(paths.transporterAlerts);
  await expectHeading(page, 'Mis Alertas');
  const alert = page.getByRole('listitem').filter({ hasText: 'Aceite de la semana' });
  await expect(alert).toContainText(`«${term}» · Mercadería: Alimentos`);
  await expect(alert).toContainText('Activa');
  await alert.getByRole('button', { name: 'Pausar: Aceite de la semana' }).click();
  await expect(alert).toContainText('En pausa');
  await alert.getByRole('button', { name: 'Reanudar: Aceite de la semana' }).click();
  await expect(alert).toContainText('Activa');

  const shipperContext = await browser.newContext({ baseURL, locale: 'es-AR' });
  try {
    const shipper = await shipperContext.newPage();
    const errors = watchConsole(shipper);
    await signIn(shipper, demoAccounts.shipper.email, paths.postCargo);
    await publish(shipper, title);
    expect(errors).toEqual([]);
  } finally {
    await shipperContext.close();
  }

  // The alert is notified by the queue's job (every 5 s) after the publication; the count is read
  // again on a new page load (and on focus, every 30 s).
  await expect(async () => {
    await page.goto(paths.transporterDashboard);
    await expect(bell(page)).toHaveAccessibleName('Notificaciones: 1 sin leer', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await bell(page).click();
  const item = page.getByRole('menuitem', { name: /Nueva carga para tu alerta/ });
  await expect(item).toContainText(`«${title}»`);
  await expect(item).toContainText('coincide con tu alerta «Aceite de la semana»');
  await item.click();
  await expectUrl(page, /\/listings\/[0-9a-f-]{36}$/);
  await expectHeading(page, title);

  await page.setViewportSize(PHONE);
  await page.goto(paths.transporterAlerts);
  await expect(alert).toContainText('Activa');
  await noHorizontalOverflow(page, 'Mis Alertas');
  await alert.getByRole('button', { name: 'Eliminar: Aceite de la semana' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expectText(page, 'Alerta eliminada');
  await expectText(page, 'Todavía no guardaste alertas');
});
