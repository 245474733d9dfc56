/**
 * The money flow at 375 px, as `npm run dev` serves it: a new transporter links his Mercado Pago
 * account on the local Mercado Pago's consent page (the fake under /_fake/mercadopago, reached
 * through the mercadopago-oauth Edge Function); a new shipper reserves the agreed price with
 * a test card ('Pago protegido', the mercadopago-payments function), sees it captured once he
 * confirms the receipt and opens the transporter's public profile from the shipment (the figures
 * 'Así te ven' shows the transporter), and the transporter sees it paid and in 'Finanzas'. A
 * second load, delivered further ahead than a reservation holds, is paid after the conformity on
 * the local Mercado Pago's checkout ('Pago al entregar'), which sends the shipper back to it.
 * Then he unlinks.
 */
import { paths } from '@/lib/paths';
import { daysFromToday } from '@/testing/days-from-today';
import { assignThroughApi, dataApiOf, tripThroughApi } from '../data-api';
import { expect, expectHeading, expectText, expectUrl, PHONE, test } from '../fixtures';
import { noHorizontalOverflow, registerShipper, registerTransporter } from '../flows';
import { testSql } from '../test-sql';

test('Mercado Pago: vincular, Pago protegido reservado y cobrado, desvincular (375 px)', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.setViewportSize(PHONE);
  await registerTransporter(
    page,
    'Mora Cobros',
    `cobros-${Date.now().toString(36)}@example.test`,
    paths.transporterProfile,
  );
  const card = page.getByRole('region', { name: 'Cobrar con Mercado Pago' });
  await card.getByRole('button', { name: 'Cobrar con Mercado Pago' }).click();

  await expectHeading(page, 'Mercado Pago (simulado)');
  await page.getByRole('button', { name: 'Autorizar' }).click();

  await expectUrl(page, paths.transporterProfile);
  await expectText(page, 'Mercado Pago vinculado');
  await expect(card).toContainText(/Mercado Pago vinculado: cuenta \d+ \(de prueba\)/);
  await noHorizontalOverflow(page, 'Perfil con Mercado Pago vinculado');

  // A new shipper's load, offered by the new transporter and accepted, with a rate in force.
  await testSql(
    page.request,
    `insert into public.exchange_rates (effective_on, ars_per_eur) values (public.today_in_argentina() - 1, 1100)
     on conflict (effective_on) do update set ars_per_eur = 1100`,
  );
  const context = await browser.newContext({ baseURL, viewport: PHONE, locale: 'es-AR' });
  try {
    const shipperPage = await context.newPage();
    await registerShipper(
      shipperPage,
      'Dora Pagos',
      `pagos-${Date.now().toString(36)}@example.test`,
      'clave-de-pagos-2026',
    );
    const shipper = await dataApiOf(shipperPage, () => shipperPage.goto(paths.shipperShipments));
    const transporter = await dataApiOf(page, () => page.goto(paths.transporterFreights));
    /** A load of the new shipper at 1.500 €, offered by the new transporter and accepted. */
    const assignedLoad = async (title: string, deliveryInDays: number) => {
      const [load] = await shipper.post<{ id: string }[]>('/rest/v1/cargo_listings', {
        title: `${title} ${Date.now().toString(36)}`,
        description: 'Cajas de vino.',
        origin: 'Mendoza, Mendoza',
        destination: 'Córdoba, Córdoba',
        weight_kg: 8000,
        pickup_date: daysFromToday(0),
        delivery_date: daysFromToday(deliveryInDays),
        price: 1500,
        cargo_type: 'wine',
        load_type: 'dry',
      });
      await assignThroughApi(transporter, shipper, load!.id, 1500);
      return load!;
    };
    const listing = await assignedLoad('Pago protegido E2E', 2);

    await shipperPage.goto(paths.listing(listing.id));
    const payment = shipperPage.getByRole('region', { name: 'Pago protegido' });
    await expect(payment).toContainText('Reservás $ 1.650.000,00 en Mercado Pago');
    await expect(payment).toContainText('1.500,00 € a $ 1.100,00 por euro');
    await payment.getByLabel('Número de tarjeta').fill('5031 7557 3453 0604');
    await payment.getByLabel('Vencimiento (MM/AA)').fill('11/30');
    await payment.getByLabel('Código de seguridad').fill('123');
    await payment.getByLabel('Nombre como figura en la tarjeta').fill('APRO');
    await payment.getByLabel('Correo para el comprobante').fill('dador@example.com');
    await noHorizontalOverflow(shipperPage, 'Pago protegido');
    await payment.getByRole('button', { name: 'Reservar $ 1.650.000,00' }).click();
    await expectText(shipperPage, 'Pago reservado');
    await expect(payment).toContainText('reservados en tu tarjeta');

    // Carried, delivered and confirmed: the shipper's page captures the reservation.
    await tripThroughApi(transporter, shipper, listing.id);
    await shipperPage.reload();
    await expect(payment.getByText('Pagado', { exact: true })).toBeVisible();
    await expect(payment).toContainText('$ 1.650.000,00 pagados.');

    // From the shipment, the transporter's public profile: the figures 'Así te ven' shows him.
    await shipperPage.getByRole('link', { name: 'Ver perfil público' }).click();
    // A company's page is headed by its company name (registerTransporter's).
    await expectHeading(shipperPage, 'Fletes del Oeste');
    const publicHistory = shipperPage.getByRole('main').getByRole('list', { name: 'Historial' });
    await expect(publicHistory).toBeVisible();
    await page.goto(paths.transporterProfile);
    await expect(
      page.getByRole('region', { name: 'Así te ven' }).getByRole('list', { name: 'Historial' }),
    ).toHaveText(await publicHistory.innerText());

    await page.goto(paths.listing(listing.id));
    const credited = page.getByRole('region', { name: 'Pago protegido' });
    await expect(credited).toContainText('$ 1.650.000,00 acreditados en tu Mercado Pago.');

    // 'Finanzas': the month's figure and the shipper's line, in €.
    await page.goto(paths.transporterFinances);
    await expectHeading(page, 'Finanzas');
    const cobrado = page.getByText('Cobrado', { exact: true }).locator('xpath=..');
    await expect(cobrado.getByRole('definition')).toHaveText(/1\.500,00\s€/);
    await expect(
      page.getByRole('table', { name: /Cobrado, reservado y pendiente/ }),
    ).toBeAttached();
    await noHorizontalOverflow(page, 'Finanzas');

    // 'Pago al entregar': delivered 10 days ahead, paid at Mercado Pago's checkout once conformed.
    const later = await assignedLoad('Pago al entregar E2E', 10);
    await shipperPage.goto(paths.listing(later.id));
    const onDelivery = shipperPage.getByRole('region', { name: 'Pago protegido' });
    await expect(onDelivery).toContainText(
      'pagás con Mercado Pago cuando se confirme la recepción',
    );
    await tripThroughApi(transporter, shipper, later.id);
    await shipperPage.reload();
    await onDelivery.getByRole('button', { name: 'Pagar $ 1.650.000,00 con Mercado Pago' }).click();
    await expectHeading(shipperPage, 'Mercado Pago (simulado)');
    await shipperPage.getByRole('button', { name: 'Pagar' }).click();
    await expectUrl(shipperPage, paths.listing(later.id));
    await expect(onDelivery.getByText('Pagado', { exact: true })).toBeVisible();
    await expect(onDelivery).toContainText('$ 1.650.000,00 pagados.');
    await noHorizontalOverflow(shipperPage, 'Pago al entregar');
  } finally {
    await context.close();
  }

  await page.goto(paths.transporterProfile);
  await card.getByRole('button', { name: 'Desvincular' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Desvincular' }).click();
  await expectText(page, 'Mercado Pago desvinculado');
  await expect(card.getByRole('button', { name: 'Cobrar con Mercado Pago' })).toBeVisible();
});
