/**
 * The installable app (issue 39, item 1) at 375 px: a signed-in transporter gets the service
 * worker, Chromium finds the app installable (DevTools' Page.getInstallabilityErrors), and with
 * the network gone the dashboard still opens from the precached shell and says what works.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { paths } from '@/lib/paths';
import { demoAccounts } from '@/testing/demo-accounts';
import { chromiumLaunchOptions } from '../../scripts/preview.ts';
import { expect, expectHeading, PHONE, test, watchConsole } from '../fixtures';
import { signIn } from '../flows';

test('la app se instala y el panel del transportista abre sin conexión (375 px)', async ({
  baseURL,
}) => {
  // Chromium never offers installing in an incognito profile, which is what a browser context
  // is: this test has a profile of its own on disk, with service workers allowed (the rest of the
  // suite blocks them, playwright.config.ts).
  const profile = await mkdtemp(path.join(tmpdir(), 'conectacargas-pwa-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions,
    baseURL,
    viewport: PHONE,
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    serviceWorkers: 'allow',
  });
  try {
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
    // The summary's own data waits for the network, and says so.
    await expect(page.getByText('No se pudo cargar el resumen')).toBeVisible();
    // Chromium's emulation leaves a reloaded page's navigator.onLine true: losing the network
    // again while on the page is what a device reports ('offline').
    await context.setOffline(false);
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: 'Sin conexión.' })).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('Sin conexión.')).toHaveCount(0);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});
