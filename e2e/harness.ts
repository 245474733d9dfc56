/**
 * The browser suite's tiny test API. Spec files (e2e/specs/*.spec.ts) register tests with `test`;
 * e2e/run.ts serves the app, then runs them one by one, each in a fresh browser context.
 */
import type { BrowserContext, Page } from 'playwright-core';

export interface TestContext {
  page: Page;
  context: BrowserContext;
  /** The app's origin, e.g. http://127.0.0.1:41234 (page.goto also accepts bare paths). */
  baseUrl: string;
}

export interface TestOptions {
  viewport?: { width: number; height: number };
  /** Console errors this test expects (e.g. a 400 the test provokes); any other one fails it. */
  allowConsoleErrors?: readonly RegExp[];
  /** Milliseconds before the test fails; 60 s by default. */
  timeout?: number;
}

export type TestFn = (t: TestContext) => Promise<void>;

export interface RegisteredTest {
  name: string;
  fn: TestFn;
  options: TestOptions;
}

const registry: RegisteredTest[] = [];

export function test(name: string, fn: TestFn, options: TestOptions = {}): void {
  registry.push({ name, fn, options });
}

/** Tests registered so far (the runner reads them after importing the spec files). */
export function registeredTests(): readonly RegisteredTest[] {
  return registry;
}

/** Phone-sized viewport (SPEC: the site works at 375 px wide). */
export const PHONE = { width: 375, height: 740 } as const;

/** How long the helpers wait for the page to reach the expected state. */
export const WAIT_MS = 10_000;

/** Waits until `text` is visible somewhere on the page. */
export async function expectText(page: Page, text: string | RegExp, timeout = WAIT_MS) {
  await page.getByText(text).first().waitFor({ state: 'visible', timeout });
}

/** Waits until the page's single h1 has this name. */
export async function expectHeading(page: Page, name: string | RegExp, timeout = WAIT_MS) {
  await page
    .getByRole('heading', { level: 1, name, exact: true })
    .waitFor({ state: 'visible', timeout });
}

/** Waits until the URL's path (plus search) equals `expected`, or the full URL matches a RegExp. */
export async function expectUrl(page: Page, expected: string | RegExp, timeout = WAIT_MS) {
  await page.waitForURL(
    (url) =>
      typeof expected === 'string'
        ? `${url.pathname}${url.search}` === expected || url.pathname === expected
        : expected.test(url.href),
    { timeout },
  );
}

/** Waits until the document title equals `expected`. */
export async function expectTitle(page: Page, expected: string, timeout = WAIT_MS) {
  await page.waitForFunction((title) => document.title === title, expected, { timeout });
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
