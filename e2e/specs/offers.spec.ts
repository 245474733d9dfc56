/**
 * Offers and the shipment lifecycle, as three people do it in three browsers: a shipper publishes,
 * the demo carrier offers through Aplicar Ahora, a newly registered carrier offers through Ofertar,
 * the shipper accepts the second offer, the winner takes the load to delivery, and each party
 * sees where things stand. Once at desktop width and once at 375 px.
 */
import type { Browser, Page } from '@playwright/test';
import { paths } from '@/lib/paths';
import { DEMO_PASSWORD, demoAccounts } from '@/testing/demo-accounts';
import {
  acceptNextDialog,
  expect,
  expectHeading,
  expectText,
  expectUrl,
  PHONE,
  test,
  watchConsole,
} from '../fixtures';

const SHIPPER_EMAIL = demoAccounts.shipper.email;
const TRANSPORTER_EMAIL = demoAccounts.transporter.email;

async function signIn(page: Page, email: string, dashboard: string) {
  await page.goto(paths.signIn);
  await page.getByLabel('Correo Electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click();
  await expectUrl(page, dashboard);
}

async function registerCarrier(page: Page, name: string, email: string) {
  await page.goto(paths.transporterSignup);
  await page.getByLabel('Nombre Completo').fill(name);
  await page.getByLabel('Correo Electrónico').fill(email);
  await page.getByLabel('Teléfono').fill('+54 261 555-0303');
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Confirmar Contraseña').fill(DEMO_PASSWORD);
  await page.getByLabel('Empresa').fill('Fletes del Oeste');
  await page.getByLabel('Dirección').fill('Ruta 7 km 1030, Luján de Cuyo');
  await page.getByLabel('CUIT / Identificación fiscal').fill('20-12345678-9');
  await page.getByLabel('Descripción del servicio').fill('Cargas secas en toda la región de Cuyo');
  await page.getByLabel('Áreas de servicio').fill('Cuyo y Centro');
  await page.getByLabel('Tipos de vehículo').selectOption('truck_large');
  await page.getByLabel(/Acepto los/).check();
  await page.getByRole('button', { name: 'Crear cuenta de Transportista' }).click();
  await expectUrl(page, paths.transporterDashboard);
}

async function publish(page: Page, title: string) {
  await page.goto(paths.postCargo);
  await page.getByRole('heading', { name: 'Crear Nuevo Listado de Carga' }).waitFor();
  await page.getByLabel('Título').fill(title);
  await page.getByLabel('Descripción').fill('Cajas de aceite de oliva paletizadas.');
  await page.getByLabel('Origen').fill('San Juan, San Juan');
  await page.getByLabel('Destino').fill('Rosario, Santa Fe');
  await page.getByLabel('Tipo de mercadería').selectOption({ label: 'Alimentos' });
  await page.getByLabel('Tipo de carga').selectOption({ label: 'Seca' });
  await page.getByLabel('Peso (kg)').fill('8000');
  await page.getByLabel('Fecha de recogida').fill('2026-12-10');
  await page.getByLabel('Fecha de entrega').fill('2026-12-12');
  await page.getByLabel('Precio (€)').fill('2000');
  const alert = acceptNextDialog(page);
  await page.getByRole('button', { name: 'Crear Anuncio' }).click();
  expect(await alert).toBe('Anuncio de carga creado con éxito!');
}

/** Fills and sends the 'Enviar Propuesta' dialog, prefilled with the listing's price. */
async function sendProposal(page: Page, price: string, message: string) {
  const dialog = page.getByRole('dialog', { name: 'Enviar Propuesta' });
  await dialog.waitFor();
  await expect(dialog.getByLabel('Precio ofrecido (€)')).toHaveValue('2000');
  await dialog.getByLabel('Precio ofrecido (€)').fill(price);
  await dialog.getByLabel('Mensaje').fill(message);
  await dialog.getByRole('button', { name: 'Enviar Propuesta' }).click();
  await expectText(page, 'Propuesta enviada');
  await dialog.waitFor({ state: 'detached' });
}

async function noHorizontalOverflow(page: Page, where: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${where} no debe desbordar`).toBe(0);
}

async function scenario(page: Page, browser: Browser, baseUrl: string, phone: boolean) {
  const run = `${Date.now().toString(36)}${phone ? 'm' : 'd'}`;
  const title = `Aceite de oliva E2E ${run}`;
  const winnerName = `Rosa Fletes ${run}`;
  const viewport = phone ? PHONE : { width: 1280, height: 800 };
  const search = `${paths.listings}?q=${encodeURIComponent(title)}`;
  const contexts = await Promise.all([
    browser.newContext({ baseURL: baseUrl, viewport, locale: 'es-AR' }),
    browser.newContext({ baseURL: baseUrl, viewport, locale: 'es-AR' }),
  ]);
  try {
    const [loser, winner] = await Promise.all(contexts.map((c) => c.newPage()));
    const errors = [watchConsole(loser), watchConsole(winner)];

    // 1. The shipper publishes.
    await signIn(page, SHIPPER_EMAIL, paths.shipperDashboard);
    await publish(page, title);

    // 2. The demo carrier offers through Aplicar Ahora on the card.
    await signIn(loser, TRANSPORTER_EMAIL, paths.transporterDashboard);
    await loser.goto(search);
    const loserCard = loser.getByTestId('listing-card').filter({ hasText: title });
    await loserCard.getByRole('button', { name: 'Aplicar Ahora' }).click();
    await sendProposal(loser, '1800', 'Camión con lona, salgo el lunes.');
    await loserCard.getByText('Tu propuesta: 1.800,00 €').waitFor();
    await loserCard.getByRole('button', { name: 'Modificar' }).waitFor();
    await loserCard.getByRole('button', { name: 'Retirar' }).waitFor();

    // 3. A second carrier, registered now, offers through Ofertar in Cargas Disponibles.
    await registerCarrier(winner, winnerName, `rosa.${run}@example.com`);
    await winner.goto(`${paths.transporterAvailable}?q=${encodeURIComponent(title)}`);
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
    await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/542615550303\?/);
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await page
      .getByTestId('listing-proposal')
      .filter({ hasText: 'Martín Gómez' })
      .getByText('Rechazada')
      .waitFor();
    if (phone) await noHorizontalOverflow(page, 'la página de la carga');

    // 5. The winner finds it in Mis Fletes, starts the trip and delivers.
    await winner.goto(paths.transporterFreights);
    await expectHeading(winner, 'Mis Fletes');
    const freight = winner.getByTestId('freight').filter({ hasText: title });
    await freight.getByText('Lucía Fernández').waitFor();
    await freight.getByRole('link', { name: 'WhatsApp' }).waitFor();
    await freight.getByRole('button', { name: 'Iniciar Viaje' }).click();
    await expectText(winner, 'Estado actualizado');
    await freight.getByText('En tránsito', { exact: true }).waitFor();
    await freight.getByRole('button', { name: 'Marcar Entregado' }).click();
    await freight.getByRole('button', { name: 'Marcar Entregado' }).waitFor({ state: 'detached' });
    await freight.getByText('Entregado', { exact: true }).waitFor();
    await expect(freight.getByRole('button')).toHaveCount(0);
    await winner
      .getByTestId('my-proposal-row')
      .filter({ hasText: title })
      .getByText('Aceptada')
      .waitFor();
    if (phone) await noHorizontalOverflow(winner, 'Mis Fletes');

    // 6. The shipper sees 'Entregado' in Mis Envíos and the whole timeline.
    await page.goto(paths.shipperShipments);
    await page.getByRole('listitem').filter({ hasText: title }).getByText('Entregado').waitFor();
    await page.getByRole('link', { name: title, exact: true }).click();
    const timeline = page.getByTestId('shipment-timeline');
    for (const step of ['Publicado', 'Asignado', 'En tránsito', 'Entregado']) {
      await timeline.getByText(step, { exact: true }).waitFor();
    }
    await expect(timeline.getByText('Pendiente', { exact: true })).toHaveCount(0);

    // 7. The other carrier sees its offer turned down.
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

  test('un dador recibe dos ofertas, acepta una y sigue el envío hasta la entrega', async ({
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
