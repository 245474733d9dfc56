/**
 * The live marketplace, in three browsers and without a reload: a carrier asks about a listing
 * and the shipper answers ('escribiendo…', 'en línea', read ticks), the carrier offers and the
 * offer appears on the shipper's page, the shipper counters and the carrier accepts the counter,
 * and the listing leaves Cargas Disponibles of a second carrier who is browsing. At desktop width
 * and at 375 px.
 */
import type { Browser, Page } from '@playwright/test';
import { paths } from '@/lib/paths';
import { demoAccounts } from '@/testing/demo-accounts';
import { expect, expectHeading, expectText, PHONE, test, watchConsole } from '../fixtures';
import { noHorizontalOverflow, publish, registerTransporter, sendProposal, signIn } from '../flows';

const SHIPPER = demoAccounts.shipper;
const TRANSPORTER = demoAccounts.transporter;

async function scenario(page: Page, browser: Browser, baseUrl: string, phone: boolean) {
  const run = `${Date.now().toString(36)}${phone ? 'm' : 'd'}`;
  const title = `Vino en vivo E2E ${run}`;
  const viewport = phone ? PHONE : { width: 1280, height: 800 };
  const contexts = await Promise.all([
    browser.newContext({ baseURL: baseUrl, viewport, locale: 'es-AR' }),
    browser.newContext({ baseURL: baseUrl, viewport, locale: 'es-AR' }),
  ]);
  try {
    const [transporter, browsing] = await Promise.all(contexts.map((c) => c.newPage()));
    const errors = [watchConsole(transporter), watchConsole(browsing)];

    // The shipper publishes and opens the listing's page.
    await signIn(page, SHIPPER.email, paths.postCargo);
    await publish(page, title);
    await page.goto(paths.listingsSearch(title));
    await page.getByRole('link', { name: title, exact: true }).click();
    await expectHeading(page, title);
    const listingUrl = new URL(page.url()).pathname;

    // A second carrier, registered now, is browsing Cargas Disponibles.
    await registerTransporter(
      browsing,
      `Browsing ${run}`,
      `browsing.${run}@example.com`,
      paths.transporterAvailableSearch(title),
    );
    await expectHeading(browsing, 'Cargas Disponibles');
    const card = browsing.getByTestId('listing-card').filter({ hasText: title });
    await card.waitFor();

    // The carrier asks before offering: 'Preguntar' opens the conversation.
    await signIn(transporter, TRANSPORTER.email, listingUrl);
    await transporter.getByRole('button', { name: 'Preguntar' }).click();
    await expect(transporter).toHaveURL(/\/transporter-dashboard\/messages\/[0-9a-f-]{36}$/);
    const transporterBox = transporter.getByRole('textbox', { name: 'Escribir un mensaje…' });
    await transporterBox.fill('¿La carga va paletizada?');
    await transporter.getByRole('button', { name: 'Enviar' }).click();
    const transporterThread = transporter.getByRole('list', { name: 'Mensajes' });
    await transporterThread.getByText('¿La carga va paletizada?').waitFor();

    // The shipper reads it in Mensajes: the carrier sees 'en línea' and the read tick.
    await page.goto(paths.shipperMessages);
    await expectHeading(page, 'Mensajes');
    await page.getByRole('link', { name: new RegExp(title) }).click();
    const shipperThread = page.getByRole('list', { name: 'Mensajes' });
    await shipperThread.getByText('¿La carga va paletizada?').waitFor();
    await transporter.getByText('en línea').waitFor();
    await expect(transporterThread.getByText('Leído')).toHaveCount(1);

    // The shipper types: 'escribiendo…' on the carrier's screen; then the answer arrives.
    const shipperBox = page.getByRole('textbox', { name: 'Escribir un mensaje…' });
    await shipperBox.pressSequentially('Sí, 12 pallets', { delay: 30 });
    await transporter.getByText('escribiendo…').waitFor();
    await page.getByRole('button', { name: 'Enviar' }).click();
    await transporterThread.getByText('Sí, 12 pallets').waitFor();
    if (phone) await noHorizontalOverflow(transporter, 'la conversación');

    // The shipper waits on the listing's page; the carrier's offer appears there, with a toast.
    await page.goto(listingUrl);
    await expectHeading(page, title);
    await transporter.goto(listingUrl);
    await transporter.getByRole('button', { name: 'Aplicar Ahora' }).click();
    await sendProposal(transporter, '1800', 'Salgo el lunes con camión con lona.');
    await page.getByRole('heading', { name: 'Propuestas (1)' }).waitFor();
    await expectText(page, /^Nueva propuesta de /);

    // The shipper counters; the carrier accepts the counter-offer.
    const offer = page.getByTestId('listing-proposal').filter({ hasText: '1.800,00 €' });
    await offer.getByRole('button', { name: 'Contraofertar' }).click();
    const counter = page.getByRole('dialog', { name: 'Contraofertar' });
    await counter.getByLabel('Tu precio (€)').fill('1700');
    await counter.getByRole('button', { name: 'Contraofertar' }).click();
    await expectText(page, 'Contraoferta enviada');

    await transporter.getByRole('button', { name: 'Aceptar contraoferta' }).click();
    const confirm = transporter.getByRole('alertdialog', { name: '¿Aceptar la contraoferta?' });
    await confirm.getByRole('button', { name: 'Aceptar contraoferta' }).click();
    await expectText(transporter, 'Contraoferta aceptada');

    // The listing leaves the other carrier's Cargas Disponibles without a reload, and the
    // shipper's page shows it assigned at the counter's price.
    await expect(card).toHaveCount(0);
    await page.getByTestId('listing-proposal').getByText('Aceptada').waitFor();
    await expectText(page, '1.700,00 €');
    if (phone) await noHorizontalOverflow(page, 'la página de la carga');
    expect(errors.flat(), 'Errores en la consola de los transportistas').toEqual([]);
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
  }
}

test.describe('mercado en vivo', () => {
  test.describe.configure({ timeout: 180_000 });

  test('preguntar, ofertar, contraofertar y asignar sin recargar la página', async ({
    page,
    browser,
    baseURL,
  }) => {
    await scenario(page, browser, baseURL ?? '', false);
  });

  test('lo mismo en un teléfono (375 px)', async ({ page, browser, baseURL }) => {
    await page.setViewportSize(PHONE);
    await scenario(page, browser, baseURL ?? '', true);
  });
});
