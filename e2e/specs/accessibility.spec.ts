/**
 * Every page, as a visitor and as each demo account, checked with axe-core against WCAG 2.2 A/AA
 * and its best practices (heading order, label in name, contrast, landmarks…); a page of each
 * kind again at phone width. A page with any violation fails, naming the rule and the elements.
 */
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { publicPages } from '@/app/public-pages';
import { paths } from '@/lib/paths';
import { demoAccounts } from '@/testing/demo-accounts';
import { expect, expectHydrated, navigateInApp, PHONE, test, watchRequests } from '../fixtures';
import { signIn, signInWithForm } from '../flows';

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * The page's violations, a line each: rule, impact, and the first elements it names. `skipRules`
 * leaves rules out by id. axe is added once per document: in-app navigation keeps it.
 */
async function axeViolations(page: Page, skipRules: readonly string[] = []): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SCRIPT });
  const results = await page.evaluate(
    ({ tags, skip }) =>
      (
        window as unknown as {
          axe: { run(context: Document, options: object): Promise<AxeResults> };
        }
      ).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        // Only violations are read: axe then lists the nodes of those alone, not of every rule
        // that passes (the same rules run; this spec's tests 66 → 57 s).
        resultTypes: ['violations'],
        rules: Object.fromEntries(skip.map((id) => [id, { enabled: false }])),
      }),
    { tags: AXE_TAGS, skip: [...skipRules] },
  );
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? '?'}): ${violation.nodes
        .slice(0, 3)
        .map((node) => node.html.slice(0, 160))
        .join(' | ')}`,
  );
}

type Requests = ReturnType<typeof watchRequests>;

/**
 * Shows `path` inside the running app and waits until it has settled: no request in flight and
 * an h1 of its own (not the one of the page it left) shown.
 */
async function showSettled(page: Page, requests: Requests, path: string) {
  if (new URL(page.url()).pathname !== path) {
    await page
      .locator('h1')
      .evaluateAll((headings) =>
        headings.forEach((heading) => heading.setAttribute('data-e2e-left', '')),
      );
    await navigateInApp(page, path);
  }
  await requests.settled();
  await expect(page.locator('h1:not([data-e2e-left])')).toBeVisible();
}

/** A page to check: its path, or how to find it once the app is open. */
type PageToCheck = string | ((page: Page, requests: Requests) => Promise<string>);

/**
 * Checks each page in turn inside the app already open (one page load for all of them: what
 * differs between pages is their content, which in-app navigation shows as a link would).
 */
async function expectAccessible(page: Page, requests: Requests, pages: readonly PageToCheck[]) {
  const found: Record<string, string[]> = {};
  for (const entry of pages) {
    const path = typeof entry === 'string' ? entry : await entry(page, requests);
    await showSettled(page, requests, path);
    const violations = await axeViolations(page);
    if (violations.length > 0) found[path] = violations;
  }
  expect(found).toEqual({});
}

/** The first listing's page, as the signed-in person sees it. */
async function firstListingPath(page: Page, requests: Requests): Promise<string> {
  await showSettled(page, requests, paths.listings);
  const link = page.getByTestId('listing-card').first().getByRole('heading').getByRole('link');
  const href = await link.getAttribute('href');
  if (!href) throw new Error('La primera tarjeta de /listings no enlaza a su anuncio');
  return href;
}

// The prerendered public pages, and the public ones that are not prerendered.
const visitorPages = [
  ...publicPages.map((page) => page.path),
  paths.resetPassword,
  paths.company(demoAccounts.transporter.id),
  // A tracking link that no longer works ('Este enlace ya no está disponible').
  paths.tracking('0'.repeat(64)),
  '/ruta-inexistente',
];

const accounts = [
  {
    name: 'dador',
    account: demoAccounts.shipper,
    dashboard: paths.shipperDashboard,
    pages: [
      paths.shipperDashboard,
      paths.shipperDocuments,
      paths.shipperShipments,
      paths.shipperHistory,
      paths.shipperFinances,
      paths.shipperFaqDashboard,
      paths.shipperProfile,
      paths.shipperNotifications,
      paths.postCargo,
    ],
  },
  {
    name: 'transportista',
    account: demoAccounts.transporter,
    dashboard: paths.transporterDashboard,
    pages: [
      paths.transporterDashboard,
      paths.transporterAvailable,
      paths.transporterDocuments,
      paths.transporterFreights,
      paths.transporterAlerts,
      paths.transporterFinances,
      paths.transporterFaqDashboard,
      paths.transporterProfile,
      paths.transporterNotifications,
    ],
  },
  {
    name: 'administrador',
    account: demoAccounts.admin,
    dashboard: paths.adminDashboard,
    pages: [
      paths.adminDashboard,
      paths.adminDocuments,
      paths.adminUsers,
      paths.adminListings,
      paths.adminMessages,
    ],
  },
] as const;

test.describe('accesibilidad', () => {
  test('las páginas públicas no tienen fallas de axe', async ({ page }) => {
    const requests = watchRequests(page);
    await page.goto(visitorPages[0]!);
    await expectHydrated(page);
    await expectAccessible(page, requests, visitorPages);
  });

  for (const { name, account, dashboard, pages } of accounts) {
    test(`las páginas del ${name} no tienen fallas de axe`, async ({ page }) => {
      const requests = watchRequests(page);
      await signIn(page, account.email, dashboard);
      await expectAccessible(page, requests, [...pages, firstListingPath, paths.home]);
    });
  }
});

// On a phone the pages differ in their navigation (the menu button, the dashboard's menu) and
// layout, not in content: one page of each kind, to keep the suite short.
test.describe('accesibilidad a 375 px', () => {
  test.use({ viewport: PHONE });

  test('las páginas públicas no tienen fallas de axe', async ({ page }) => {
    const requests = watchRequests(page);
    await page.goto(paths.home);
    await expectHydrated(page);
    await expectAccessible(page, requests, [paths.home, paths.listings, paths.transporterSignup]);
  });

  for (const { name, account, dashboard } of accounts) {
    test(`el panel del ${name} no tiene fallas de axe`, async ({ page }) => {
      const requests = watchRequests(page);
      await signIn(page, account.email, dashboard);
      await expectAccessible(page, requests, [dashboard, firstListingPath]);
    });
  }
});

// What opens over a page: a form's errors, the toast after signing in, the bell's and Mi Cuenta's
// menus, the offer dialog, the phone menu. Radix portals a menu to the end of <body>, outside
// every landmark, so axe's best-practice 'region' rule is left out while one is open.
test('lo que se abre sobre la página no tiene fallas de axe', async ({ page }) => {
  const found: Record<string, string[]> = {};
  const check = async (state: string, skipRules: readonly string[] = []) => {
    const violations = await axeViolations(page, skipRules);
    if (violations.length > 0) found[state] = violations;
  };

  const requests = watchRequests(page);
  await page.goto(paths.transporterSignup);
  await expectHydrated(page);
  await showSettled(page, requests, paths.transporterSignup);
  await page.getByRole('button', { name: 'Crear cuenta de Transportista' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await check('errores del registro');

  await signInWithForm(page, demoAccounts.transporter.email, paths.transporterDashboard);
  // The dashboard's page is loaded (its module comes after the sign-in) and so is its data (the
  // summary's cards load their own modules): axe reads it whole.
  await expect(page.getByRole('heading', { level: 1, name: 'Resumen' })).toBeVisible();
  await expect(page.getByText('Actividad reciente')).toBeVisible();
  await expect(page.getByText('Cargando resumen…')).toHaveCount(0);
  // Fully shown: mid-transition its colours are still fading in.
  await expect(page.locator('[data-sonner-toast]').first()).toHaveCSS('opacity', '1');
  await check('aviso de sesión iniciada');

  // The bell's list held back until its loading state is checked too.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const bellList = /\/rest\/v1\/notifications\?/;
  await page.route(bellList, async (route) => {
    if (route.request().method() === 'GET') await held;
    await route.continue();
  });
  await page.getByRole('button', { name: /^Notificaciones/ }).click();
  const loading = page.getByRole('menu').getByText('Cargando notificaciones…');
  await expect(loading).toBeVisible();
  await check('menú de la campana mientras carga', ['region']);
  release();
  await expect(loading).toHaveCount(0);
  await page.unroute(bellList);
  await check('menú de la campana', ['region']);
  await page.keyboard.press('Escape');

  await page.getByRole('banner').getByRole('button', { name: 'Martín Gómez' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await check('menú Mi Cuenta', ['region']);
  await page.keyboard.press('Escape');

  await showSettled(page, requests, paths.transporterAvailable);
  await page.getByRole('button', { name: 'Ofertar' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await check('diálogo de la propuesta');
  await page.keyboard.press('Escape');

  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await expect(page.getByRole('navigation', { name: 'Principal (móvil)' })).toBeVisible();
  await check('menú del teléfono');

  expect(found).toEqual({});
});

// WCAG 2.3.3: whoever asks the system for less motion gets spinners that stand still and
// transitions that end at once; everyone else sees them move.
test('con menos movimiento pedido, nada gira ni se desvanece', async ({ browser }) => {
  const motionOf = async (reducedMotion: 'reduce' | 'no-preference') => {
    const context = await browser.newContext({ reducedMotion });
    const page = await context.newPage();
    await page.goto(paths.home);
    await expectHydrated(page);
    const motion = await page.evaluate(() => {
      const spinner = document.createElement('span');
      spinner.className = 'animate-spin transition-opacity';
      document.body.append(spinner);
      const style = getComputedStyle(spinner);
      return {
        iterations: style.animationIterationCount,
        transition: style.transitionDuration,
      };
    });
    await context.close();
    return motion;
  };
  expect(await motionOf('no-preference')).toEqual({ iterations: 'infinite', transition: '0.15s' });
  expect(await motionOf('reduce')).toEqual({ iterations: '1', transition: '1e-05s' });
});
