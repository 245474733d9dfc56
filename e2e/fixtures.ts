/**
 * What every browser spec imports: Playwright's `test`, whose page fails the test on any console
 * error or uncaught exception the test did not declare, and the suite's shared waits.
 */
import { test as base, expect, type Page } from '@playwright/test';

export { expect };

/** Phone-sized viewport (the site works at 375 px wide). */
export const PHONE = { width: 375, height: 740 } as const;

interface ConsoleOptions {
  /**
   * Console errors the tests of a file or `describe` expect (e.g. a 400 they provoke):
   * `test.use({ allowConsoleErrors: [/pattern/] })`. Any other one fails the test.
   */
  allowConsoleErrors: readonly RegExp[];
}

/** Collects the page's console errors and uncaught exceptions, except the allowed ones. */
export function watchConsole(page: Page, allowed: readonly RegExp[] = []): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (!allowed.some((pattern) => pattern.test(text))) errors.push(text);
  });
  page.on('pageerror', (error) => errors.push(`Error sin capturar: ${error.message}`));
  return errors;
}

export const test = base.extend<ConsoleOptions>({
  allowConsoleErrors: [[], { option: true }],
  // Playwright calls the second argument `use`; another name keeps React's hook rule out of it.
  page: async ({ page, allowConsoleErrors }, runTest, testInfo) => {
    const errors = watchConsole(page, allowConsoleErrors);
    await runTest(page);
    // The failure screenshot, taken here rather than by Playwright's 'only-on-failure' mode,
    // which shoots every page of every context as it closes, passed or not: ~0.8 s a test here.
    if (testInfo.status !== testInfo.expectedStatus || errors.length > 0) {
      const path = testInfo.outputPath('pantalla.png');
      const shot = await page.screenshot({ path, fullPage: true }).catch(() => null);
      if (shot) await testInfo.attach('pantalla', { path, contentType: 'image/png' });
    }
    expect(errors, 'Errores en la consola del navegador').toEqual([]);
  },
});

/**
 * Waits until a prerendered page is hydrated: the phone menu's button is enabled (even where it
 * is not shown) and nothing waits inert any more.
 */
export async function expectHydrated(page: Page) {
  await expect(page.locator('[aria-controls="mobile-menu"]')).toBeEnabled();
  await expect(page.locator('[inert]')).toHaveCount(0);
}

/** Waits until `text` is visible somewhere on the page. */
export async function expectText(page: Page, text: string | RegExp) {
  await expect(page.getByText(text).first()).toBeVisible();
}

/** Waits until the page's single h1 has this name. */
export async function expectHeading(page: Page, name: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
}

/** Waits until the URL's path (plus search) equals `expected`, or the full URL matches a RegExp. */
export async function expectUrl(page: Page, expected: string | RegExp) {
  await expect(page).toHaveURL((url) =>
    typeof expected === 'string'
      ? `${url.pathname}${url.search}` === expected || url.pathname === expected
      : expected.test(url.href),
  );
}

/**
 * Accepts the next alert/confirm as soon as it opens and resolves with its text. Register it
 * before the click that opens the dialog: an action awaited while a dialog is open never ends.
 */
export function acceptNextDialog(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    });
  });
}

/** How long no HTTP request may be in flight before a page counts as settled. */
const QUIET_MS = 200;

/**
 * Follows the page's HTTP requests (not its WebSocket); `settled()` resolves once none has been
 * in flight for QUIET_MS. Playwright's 'networkidle' waits 500 ms of silence after every load;
 * this waits for what the app actually asked, and works after an in-app navigation too.
 */
export function watchRequests(page: Page) {
  const inFlight = new Set<unknown>();
  let lastChange = Date.now();
  const done = (request: unknown) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('request', (request) => {
    inFlight.add(request);
    lastChange = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async settled() {
      await expect
        .poll(() => inFlight.size === 0 && Date.now() - lastChange >= QUIET_MS, {
          intervals: [50],
          message: 'peticiones en curso',
        })
        .toBe(true);
    },
  };
}

/**
 * Opens `path` inside the running app, as its links do (history entry + popstate), so the page
 * is not loaded again: the router renders the route from the code and data it already has.
 */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}
