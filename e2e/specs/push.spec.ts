/**
 * Push notifications (issue 39, item 3) at 375 px, through the real service worker: the shipper
 * taps 'Activar notificaciones', a transporter's offer comes back from the push-notifications
 * function to the local push service encrypted for this browser, and delivered to the worker it
 * shows 'Nueva propuesta', whose tap opens the offer's listing.
 *
 * Chromium here cannot reach a push service (Google's, for Chromium), so two links of the chain
 * are played by the test, each as the real one behaves: the browser's subscription is the one a
 * push service would hand over (an endpoint of the local push service, and keys this test holds),
 * and the push is handed to the worker through DevTools (ServiceWorker.deliverPushMessage) once
 * the test has decrypted what the push service received, as the browser would.
 */
import { paths } from '@/lib/paths';
import { daysFromToday } from '@/testing/days-from-today';
import { decryptPush, newBrowserKeys } from '../../packages/fake-push/browser-keys.ts';
import { fromBase64Url } from '../../supabase/functions/_shared/web-push.ts';
import { withAppProfile } from '../app-profile';
import { signUpThroughApi } from '../data-api';
import { expect, expectHeading, test, watchConsole } from '../fixtures';
import { signIn } from '../flows';

const PASSWORD = 'clave-push-2026';

test('una propuesta nueva llega como notificación push y su toque abre la carga (375 px)', async ({
  baseURL,
}) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  await withAppProfile(baseURL, async (context) => {
    const origin = new URL(baseURL ?? '').origin;
    await context.grantPermissions(['notifications'], { origin });
    const device = `e2e-${run}`;
    const endpoint = `${origin}/_fake/push/send/${device}`;
    const keys = await newBrowserKeys();
    // What the browser's push service would give: this endpoint and keys, for the server's key.
    await context.addInitScript(
      ({ endpoint, p256dh, auth }) => {
        let subscribedWith: string | null = null;
        const subscription = () => ({
          endpoint,
          toJSON: () => ({ endpoint, keys: { p256dh, auth } }),
          unsubscribe: async () => true,
        });
        PushManager.prototype.subscribe = async function (options) {
          subscribedWith = String(options?.applicationServerKey);
          (window as unknown as { subscribedWith: string }).subscribedWith = subscribedWith;
          return subscription() as unknown as PushSubscription;
        };
        PushManager.prototype.getSubscription = async () =>
          (subscribedWith ? subscription() : null) as unknown as PushSubscription | null;
      },
      { endpoint, p256dh: keys.p256dh, auth: keys.auth },
    );
    const page = context.pages()[0] ?? (await context.newPage());
    const errors = watchConsole(page);

    const shipperEmail = `dadora.push.${run}@example.test`;
    const shipper = await signUpThroughApi(page.request, {
      email: shipperEmail,
      password: PASSWORD,
      data: { role: 'shipper', name: 'Dadora Push', company: 'Push S.A.' },
    });
    const transporter = await signUpThroughApi(page.request, {
      email: `flete.push.${run}@example.test`,
      password: PASSWORD,
      data: { role: 'transporter', name: 'Flete Push', company: 'Flete Push SRL' },
    });
    await signIn(page, shipperEmail, paths.shipperDashboard, PASSWORD);
    // Registered after the load; the page is the worker's once reloaded.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.goto(`${paths.shipperProfile}?tab=settings`);
    await page.getByRole('button', { name: 'Configurar: Notificaciones Push' }).click();
    await page.getByRole('button', { name: 'Activar notificaciones' }).click();
    await expect(page.getByText('Activadas en este dispositivo.')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Ofertas y contraofertas' })).toBeChecked();
    // The browser was asked to subscribe with the server's VAPID key.
    const answer = await page.request.post('/functions/v1/push-notifications', {
      headers: { authorization: `Bearer ${shipper.accessToken}`, apikey: shipper.apikey },
      data: { action: 'public-key' },
    });
    const { publicKey } = (await answer.json()) as { publicKey: string };
    expect(
      await page.evaluate(() => (window as unknown as { subscribedWith?: string }).subscribedWith),
    ).toBe(publicKey);

    // The shipper's listing, and a transporter's offer on it: 'Nueva propuesta' for the shipper.
    const title = `Vino en cajas push ${run}`;
    const [listing] = await shipper.post<{ id: string }[]>('/rest/v1/cargo_listings', {
      title,
      description: 'Cajas de vino en pallets.',
      origin: 'Mendoza, Mendoza',
      destination: 'Córdoba, Córdoba',
      weight_kg: 4000,
      pickup_date: daysFromToday(3),
      delivery_date: daysFromToday(5),
      price: 2100,
      cargo_type: 'food',
      load_type: 'dry',
    });
    const link = `/listings/${listing!.id}`;
    await transporter.post('/rest/v1/proposals', {
      listing_id: listing!.id,
      price: 1850,
      message: 'Salgo mañana temprano.',
    });

    // What the push service received is encrypted for this browser: the title and link only.
    let received: { body: string }[] = [];
    await expect
      .poll(
        async () => {
          received = (await (await page.request.get(endpoint)).json()) as { body: string }[];
          return received.length;
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    const text = await decryptPush(fromBase64Url(received[0]!.body), keys);
    expect(JSON.parse(text)).toEqual({ title: 'Nueva propuesta', link });

    // The browser hands it to the worker, which shows it.
    await page.reload();
    await expectHeading(page, 'Mi Perfil');
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => !r.isDeleted && r.scopeURL.startsWith(origin));
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: await registrationId,
      data: text,
    });
    // The browser starts the worker for the push, which shows it. On a busy CI machine the suite's
    // 10 s wait ran out twice in a row (the next retry passed): this waits as the poll above does.
    await expect
      .poll(
        () =>
          page.evaluate(async () =>
            (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
              title: n.title,
              data: n.data as unknown,
            })),
          ),
        { timeout: 30_000 },
      )
      .toEqual([{ title: 'Nueva propuesta', data: { link } }]);

    // Its tap (the click a person makes, dispatched in the worker) opens the offer's listing.
    const [worker] = context.serviceWorkers();
    await worker!.evaluate(async () => {
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        dispatchEvent(event: Event): boolean;
      };
      const NotificationEvent = Reflect.get(self, 'NotificationEvent') as new (
        type: string,
        init: { notification: Notification },
      ) => Event;
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(
        new NotificationEvent('notificationclick', { notification: notification! }),
      );
    });
    await expect(page).toHaveURL(new RegExp(`${link}$`));
    await expectHeading(page, title);
    await expect(page.getByText('Salgo mañana temprano.')).toBeVisible();
    expect(errors).toEqual([]);
  });
});
