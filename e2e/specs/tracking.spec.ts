/**
 * 'Seguimiento' at 375 px: the demo shipper's load is carried and delivered (through the API);
 * the shipper shares the tracking link from the shipment and lets the transporter share it too;
 * whoever receives opens it on a phone without an account, confirms the reception with name, DNI,
 * a photo and signature, and the shipper sees who confirmed, and the photo.
 */
import { paths } from '@/lib/paths';
import { demoAccounts } from '@/testing/demo-accounts';
import { daysFromToday } from '@/testing/days-from-today';
import { assignThroughApi, dataApiOf, tripThroughApi } from '../data-api';
import { expect, expectHeading, expectText, PHONE, test } from '../fixtures';
import { cameraPhoto, drawSignature, noHorizontalOverflow, signIn } from '../flows';

test('Seguimiento: quien recibe abre el enlace sin cuenta y confirma la recepción (375 px)', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.setViewportSize(PHONE);
  const shipper = await dataApiOf(page, () =>
    signIn(page, demoAccounts.shipper.email, paths.shipperShipments),
  );
  const context = await browser.newContext({ baseURL, viewport: PHONE, locale: 'es-AR' });
  try {
    const transporterPage = await context.newPage();
    const transporter = await dataApiOf(transporterPage, () =>
      signIn(transporterPage, demoAccounts.transporter.email, paths.transporterFreights),
    );
    const [load] = await shipper.post<{ id: string }[]>('/rest/v1/cargo_listings', {
      title: `Seguimiento E2E ${Date.now().toString(36)}`,
      description: 'Cajas de vino.',
      origin: 'Mendoza, Mendoza',
      destination: 'Córdoba, Córdoba',
      weight_kg: 8000,
      pickup_date: daysFromToday(0),
      delivery_date: daysFromToday(1),
      price: 1500,
      cargo_type: 'wine',
      load_type: 'dry',
    });
    await assignThroughApi(transporter, shipper, load!.id, 1500);
    await tripThroughApi(transporter, shipper, load!.id, { confirm: false });

    await page.goto(paths.listing(load!.id));
    const tracking = page.getByRole('region', { name: 'Seguimiento' });
    await tracking.getByRole('button', { name: 'Crear enlace de seguimiento' }).click();
    await expectText(page, 'Enlace de seguimiento creado');
    const link = await tracking
      .getByRole('textbox', { name: 'Enlace de seguimiento' })
      .inputValue();
    await noHorizontalOverflow(page, 'Seguimiento del dador');

    // The transporter shares the same link once the shipper allows it.
    await transporterPage.goto(paths.listing(load!.id));
    const theirs = transporterPage.getByRole('region', { name: 'Seguimiento' });
    await theirs.getByText(/todavía no habilitó que compartas el seguimiento/).waitFor();
    const allowed = tracking.getByLabel('El transportista también puede compartirlo');
    await allowed.check();
    // Enabled again once saved and read back.
    await expect(allowed).toBeEnabled();
    await expect(allowed).toBeChecked();
    await transporterPage.reload();
    await expect(theirs.getByRole('textbox', { name: 'Enlace de seguimiento' })).toHaveValue(link);
    await expect(theirs.getByRole('button', { name: 'Revocar enlace' })).toHaveCount(0);

    // Whoever receives: no account, a phone.
    const consignee = await browser.newPage({ baseURL, viewport: PHONE, locale: 'es-AR' });
    try {
      await consignee.goto(link);
      await expectHeading(consignee, 'Seguimiento del envío');
      await consignee.getByText('La carga fue entregada; falta confirmar la recepción.').waitFor();
      await consignee.getByLabel(/Tu nombre y apellido/).fill('Rosa Destino');
      await consignee.getByLabel(/Tu DNI/).fill('27111222');
      await consignee.getByRole('button', { name: 'Confirmar recepción' }).click();
      await consignee.getByText('Falta la firma de quien recibe').waitFor();
      await consignee.getByLabel(/Foto de la carga recibida/).setInputFiles({
        name: 'carga.jpg',
        mimeType: 'image/jpeg',
        buffer: await cameraPhoto(consignee),
      });
      await drawSignature(consignee.getByTestId('signature-pad'), consignee);
      await noHorizontalOverflow(consignee, 'Confirmar recepción');
      await consignee.getByRole('button', { name: 'Confirmar recepción' }).click();
      await expectText(consignee, 'Recepción confirmada');
      await consignee.getByText('La recepción fue confirmada.').waitFor();
      await expect(consignee.getByRole('main')).toContainText('Rosa Destino');
    } finally {
      await consignee.close();
    }

    await page.reload();
    await page.getByText('Entregado — recepción confirmada').waitFor();
    await page.getByText('Rosa Destino (DNI 27111222), desde el enlace de seguimiento').waitFor();
    await page.getByRole('img', { name: 'Firma de Rosa Destino' }).waitFor();
    await page.getByRole('img', { name: 'Foto de la carga recibida, de Rosa Destino' }).waitFor();
  } finally {
    await context.close();
  }
});
