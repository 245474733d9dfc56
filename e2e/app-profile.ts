/**
 * A browser of its own for the installable app's specs (pwa, push): a profile on disk (Chromium
 * never offers installing in an incognito profile, which a browser context is), at 375 px, with
 * service workers allowed (the rest of the suite blocks them, playwright.config.ts). Closed and
 * removed after `run`, whatever happens.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/preview.ts';
import { PHONE } from './fixtures';

export async function withAppProfile(
  baseURL: string | undefined,
  run: (context: BrowserContext) => Promise<void>,
): Promise<void> {
  const profile = await mkdtemp(path.join(tmpdir(), 'conectacargas-app-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions,
    baseURL,
    viewport: PHONE,
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    serviceWorkers: 'allow',
  });
  try {
    await run(context);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}
