/**
 * Offers and the shipment lifecycle, as three people do it in three browsers: a shipper publishes,
 * the demo transporter offers through Aplicar Ahora, a newly registered transporter offers through Ofertar,
 * the shipper accepts the second offer, the winner takes the load to delivery, and each party
 * sees where things stand. Once at desktop width and once at 375 px.
 */
import type { Browser, Page } from '@playwright/test';
import { paths } from '@/lib/paths';
import { demoAccounts } from '@/testing/demo-accounts';
import { expect, expectHeading, expectText, PHONE, test, watchConsole } from '../fixtures';
import { noHorizontalOverflow, publish, registerTransporter, sendProposal, signIn } from '../flows';

const SHIPPER_EMAIL = demoAccounts.shipper.email;
const TRANSPORTER_EMAIL = demoAccounts.transporter.email;

async function scenario(page: Page, browser: Browser, baseUrl: string, phone: boolean) {
  const run = `${Date.now().toString(36)}${phone ? 'm' : 'd'}`;
  const title = `Aceite de oliva E2E ${run}`;
  const winnerName = `Rosa Fletes ${run}`;
  const viewport = phone ? PHONE : { width: 1280, height: 800 };
  const search = paths.listingsSearch(title);
  const contexts = await Promise.all([
    browser.newContext({ baseURL: baseUrl, viewport, locale: 'es-AR' }),
    browser.newContext({ baseURL: baseUrl, viewport, locale: 'es-AR' }),
  ]);
  try {
    const [loser, winner] = await Promise.all(contexts.map((c) => c.newPage()));
    const errors = [watchConsole(loser), watchConsole(winner)];

    // 1. The shipper publishes.
    await signIn(page, SHIPPER_EMAIL, paths.postCargo);
    await publish(page, title);

    // 2. The demo transporter offers through Aplicar Ahora on the card.
    await signIn(loser, TRANSPORTER_EMAIL, search);
    const loserCard = loser.getByTestId('listing-card').filter({ hasText: title });
    await loserCard.getByRole('button', { name: 'Aplicar Ahora' }).click();
    await sendProposal(loser, '1800', 'Camión con lona, salgo el lunes.');
    await loserCard.getByText('Tu propuesta: 1.800,00 €').waitFor();
    await loserCard.getByRole('button', { name: 'Modificar' }).waitFor();
    await loserCard.getByRole('button', { name: 'Retirar' }).waitFor();

    // 3. A second transporter, registered now, offers through Ofertar in Cargas Disponibles.
    await registerTransporter(
      winner,
      winnerName,
      `rosa.${run}@example.com`,
      paths.transporterAvailableSearch(title),
    );
    await expectHeading(winner, 'Cargas Disponibles');
    const winnerCard = winner.getByTestId('listing-card').filter({ hasText: title });
    await winnerCard.getByText('1 propuesta').waitFor();
    await winnerCard.getByRole('button', { name: 'Ofertar' }).click();
    await sendProposal(winner, '1750,50', 'Puedo cargar el mismo día.');
    await winnerCard.getByText('Tu propuesta: 1.750,50 €').waitFor();
    await winnerCard.getByText('2 propuestas').waitFor();

    // 4. The shipper sees 'Con propuestas (2)', then 'Propuestas (2)', and accepts the second.
    await page.goto(paths.shipperShipments);
    await expectHeading(page, 'Mis Envíos');
    const row = page.getByRole('listitem').filter({ hasText: title });
    await row.getByText('Con propuestas (2)').waitFor();
    await row.getByRole('link', { name: title, exact: true }).click();
    await expectHeading(page, title);
    await page.getByRole('heading', { name: 'Propuestas (2)' }).waitFor();
    const offer = page.getByTestId('listing-proposal').filter({ hasText: winnerName });
    await offer.getByText('1.750,50 €').waitFor();
    await offer.getByText('Puedo cargar el mismo día.').waitFor();
    await offer.getByText('Camión Grande').waitFor();
    await offer.getByRole('button', { name: 'Aceptar' }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Aceptar esta propuesta?' });
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await expectText(page, 'Propuesta aceptada');
    const contact = page.getByTestId('shipment-contact');
    await contact.getByText(winnerName).waitFor();
    const whatsapp = contact.getByRole('link', { name: 'WhatsApp' });
    await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/5492615550303\?/);
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await page
      .getByTestId('listing-proposal')
      .filter({ hasText: 'Martín Gómez' })
      .getByText('Rechazada')
      .waitFor();
    if (phone) await noHorizontalOverflow(page, 'la página de la carga');

    // 5. The winner finds it in Mis Fletes; the trip itself is run from the shipment's page
    // (trip.spec.ts drives it to the delivery).
    await winner.goto(paths.transporterFreights);
    await expectHeading(winner, 'Mis Fletes');
    const freight = winner.getByTestId('freight').filter({ hasText: title });
    await freight.getByText('Lucía Fernández').waitFor();
    await freight.getByRole('link', { name: 'WhatsApp' }).waitFor();
    await freight.getByRole('link', { name: 'Preparar viaje' }).click();
    await expectHeading(winner, title);
    await winner.getByRole('button', { name: 'Iniciar Viaje' }).waitFor();
    await expect(winner.getByRole('button', { name: 'Iniciar Viaje' })).toBeDisabled();
    await winner.getByText('Asigna el vehículo y el chofer.').waitFor();
    await winner.goto(paths.transporterFreights);
    await winner
      .getByTestId('my-proposal-row')
      .filter({ hasText: title })
      .getByText('Aceptada')
      .waitFor();
    if (phone) await noHorizontalOverflow(winner, 'Mis Fletes');

    // 6. The shipper sees the shipment confirmed in Mis Envíos, and its timeline.
    await page.goto(paths.shipperShipments);
    await page.getByRole('listitem').filter({ hasText: title }).getByText('Confirmado').waitFor();
    await page.getByRole('link', { name: title, exact: true }).click();
    const timeline = page.getByTestId('shipment-timeline');
    for (const step of ['Publicado', 'Asignado']) {
      await timeline.getByText(step, { exact: true }).waitFor();
    }
    await page.getByText('El transportista todavía no asignó el vehículo y el chofer.').waitFor();

    // 7. The other transporter sees its offer turned down.
    await loser.goto(paths.transporterFreights);
    await loser
      .getByTestId('my-proposal-row')
      .filter({ hasText: title })
      .getByText('Rechazada')
      .waitFor();
    await expect(loser.getByTestId('freight').filter({ hasText: title })).toHaveCount(0);
    expect(errors.flat(), 'Errores en la consola de los transportistas').toEqual([]);
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
  }
}

test.describe('ofertas', () => {
  // Three people, each step waiting on the backend: more time than a single-page test.
  test.describe.configure({ timeout: 180_000 });

  test('un dador recibe dos ofertas, acepta una y el transportista ve su viaje por preparar', async ({
    page,
    browser,
    baseURL,
  }) => {
    await scenario(page, browser, baseURL ?? '', false);
  });

  test.describe('a 375 px', () => {
    test.use({ viewport: PHONE });

    test('el mismo circuito de ofertas a 375 px', async ({ page, browser, baseURL }) => {
      await scenario(page, browser, baseURL ?? '', true);
    });
  });
});
