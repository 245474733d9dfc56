/**
 * Live channels that cannot lie (issue 35): a script forges a listing's departure on the market
 * topic and a message on a conversation's topic, over a raw WebSocket, and the other screens show
 * neither, while the database's own events still arrive; a channel the server closes (the account
 * suspended for a moment) comes back by itself, saying 'Reconectando…' meanwhile.
 */
import type { Browser, Page } from '@playwright/test';
import { paths } from '@/lib/paths';
import { demoAccounts } from '@/testing/demo-accounts';
import { daysFromToday } from '@/testing/days-from-today';
import { type DataApi, dataApiOf } from '../data-api';
import { expect, expectHeading, test } from '../fixtures';
import { signIn } from '../flows';
import { forgeBroadcast } from '../forge-broadcast';
import { testSql } from '../test-sql';

const SHIPPER = demoAccounts.shipper;
const TRANSPORTER = demoAccounts.transporter;

async function signedInApi(page: Page, email: string, dashboard: string): Promise<DataApi> {
  return dataApiOf(page, () => signIn(page, email, dashboard));
}

async function createListing(shipper: DataApi, title: string): Promise<string> {
  const [row] = await shipper.post<{ id: string }[]>('/rest/v1/cargo_listings', {
    title,
    description: 'Cajas paletizadas',
    origin: 'Mendoza, Mendoza',
    destination: 'Córdoba, Córdoba',
    weight_kg: 1500,
    pickup_date: daysFromToday(90),
    delivery_date: daysFromToday(92),
    price: 1200.5,
    vehicle_type: 'truck_medium',
    cargo_type: 'food',
    load_type: 'dry',
  });
  return row!.id;
}

async function shipperPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, locale: 'es-AR' });
  const page = await context.newPage();
  return { context, page, api: await signedInApi(page, SHIPPER.email, paths.shipperDashboard) };
}

test.describe('canales en vivo que no mienten', () => {
  test.describe.configure({ timeout: 120_000 });

  test('una carga o un mensaje falsificados no cambian nada en la otra pantalla', async ({
    page,
    browser,
    baseURL,
  }) => {
    const origin = baseURL ?? '';
    const run = Date.now().toString(36);
    const shipper = await shipperPage(browser, origin);
    try {
      const forged = await createListing(shipper.api, `Falsificada E2E ${run}`);
      const real = await createListing(shipper.api, `Verdadera E2E ${run}`);

      // The carrier browses Cargas Disponibles, both cards on screen.
      const transporter = await signedInApi(page, TRANSPORTER.email, paths.transporterDashboard);
      await page.goto(paths.transporterAvailableSearch(run));
      await expectHeading(page, 'Cargas Disponibles');
      const cards = page.getByTestId('listing-card');
      await expect(cards).toHaveCount(2);

      // A script with the anon key on the public topic, and a signed-in one on the private
      // topic, both say the first listing was taken.
      const lie = { event: 'listing', payload: { id: forged, status: 'assigned' } };
      expect(
        await forgeBroadcast({
          origin,
          apikey: transporter.apikey,
          topic: 'listings',
          isPrivate: false,
          ...lie,
        }),
      ).toBe('ok');
      await forgeBroadcast({
        origin,
        apikey: transporter.apikey,
        accessToken: transporter.accessToken,
        topic: 'listings',
        isPrivate: true,
        ...lie,
      });
      // The database's own word about the second one arrives; the lie did not.
      await shipper.api.delete(`/rest/v1/cargo_listings?id=eq.${real}`);
      await expect(cards.filter({ hasText: `Verdadera E2E ${run}` })).toHaveCount(0);
      await expect(cards.filter({ hasText: `Falsificada E2E ${run}` })).toHaveCount(1);

      // The carrier asks about it; the shipper reads the conversation.
      const conversation = await transporter.post<string>('/rest/v1/rpc/open_conversation', {
        p_listing_id: forged,
      });
      await shipper.page.goto(`${paths.shipperMessages}/${conversation}`);
      const thread = shipper.page.getByRole('list', { name: 'Mensajes' });
      await shipper.page.getByText('Todavía no hay mensajes. Escribe el primero.').waitFor();

      // The carrier forges a message (a phone the masking would hide) and a read receipt on the
      // conversation's topic, then sends a real message through the RPC.
      for (const [event, payload] of [
        [
          'message',
          {
            id: crypto.randomUUID(),
            sender_id: transporter.userId,
            body: 'Mensaje falso: llamame al 2615550101',
            created_at: new Date().toISOString(),
          },
        ],
        ['read', { reader_id: transporter.userId, read_at: new Date().toISOString() }],
      ] as const) {
        await forgeBroadcast({
          origin,
          apikey: transporter.apikey,
          accessToken: transporter.accessToken,
          topic: `conversation:${conversation}`,
          isPrivate: true,
          event,
          payload,
        });
      }
      await transporter.post('/rest/v1/rpc/send_message', {
        p_conversation_id: conversation,
        p_body: 'Mensaje verdadero',
      });
      await thread.getByText('Mensaje verdadero').waitFor();
      await expect(thread.getByText(/Mensaje falso/)).toHaveCount(0);
      await expect(thread.getByRole('listitem')).toHaveCount(1);
    } finally {
      await shipper.context.close();
    }
  });

  test.describe('un canal que el servidor cierra', () => {
    // While the account is suspended the page's requests are refused.
    test.use({ allowConsoleErrors: [/Failed to load resource/] });

    test('vuelve solo, diciendo «Reconectando…» mientras tanto', async ({
      page,
      browser,
      baseURL,
    }) => {
      const run = Date.now().toString(36);
      const shipper = await shipperPage(browser, baseURL ?? '');
      const transporter = await signedInApi(page, TRANSPORTER.email, paths.transporterDashboard);
      const suspend = (until: string) =>
        testSql(
          page.request,
          `update auth.users set banned_until = ${until} where id = '${transporter.userId}'`,
        );
      try {
        const id = await createListing(shipper.api, `Reconexión E2E ${run}`);
        await page.goto(paths.transporterAvailableSearch(run));
        await expectHeading(page, 'Cargas Disponibles');
        const card = page.getByTestId('listing-card');
        await expect(card).toHaveCount(1);
        const reconnecting = page.getByRole('status').filter({ hasText: 'Reconectando…' });

        await suspend(`now() + interval '1 hour'`);
        await expect(reconnecting.first()).toBeVisible();
        await suspend('null');
        await expect(reconnecting).toHaveCount(0, { timeout: 30_000 });

        // Live again: the listing's departure reaches the page without a reload.
        await shipper.api.delete(`/rest/v1/cargo_listings?id=eq.${id}`);
        await expect(card).toHaveCount(0);
      } finally {
        await suspend('null');
        await shipper.context.close();
      }
    });
  });
});
