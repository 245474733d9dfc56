import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { shipperFaq, transporterFaq } from '@/features/site/faq-content';
import { paths } from '@/lib/paths';
import { demoAccounts } from '@/testing/demo-accounts';
import { daysFromToday } from '@/testing/days-from-today';
import { expect, expectHeading, expectText, expectUrl, PHONE, test } from '../fixtures';
import { dataApi, signUpThroughApi, tripThroughApi, type DataApi } from '../data-api';
import { noHorizontalOverflow, signIn } from '../flows';
import { DEMO_TRANSPORTER } from '../../supabase/demo-accounts';

/** Signs in and lands on the dashboard; resolves with the Data API as that person. */
async function signInToDashboard(
  page: Page,
  account: { email: string; password: string },
  rpc: 'shipper_dashboard' | 'transporter_dashboard',
): Promise<DataApi> {
  const sent = page.waitForRequest((request) => request.url().includes(`/rest/v1/rpc/${rpc}`));
  const dashboard = {
    shipper_dashboard: paths.shipperDashboard,
    transporter_dashboard: paths.transporterDashboard,
  }[rpc];
  await signIn(page, account.email, dashboard, account.password);
  await expectHeading(page, 'Resumen');
  return dataApi(page.request, await sent);
}

/** The value shown by the counter labelled `label`. */
function counterValue(page: Page, label: string) {
  return page
    .getByRole('list', { name: 'Indicadores' })
    .getByRole('link', { name: new RegExp(`^${label}`) })
    .locator('span')
    .nth(1);
}

function card(page: Page, title: string) {
  return page.locator('div.rounded-lg', {
    has: page.getByRole('heading', { name: title, exact: true }),
  });
}

interface ListingRow {
  id: string;
  title: string;
  status: string;
  created_at: string;
  pickup_date: string;
  transporter_id: string | null;
}

const byCreatedDesc = (a: ListingRow, b: ListingRow) =>
  b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id);
const byPickup = (a: ListingRow, b: ListingRow) =>
  a.pickup_date.localeCompare(b.pickup_date) || a.id.localeCompare(b.id);

const LISTING_FIELDS = 'select=id,title,status,created_at,pickup_date,transporter_id';

const PASSWORD = 'ClaveSegura2026';

/**
 * A shipment delivered through the Data API, as the app would make it: a new shipper publishes,
 * a new transporter offers, the shipper accepts, the transporter picks up and delivers. Only the steps
 * this spec does not test go around the UI (offers.spec.ts drives them through it).
 */
async function deliveredShipment(
  page: Page,
  {
    title,
    transporterName,
    shipperEmail,
  }: { title: string; transporterName: string; shipperEmail: string },
) {
  const signUp = (email: string, role: string, name: string) =>
    signUpThroughApi(page.request, {
      email,
      password: PASSWORD,
      data: { role, name, company: `${name} S.A.` },
    });
  const shipper = await signUp(shipperEmail, 'shipper', `Dadora ${transporterName}`);
  const transporter = await signUp(
    shipperEmail.replace('historial', 'flete'),
    'transporter',
    transporterName,
  );
  const [listing] = await shipper.post<{ id: string }[]>('/rest/v1/cargo_listings', {
    title,
    description: 'Barriles de aceitunas en salmuera',
    origin: 'Mendoza, Mendoza',
    destination: 'Córdoba, Córdoba',
    weight_kg: 3000,
    pickup_date: daysFromToday(90),
    delivery_date: daysFromToday(92),
    price: 2100,
    vehicle_type: 'truck_medium',
    cargo_type: 'food',
    load_type: 'dry',
  });
  const [proposal] = await transporter.post<{ id: string }[]>('/rest/v1/proposals', {
    listing_id: listing!.id,
    price: 1999.5,
    message: '',
  });
  // The terms the shipper saw: the offer as it was sent, its first version.
  await shipper.post('/rest/v1/rpc/accept_proposal', {
    p_proposal_id: proposal!.id,
    p_price: 1999.5,
    p_version: 1,
  });
  await tripThroughApi(transporter, shipper, listing!.id);
}

/**
 * Scrolls to a home-page section that loads as it nears the viewport and returns it: to `anchor`,
 * then `screens` of a viewport further, until the section is there. From the same place on each
 * try: until the page is hydrated nothing watches the scroll, and drifting would pass it by.
 */
async function deferredSection(page: Page, name: string, anchor: Locator, screens: number) {
  const section = page.getByRole('region', { name });
  await expect(async () => {
    await anchor.scrollIntoViewIfNeeded();
    await page.evaluate((by) => window.scrollBy(0, window.innerHeight * by), screens);
    await expect(section).toBeAttached({ timeout: 500 });
  }).toPass();
  await section.scrollIntoViewIfNeeded();
  return section;
}

/**
 * Scrolls the home page down, as a reader does, until its profile panel is on screen. A jump
 * straight to the footer would pass it by at 375 px.
 */
async function profilePanel(page: Page, title: string) {
  const heading = page.getByRole('heading', { name: 'Por qué elegir ConectaCargas' });
  const panel = await deferredSection(page, title, heading, 0.5);
  await expect(panel).toBeInViewport();
  return panel;
}

/** Scrolls to the end of the home page and back a screen, where the system messages load. */
function messagesSection(page: Page) {
  return deferredSection(page, 'Mensajes del sistema', page.getByRole('contentinfo'), -1);
}

function messageList(page: Page) {
  return page.getByRole('list', { name: 'Mensajes del sistema' });
}

for (const viewport of [undefined, PHONE]) {
  const width = viewport ? ' a 375 px' : '';

  test.describe(`Mensajes del sistema${width}`, () => {
    if (viewport) test.use({ viewport });

    test('se descartan, siguen descartados al recargar y se restauran', async ({ page }) => {
      await page.goto(paths.home);
      const section = await messagesSection(page);
      await expect(messageList(page).getByRole('listitem')).toHaveCount(5);
      await expect(section.getByText('Error de Conexión')).toBeVisible();
      await expect(section.getByText('Datos Incompletos')).toBeVisible();

      await section.getByRole('button', { name: 'Descartar Error de Conexión' }).click();
      await expectText(page, 'Notificación descartada');
      await expect(messageList(page).getByRole('listitem')).toHaveCount(4);

      await page.reload();
      await messagesSection(page);
      await expect(messageList(page).getByRole('listitem')).toHaveCount(4);
      await expect(page.getByText('Error de Conexión')).toHaveCount(0);

      await page.getByRole('button', { name: 'Restaurar Mensajes' }).click();
      await expect(messageList(page).getByRole('listitem')).toHaveCount(5);
      await expect(page.getByText('Error de Conexión')).toBeVisible();
    });
  });

  test.describe(`Resúmenes de los paneles${width}`, () => {
    if (viewport) test.use({ viewport });

    test('el Resumen del dador muestra los números reales de sus cargas', async ({ page }) => {
      const api = await signInToDashboard(page, demoAccounts.shipper, 'shipper_dashboard');
      const listings = await api.get<ListingRow[]>(
        `/rest/v1/cargo_listings?${LISTING_FIELDS}&shipper_id=eq.${api.userId}`,
      );
      const count = (status: string) => listings.filter((l) => l.status === status).length;
      const pendingIds = listings.filter((l) => l.status === 'pending').map((l) => l.id);
      const offers = await api.post<{ proposal_count: number }[]>('/rest/v1/rpc/proposal_counts', {
        p_listing_ids: pendingIds,
      });
      // The seed gives the demo shipper six pending listings, one assigned and one live offer.
      expect(count('pending')).toBeGreaterThanOrEqual(6);

      await expect(counterValue(page, 'Envíos activos')).toHaveText(
        String(count('pending') + count('assigned')),
      );
      await expect(counterValue(page, 'En tránsito')).toHaveText(String(count('in-transit')));
      await expect(counterValue(page, 'Completados')).toHaveText(String(count('delivered')));
      await expect(counterValue(page, 'Propuestas')).toHaveText(
        String(offers.reduce((sum, row) => sum + row.proposal_count, 0)),
      );

      const latest = [...listings].sort(byCreatedDesc).slice(0, 5);
      await expect(card(page, 'Últimas cargas').getByRole('link')).toHaveText(
        latest.map((l) => l.title),
      );
      const activity = card(page, 'Actividad reciente');
      await expect(activity.getByText('Propuesta recibida').first()).toBeVisible();
      await expect(activity.locator('time').first()).toHaveText(/^hace /);
      await expect(page.getByRole('link', { name: 'Publicar carga', exact: true })).toHaveAttribute(
        'href',
        paths.postCargo,
      );
      await noHorizontalOverflow(page, 'la página');

      await card(page, 'Últimas cargas').getByRole('link', { name: latest[0]!.title }).click();
      await expectUrl(page, paths.listing(latest[0]!.id));
    });

    test('el Resumen del transportista muestra sus números reales', async ({ page }) => {
      const api = await signInToDashboard(page, demoAccounts.transporter, 'transporter_dashboard');
      // RLS: the pending listings, and the ones assigned to this transporter.
      const listings = await api.get<ListingRow[]>(`/rest/v1/cargo_listings?${LISTING_FIELDS}`);
      const mine = listings.filter((l) => l.transporter_id === api.userId);
      const count = (status: string) => mine.filter((l) => l.status === status).length;
      const proposals = await api.get<{ status: string }[]>(
        `/rest/v1/proposals?select=status&transporter_id=eq.${api.userId}`,
      );

      await expect(counterValue(page, 'Cargas disponibles')).toHaveText(
        String(listings.filter((l) => l.status === 'pending').length),
      );
      await expect(counterValue(page, 'Fletes activos')).toHaveText(
        String(count('assigned') + count('in-transit')),
      );
      await expect(counterValue(page, 'Completados')).toHaveText(String(count('delivered')));
      await expect(counterValue(page, 'Propuestas enviadas')).toHaveText(
        String(proposals.filter((p) => p.status === 'pending').length),
      );
      const pickups = mine
        .filter((l) => l.status === 'assigned')
        .sort(byPickup)
        .slice(0, 5);
      // The seed assigns this listing to the demo transporter; no spec moves it on.
      expect(pickups.map((l) => l.title)).toContain('Paquetería para e-commerce');
      await expect(card(page, 'Próximos retiros').getByRole('link')).toHaveText(
        pickups.map((l) => l.title),
      );
      await expect(
        card(page, 'Actividad reciente').getByText('Propuesta enviada').first(),
      ).toBeVisible();
      await noHorizontalOverflow(page, 'la página');
    });
  });

  test.describe(`Historial del dador${width}`, () => {
    if (viewport) test.use({ viewport });

    test('muestra el envío entregado y lo exporta en CSV', async ({ page }) => {
      const run = `${Date.now().toString(36)}${viewport ? 'm' : 'd'}`;
      const title = `Aceitunas en barriles ${run}`;
      const transporterName = `Rosa Fletes ${run}`;
      const shipperEmail = `historial.${run}@example.com`;
      await deliveredShipment(page, { title, transporterName, shipperEmail });

      await signIn(page, shipperEmail, paths.shipperHistory, PASSWORD);
      await expectHeading(page, 'Historial');
      const entry = page.getByRole('listitem').filter({ hasText: title });
      await expect(entry).toContainText(transporterName);
      await expect(entry).toContainText('Mendoza, Mendoza → Córdoba, Córdoba');
      await expect(entry).toContainText('1.999,50 €');
      await noHorizontalOverflow(page, 'la página');

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Exportar CSV' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^historial-envios-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = await readFile((await file.path())!, 'utf8');
      const lines = csv
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(csv.startsWith('\uFEFF')).toBe(true);
      expect(lines).toHaveLength(2);
      expect(lines[0]).toBe(
        'Carga;Origen;Destino;Transportista;Precio (EUR);Fecha de retiro;Entregada',
      );
      expect(lines[1]).toMatch(
        new RegExp(
          `^${title};Mendoza, Mendoza;Córdoba, Córdoba;${transporterName} \\(${transporterName} S\\.A\\.\\);1999,50;${daysFromToday(90)};\\d{4}-\\d{2}-\\d{2}$`,
        ),
      );

      // Completados on the Resumen counts the same shipment.
      await page.goto(paths.shipperDashboard);
      await expect(counterValue(page, 'Completados')).toHaveText('1');
    });
  });

  test.describe(`Panel de perfil de la página de inicio${width}`, () => {
    if (viewport) test.use({ viewport });

    test('un visitante ve la invitación a registrarse', async ({ page }) => {
      await page.goto(paths.home);
      const panel = await profilePanel(page, 'Únete a ConectaCargas');
      await panel.getByRole('link', { name: 'Registrarme como Transportista' }).click();
      await expectUrl(page, paths.transporterSignup);
    });

    test('una persona con sesión ve su tarjeta de perfil y llega a su perfil', async ({ page }) => {
      await signIn(page, demoAccounts.transporter.email, paths.home);
      const panel = await profilePanel(page, 'Mi Perfil');
      await expect(panel.getByRole('heading', { name: 'Martín Gómez' })).toBeVisible();
      await expect(panel.getByText(DEMO_TRANSPORTER.email)).toBeVisible();
      await expect(panel.getByText('Transportista', { exact: true })).toBeVisible();
      await noHorizontalOverflow(page, 'la página');
      await panel.getByRole('link', { name: 'Ver mi perfil' }).click();
      await expectUrl(page, paths.transporterProfile);
      await expectHeading(page, 'Mi Perfil');
    });
  });

  test.describe(`Preguntas Frecuentes de los paneles${width}`, () => {
    if (viewport) test.use({ viewport });

    const cases = [
      [demoAccounts.shipper, paths.shipperFaqDashboard, shipperFaq],
      [demoAccounts.transporter, paths.transporterFaqDashboard, transporterFaq],
    ] as const;
    for (const [account, path, faq] of cases) {
      test(`${path} muestra las preguntas de la página pública`, async ({ page }) => {
        await signIn(page, account.email, path);
        await expectHeading(page, 'Preguntas Frecuentes');
        const first = faq.items[0]!;
        await page.getByText(first.question).click();
        await expect(page.getByText(first.answer)).toBeVisible();
        await expect(page.locator('details')).toHaveCount(faq.items.length);
      });
    }
  });
}

// Beside the sidebar a 768 px screen leaves room for one card a row: the grid follows the width
// it has, not the screen's.
test.describe('Cargas Disponibles a 768 px', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('una tarjeta por fila, sin desbordar', async ({ page }) => {
    await signIn(page, demoAccounts.transporter.email, paths.transporterAvailable);
    const cards = page.getByTestId('listing-card');
    await expect(cards.nth(1)).toBeVisible();
    await noHorizontalOverflow(page, 'la página');
    const first = await cards.nth(0).boundingBox();
    const second = await cards.nth(1).boundingBox();
    expect(second?.y ?? 0, 'la segunda tarjeta va debajo de la primera').toBeGreaterThan(
      (first?.y ?? 0) + (first?.height ?? 0),
    );
  });
});
