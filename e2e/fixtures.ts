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
  page: async ({ page, allowConsoleErrors }, runTest) => {
    const errors = watchConsole(page, allowConsoleErrors);
    await runTest(page);
    // Runs before the context closes, so Playwright's failure screenshot still shows the page.
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
