import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { paths } from '@/lib/paths';
import {
  acceptNextDialog,
  expectHeading,
  expectText,
  expectUrl,
  PHONE,
  test,
  WAIT_MS,
} from '../harness';

const DEMO_PASSWORD = 'ConectaDemo2026';
const SHIPPER_EMAIL = 'dador@conectacargas.test';
const TRANSPORTER_EMAIL = 'transportista@conectacargas.test';

/** Pending seed listings (supabase/seed.sql) and whether 'mendoza' appears in their fields. */
const seedTitles = {
  wine: 'Vinos Malbec en cajas',
  bricks: 'Ladrillos huecos para obra',
  fruit: 'Frutas y verduras refrigeradas',
  furniture: 'Muebles de oficina',
  appliances: 'Electrodomésticos para cadena comercial',
  fuel: 'Gasoil a granel',
} as const;

const cards = (page: Page) => page.getByTestId('listing-card');

async function cardTitles(page: Page): Promise<string[]> {
  return cards(page).getByRole('heading', { level: 3 }).allInnerTexts();
}

/** Waits until the card titles satisfy `check` (results re-render after each search). */
async function waitForTitles(page: Page, check: (titles: string[]) => boolean, what: string) {
  const deadline = Date.now() + WAIT_MS;
  let titles: string[] = [];
  while (Date.now() < deadline) {
    titles = await cardTitles(page);
    if (check(titles)) return titles;
    await page.waitForTimeout(100);
  }
  assert.fail(`${what}; tarjetas visibles: ${JSON.stringify(titles)}`);
}

/** '1.450,50 €' → 1450.5 */
function parsePrice(text: string): number {
  return Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
}

async function openListings(page: Page, path: string = paths.listings) {
  await page.goto(path);
  await expectHeading(page, 'Listados de Carga');
  await cards(page).first().waitFor({ timeout: WAIT_MS });
}

async function search(page: Page, term: string) {
  await page.getByRole('searchbox', { name: 'Buscar cargas' }).fill(term);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
}

async function signIn(page: Page, email: string, dashboard: string) {
  await page.goto(paths.signIn);
  await page.getByLabel('Correo Electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click();
  await expectUrl(page, dashboard);
}

test('un visitante busca «mendoza» y ve solo las cargas que coinciden', async ({ page }) => {
  await openListings(page);
  await search(page, 'mendoza');
  await expectUrl(page, `${paths.listings}?q=mendoza`);
  const titles = await waitForTitles(
    page,
    // Non-empty: while the new results load the list is briefly empty.
    (t) => t.length > 0 && !t.includes(seedTitles.bricks),
    'la búsqueda no filtró',
  );
  assert.deepEqual(
    [seedTitles.wine, seedTitles.appliances, seedTitles.fuel].filter((t) => !titles.includes(t)),
    [],
  );
  for (const title of [seedTitles.bricks, seedTitles.fruit, seedTitles.furniture]) {
    assert.ok(!titles.includes(title), `${title} no menciona Mendoza`);
  }
  for (const text of await cards(page).allInnerTexts()) {
    assert.match(text, /mendoza/i);
  }
  // The search is accent-insensitive: 'cordoba' finds 'Córdoba'.
  await search(page, 'cordoba');
  await waitForTitles(
    page,
    (t) => t.includes(seedTitles.bricks) && t.includes(seedTitles.furniture) && t.length === 2,
    "'cordoba' debería encontrar las dos cargas de Córdoba",
  );
  // The back button restores the previous search.
  await page.goBack();
  await expectUrl(page, `${paths.listings}?q=mendoza`);
  assert.equal(
    await page.getByRole('searchbox', { name: 'Buscar cargas' }).inputValue(),
    'mendoza',
  );
  await waitForTitles(
    page,
    (t) => t.includes(seedTitles.wine) && !t.includes(seedTitles.bricks),
    'volver no restauró la búsqueda',
  );
});

test('un visitante ordena por precio y lee los precios en orden', async ({ page }) => {
  await openListings(page);
  const sort = page.getByLabel('Ordenar por');
  await sort.selectOption('price_low');
  await expectUrl(page, `${paths.listings}?sort=price_low`);
  await waitForTitles(
    page,
    (t) => t[0] === seedTitles.furniture,
    'el más barato (980 €) no quedó primero',
  );
  const ascending = (await page.getByTestId('listing-price').allInnerTexts()).map(parsePrice);
  assert.deepEqual(
    ascending,
    [...ascending].sort((a, b) => a - b),
  );

  await sort.selectOption('price_high');
  await waitForTitles(
    page,
    (t) => t.at(-1) === seedTitles.furniture,
    'el más barato no quedó último',
  );
  const descending = (await page.getByTestId('listing-price').allInnerTexts()).map(parsePrice);
  assert.deepEqual(
    descending,
    [...descending].sort((a, b) => b - a),
  );
  assert.ok(descending.length >= 6);
});

test('un visitante abre Filtros avanzados y filtra por tipo de mercadería', async ({ page }) => {
  await openListings(page);
  const toggle = page.getByRole('button', { name: /Filtros avanzados/ });
  assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
  await toggle.click();
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
  await page.getByLabel('Tipo de mercadería').selectOption({ label: 'Vinos' });
  await expectUrl(page, `${paths.listings}?cargoType=wine`);
  const titles = await waitForTitles(
    page,
    (t) => t.includes(seedTitles.wine) && !t.includes(seedTitles.bricks),
    'el filtro Vinos no se aplicó',
  );
  assert.ok(!titles.includes(seedTitles.fuel));

  // Details of a card open and close.
  const card = cards(page).filter({ hasText: seedTitles.wine });
  const details = card.getByRole('button', { name: 'Ver Detalles' });
  await details.click();
  await card.getByText('1.200 cajas de vino Malbec', { exact: false }).waitFor();
  await card.getByText('1.360×260×270').waitFor();
  await card.getByRole('button', { name: 'Ocultar Detalles' }).click();
  assert.equal(await card.getByText('1.200 cajas de vino Malbec', { exact: false }).count(), 0);
});

test('un visitante vacía los resultados y lee el estado vacío', async ({ page }) => {
  await openListings(page);
  await search(page, 'zzzz sin coincidencias');
  await expectText(page, 'No se encontraron listados de carga');
  await expectText(page, 'Intenta ajustar tus criterios de búsqueda o filtrado.');
  assert.equal(await cards(page).count(), 0);
});

test('un visitante ve que debe iniciar sesión para publicar', async ({ page }) => {
  await page.goto(paths.postCargo);
  await expectText(page, 'Inicia sesión como dador de carga para publicar');
  await page.getByRole('link', { name: 'Registrarme como dador de carga' }).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Crear Anuncio' }).count(), 0);
});

test(
  'el buscador entra en 375 px con los filtros abiertos',
  async ({ page }) => {
    await openListings(page);
    await page.getByRole('button', { name: /Filtros avanzados/ }).click();
    await page.getByLabel('Tipo de vehículo').waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.equal(overflow, 0);
  },
  { viewport: PHONE },
);

test('un dador publica una carga, la encuentra y la edita; el transportista ve Aplicar Ahora', async ({
  page,
  context,
  baseUrl,
}) => {
  const unique = `Yerba mate E2E ${Date.now().toString(36)}`;
  await signIn(page, SHIPPER_EMAIL, paths.shipperDashboard);

  await page.goto(paths.postCargo);
  await page.getByRole('heading', { name: 'Crear Nuevo Listado de Carga' }).waitFor();
  await page.getByLabel('Título').fill(unique);
  await page.getByLabel('Descripción').fill('Bolsas de 50 kg paletizadas.');
  await page.getByLabel('Origen').fill('Posadas, Misiones');
  await page.getByLabel('Destino').fill('Resistencia, Chaco');
  await page.getByLabel('Tipo de mercadería').selectOption({ label: 'Alimentos' });
  await page.getByLabel('Tipo de carga').selectOption({ label: 'Seca' });
  await page.getByLabel('Peso (kg)').fill('12000');
  await page.getByLabel('Tipo de vehículo (opcional)').selectOption({ label: 'Camión Grande' });
  await page.getByLabel('Largo (cm)').fill('1300');
  await page.getByLabel('Ancho (cm)').fill('250');
  await page.getByLabel('Alto (cm)').fill('260');
  await page.getByLabel('Fecha de recogida').fill('2026-12-10');
  await page.getByLabel('Fecha de entrega').fill('2026-12-12');
  await page.getByLabel('Precio (€)').fill('1890.90');

  const alert = acceptNextDialog(page);
  await page.getByRole('button', { name: 'Crear Anuncio' }).click();
  assert.equal(await alert, 'Anuncio de carga creado con éxito!');
  await page.waitForFunction(
    () => (document.querySelector('input[name="title"]') as HTMLInputElement | null)?.value === '',
  );

  // In the browser, with Editar Anuncio for its owner.
  await openListings(page, `${paths.listings}?q=${encodeURIComponent(unique)}`);
  await waitForTitles(
    page,
    (t) => t.length === 1 && t[0] === unique,
    'la carga publicada no aparece',
  );
  const card = cards(page).first();
  await card.getByText('1.890,90').waitFor();
  await card.getByText('Camión Grande').waitFor();
  assert.equal(await card.getByRole('button', { name: 'Aplicar Ahora' }).count(), 0);

  // Editing from the card, on the listing page.
  await card.getByRole('link', { name: 'Editar Anuncio' }).click();
  await page.getByRole('heading', { name: 'Editar Anuncio' }).waitFor();
  assert.equal(await page.getByLabel('Título').inputValue(), unique);
  await page.getByLabel('Precio (€)').fill('2000');
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await page.getByRole('heading', { name: 'Editar Anuncio' }).waitFor({ state: 'detached' });
  await expectHeading(page, unique);
  await expectText(page, '2.000,00');
  await expectText(page, 'Lucía Fernández · Bodegas del Sol S.A.');

  // In Mis Envíos.
  await page.goto(paths.shipperShipments);
  await expectHeading(page, 'Mis Envíos');
  await page.getByRole('link', { name: unique, exact: true }).waitFor();
  await page.getByRole('link', { name: `Editar Anuncio: ${unique}` }).waitFor();

  // The transporter sees Aplicar Ahora on it, and no Editar Anuncio.
  const browser = context.browser();
  assert.ok(browser, 'sin navegador');
  const other = await browser.newContext({ baseURL: baseUrl });
  try {
    const carrier = await other.newPage();
    await signIn(carrier, TRANSPORTER_EMAIL, paths.transporterDashboard);
    await openListings(carrier, `${paths.listings}?q=${encodeURIComponent(unique)}`);
    await waitForTitles(
      carrier,
      (t) => t.length === 1 && t[0] === unique,
      'el transportista no ve la carga',
    );
    const carrierCard = cards(carrier).first();
    await carrierCard.getByRole('button', { name: 'Aplicar Ahora' }).waitFor();
    assert.equal(await carrierCard.getByRole('link', { name: 'Editar Anuncio' }).count(), 0);
    await carrier.goto(paths.postCargo);
    await expectText(carrier, /Solo los dadores de carga pueden publicar cargas/);
  } finally {
    await other.close();
  }
});
