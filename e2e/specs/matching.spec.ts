/**
 * Fewer empty trucks, at 375 px: a carrier publishes 'Camión disponible' and a shipper offers him
 * a load from 'Camiones disponibles'; after a delivery the carrier finds a return load near the
 * destination and offers on it; a listing 'Primero a mis transportistas' stays invisible to a
 * carrier outside the network until its window ends, with no job run.
 */
import type { Page } from '@playwright/test';
import { paths } from '@/lib/paths';
import { demoAccounts } from '@/testing/demo-accounts';
import { daysFromToday } from '@/testing/days-from-today';
import { assignThroughApi, dataApiOf, tripThroughApi, type DataApi } from '../data-api';
import { expect, expectHeading, expectText, PHONE, test, watchConsole } from '../fixtures';
import {
  noHorizontalOverflow,
  publishListing,
  registerTransporter,
  sendProposal,
  signIn,
} from '../flows';
import { testSql } from '../test-sql';

/** A pending listing of the shipper, through the Data API; its id. */
async function listingThroughApi(
  shipper: DataApi,
  fields: { title: string; origin: string; originProvince: string; pickup: number },
): Promise<string> {
  const [listing] = await shipper.post<{ id: string }[]>('/rest/v1/cargo_listings', {
    title: fields.title,
    description: 'Pallets de prueba.',
    origin: fields.origin,
    origin_province: fields.originProvince,
    destination: 'Mendoza, Mendoza',
    destination_province: 'Mendoza',
    weight_kg: 9000,
    pickup_date: daysFromToday(fields.pickup),
    delivery_date: daysFromToday(fields.pickup + 2),
    price: 2000,
    cargo_type: 'food',
    load_type: 'dry',
  });
  return listing!.id;
}

async function applyOnListingPage(page: Page, title: string) {
  await expectHeading(page, title);
  await page.getByRole('button', { name: 'Aplicar Ahora' }).click();
  await sendProposal(page, '1900', 'Vuelvo vacío: la tomo.');
}

test.describe('emparejamiento', () => {
  test.describe.configure({ timeout: 180_000 });
  test.use({ viewport: PHONE });

  test('el transportista publica su camión y recibe una invitación que responde con una propuesta', async ({
    page,
    browser,
    baseURL,
  }) => {
    const run = Date.now().toString(36);
    const note = `Semi con lona E2E ${run}`;
    const title = `Soja a Mendoza E2E ${run}`;
    const context = await browser.newContext({ baseURL, viewport: PHONE, locale: 'es-AR' });
    try {
      const transporter = await context.newPage();
      const transporterErrors = watchConsole(transporter);
      await signIn(transporter, demoAccounts.transporter.email, paths.transporterAvailability);
      await expectHeading(transporter, 'Camión disponible');
      await transporter.getByLabel('Vehículo').selectOption({ label: 'Camión Grande' });
      await transporter.getByRole('combobox', { name: 'Localidad' }).fill('Rosario, Santa Fe');
      await transporter.getByLabel('Disponible desde').fill(daysFromToday(1));
      await transporter.getByLabel('Disponible hasta').fill(daysFromToday(3));
      await transporter.getByLabel('Nota (opcional)').fill(note);
      await transporter.getByRole('button', { name: 'Publicar' }).click();
      await expectText(transporter, 'Camión publicado');
      const mine = transporter.getByTestId('my-availability').filter({ hasText: note });
      await mine.getByRole('heading', { name: 'Cargas para tu camión' }).waitFor();
      await noHorizontalOverflow(transporter, 'Camión disponible');

      // The shipper finds the truck among 'Camiones disponibles' and offers a pending load.
      const shipper = await dataApiOf(page, () =>
        signIn(page, demoAccounts.shipper.email, paths.shipperShipments),
      );
      await listingThroughApi(shipper, {
        title,
        origin: 'Rosario, Santa Fe',
        originProvince: 'Santa Fe',
        pickup: 2,
      });
      await page.goto(paths.trucks);
      await expectHeading(page, 'Camiones disponibles');
      const card = page.getByTestId('truck-card').filter({ hasText: note });
      await card.getByRole('button', { name: /Ofrecer carga/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Ofrecer carga' });
      const option = dialog.getByLabel('Carga').locator('option', { hasText: title });
      await dialog.getByLabel('Carga').selectOption((await option.getAttribute('value')) ?? '');
      await dialog.getByRole('button', { name: 'Ofrecer carga' }).click();
      await expectText(page, 'Carga ofrecida');
      await noHorizontalOverflow(page, 'Camiones disponibles');

      // The carrier sees the invitation, counted in the sidebar, and answers it with a proposal.
      await transporter.goto(paths.transporterAvailability);
      await transporter.getByRole('button', { name: 'Menú del panel' }).click();
      await expect(
        transporter.getByRole('link', { name: /^Camión disponible \(\d+ sin responder\)$/ }),
      ).toBeVisible();
      const invitation = transporter.getByTestId('invitation').filter({ hasText: title });
      await invitation.getByRole('link', { name: /Ver carga y ofertar/ }).click();
      await applyOnListingPage(transporter, title);
      await transporter.goto(paths.transporterAvailability);
      await expect(
        transporter.getByTestId('invitation').filter({ hasText: title }).getByText('Respondida'),
      ).toBeVisible();
      expect(transporterErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('después de entregar, el transportista ve una carga de regreso cerca del destino y oferta', async ({
    page,
    browser,
    baseURL,
  }) => {
    const run = Date.now().toString(36);
    const outbound = `Vino a CABA E2E ${run}`;
    const back = `Regreso desde La Plata E2E ${run}`;
    const context = await browser.newContext({ baseURL, viewport: PHONE, locale: 'es-AR' });
    try {
      const transporterPage = await context.newPage();
      const shipper = await dataApiOf(page, () =>
        signIn(page, demoAccounts.shipper.email, paths.shipperShipments),
      );
      const transporter = await dataApiOf(transporterPage, () =>
        signIn(transporterPage, demoAccounts.transporter.email, paths.transporterFreights),
      );

      // Mendoza → CABA, offered, accepted, carried and delivered with conformity.
      const [listing] = await shipper.post<{ id: string }[]>('/rest/v1/cargo_listings', {
        title: outbound,
        description: 'Vino en cajas.',
        origin: 'Mendoza, Mendoza',
        origin_province: 'Mendoza',
        destination: 'Buenos Aires, CABA',
        destination_province: 'Ciudad Autónoma de Buenos Aires',
        weight_kg: 12000,
        pickup_date: daysFromToday(0),
        delivery_date: daysFromToday(1),
        price: 2000,
        cargo_type: 'wine',
        load_type: 'dry',
      });
      await assignThroughApi(transporter, shipper, listing!.id, 2000);
      await tripThroughApi(transporter, shipper, listing!.id);
      // A load from La Plata (53 km from CABA's centre) the day after the delivery.
      await listingThroughApi(shipper, {
        title: back,
        origin: 'La Plata, Buenos Aires',
        originProvince: 'Buenos Aires',
        pickup: 2,
      });

      await transporterPage.goto(paths.listing(listing!.id));
      await expectHeading(transporterPage, outbound);
      const returns = transporterPage.getByRole('list', { name: 'Cargas de regreso' });
      const match = returns.getByTestId('load-match').filter({ hasText: back });
      await expect(match).toContainText('a 53');
      await noHorizontalOverflow(transporterPage, 'la página del envío entregado');
      await match.getByRole('link', { name: back }).click();
      await applyOnListingPage(transporterPage, back);
    } finally {
      await context.close();
    }
  });

  test('una carga «Primero a mis transportistas» no la ve otro transportista hasta que termina la ventana', async ({
    page,
    browser,
    baseURL,
  }) => {
    const run = Date.now().toString(36);
    const title = `Exclusiva Córdoba E2E ${run}`;
    const context = await browser.newContext({ baseURL, viewport: PHONE, locale: 'es-AR' });
    try {
      const networkMember = await context.newPage();
      const trusted = await dataApiOf(networkMember, () =>
        signIn(networkMember, demoAccounts.transporter.email, paths.transporterFreights),
      );
      const shipper = await dataApiOf(page, () =>
        signIn(page, demoAccounts.shipper.email, paths.shipperShipments),
      );
      await shipper.post('/rest/v1/rpc/add_to_my_network', { p_transporter_id: trusted.userId });
      await page.goto(paths.shipperNetwork);
      await expectHeading(page, 'Mis transportistas');
      await page.getByRole('list', { name: 'Mis transportistas' }).waitFor();

      // Published through the form, first to the network for 2 hours.
      await publishListing(page, {
        title,
        description: 'Maní en bolsones.',
        origin: 'Córdoba, Córdoba',
        destination: 'Rosario, Santa Fe',
        cargoType: 'Alimentos',
        weightKg: '8000',
        pickupDate: daysFromToday(3),
        deliveryDate: daysFromToday(4),
        more: (form) =>
          form
            .getByLabel('Primero a mis transportistas')
            .selectOption({ label: 'Sí, durante 2 horas' })
            .then(() => undefined),
      });
      const [{ id }] = await shipper.get<{ id: string }[]>(
        `/rest/v1/cargo_listings?select=id&title=eq.${encodeURIComponent(title)}`,
      );

      // The trusted carrier sees it, marked as his network's.
      await networkMember.goto(paths.listing(id));
      await expectHeading(networkMember, title);
      await expectText(networkMember, /Solo transportistas de confianza hasta/);

      // Another carrier finds nothing: not in the browser, not at its address.
      const outsider = await browser.newContext({ baseURL, viewport: PHONE, locale: 'es-AR' });
      try {
        const other = await outsider.newPage();
        await registerTransporter(
          other,
          'Otro Fletero',
          `otro.${run}@fletes.test`,
          paths.listingsSearch(title),
        );
        await expectText(other, 'No se encontraron listados de carga');
        await other.goto(paths.listing(id));
        await expectHeading(other, 'Carga no encontrada');
        await noHorizontalOverflow(other, 'la carga que no puede ver');

        // Two hours pass (the window's end, as the database's clock would reach it): nothing runs.
        await testSql(
          page.request,
          `alter table public.cargo_listings disable trigger cargo_listings_set_geography;
           update public.cargo_listings set public_at = now() - interval '1 second'
             where id = '${id}';
           alter table public.cargo_listings enable trigger cargo_listings_set_geography;`,
        );
        await other.goto(paths.listingsSearch(title));
        const card = other.getByTestId('listing-card').filter({ hasText: title });
        await card.getByRole('button', { name: 'Aplicar Ahora' }).click();
        await sendProposal(other, '1900', 'La tomo ahora que está publicada.');
      } finally {
        await outsider.close();
      }
    } finally {
      await context.close();
    }
  });
});
