/**
 * The installable app (issue 39, item 1) at 375 px: a signed-in transporter gets the service
 * worker, Chromium finds the app installable (DevTools' Page.getInstallabilityErrors), and with
 * the network gone the dashboard still opens from the precached shell, with the summary kept on
 * the device, and says what works; a new
 * deploy waits for 'Hay una versión nueva: Actualizar', and the page reloads into it.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { paths } from '@/lib/paths';
import { demoAccounts } from '@/testing/demo-accounts';
import { ROOT } from '../../scripts/preview.ts';
import { withAppProfile } from '../app-profile';
import { expect, expectHeading, test, watchConsole } from '../fixtures';
import { signIn } from '../flows';

const SERVICE_WORKER = path.join(ROOT, 'dist', 'sw.js');

test('la app se instala, el panel del transportista abre sin conexión y una versión nueva espera a «Actualizar» (375 px)', async ({
  baseURL,
}) => {
  // A profile of its own on disk: Chromium never offers installing in an incognito one.
  await withAppProfile(baseURL, async (context) => {
    const page = context.pages()[0] ?? (await context.newPage());
    const errors = watchConsole(page, [/net::ERR_INTERNET_DISCONNECTED/, /Failed to fetch/]);
    await signIn(page, demoAccounts.transporter.email, paths.transporterDashboard);
    // Registered after the load, active once the whole precache is stored.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as Record<
      string,
      unknown
    >;
    expect(manifest).toMatchObject({
      short_name: 'ConectaCargas',
      lang: 'es-AR',
      start_url: paths.transporterDashboard,
      display: 'standalone',
    });

    await context.setOffline(true);
    await page.reload();
    await expectHeading(page, 'Resumen');
    // The summary read before is kept on the device: shown, saying it could not be refreshed.
    await expect(page.getByRole('heading', { name: 'Próximos retiros' })).toBeVisible();
    await expect(
      page.getByText('No se pudo actualizar: se muestran los últimos datos guardados.'),
    ).toBeVisible();
    // Chromium's emulation leaves a reloaded page's navigator.onLine true: losing the network
    // again while on the page is what a device reports ('offline').
    await context.setOffline(false);
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: 'Sin conexión.' })).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('Sin conexión.')).toHaveCount(0);

    // A deploy: `vite preview` reads dist/ on every request, so a changed sw.js is a new version.
    const deployed = await readFile(SERVICE_WORKER, 'utf8');
    try {
      await writeFile(SERVICE_WORKER, `${deployed}\n// e2e: otra versión\n`);
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      // The open page keeps its version until the person says so.
      await expect(page.getByText('Hay una versión nueva')).toBeVisible();
      const reloaded = page.waitForEvent('load');
      await page.getByRole('button', { name: 'Actualizar' }).click();
      await reloaded;
      await expectHeading(page, 'Resumen');
      expect(
        await page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return {
            waiting: registration?.waiting ?? null,
            controlled: !!navigator.serviceWorker.controller,
          };
        }),
      ).toEqual({ waiting: null, controlled: true });
    } finally {
      await writeFile(SERVICE_WORKER, deployed);
    }
    expect(errors).toEqual([]);
  });
});
