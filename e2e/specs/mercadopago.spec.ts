/**
 * 'Cobrar con Mercado Pago' at 375 px, as `npm run dev` serves it: a new transporter links his
 * account on the local Mercado Pago's consent page (the fake under /_fake/mercadopago, reached
 * through the mercadopago-oauth Edge Function), comes back linked, and unlinks.
 */
import { paths } from '@/lib/paths';
import { expect, expectHeading, expectText, expectUrl, PHONE, test } from '../fixtures';
import { noHorizontalOverflow, registerTransporter } from '../flows';

test('un transportista vincula Mercado Pago, vuelve vinculado y lo desvincula (375 px)', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await registerTransporter(page, 'Mora Cobros', `cobros-${Date.now().toString(36)}@example.test`);
  await page.goto(paths.transporterProfile);
  const card = page.getByRole('region', { name: 'Cobrar con Mercado Pago' });
  await card.getByRole('button', { name: 'Cobrar con Mercado Pago' }).click();

  await expectHeading(page, 'Mercado Pago (simulado)');
  await page.getByRole('button', { name: 'Autorizar' }).click();

  await expectUrl(page, paths.transporterProfile);
  await expectText(page, 'Mercado Pago vinculado');
  await expect(card).toContainText(/Mercado Pago vinculado: cuenta \d+ \(de prueba\)/);
  await noHorizontalOverflow(page, 'Perfil con Mercado Pago vinculado');

  await card.getByRole('button', { name: 'Desvincular' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Desvincular' }).click();
  await expectText(page, 'Mercado Pago desvinculado');
  await expect(card.getByRole('button', { name: 'Cobrar con Mercado Pago' })).toBeVisible();
});
