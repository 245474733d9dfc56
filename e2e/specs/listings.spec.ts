import type { Page } from '@playwright/test';
import { paths } from '@/lib/paths';
import { demoAccounts } from '@/testing/demo-accounts';
import { daysFromToday } from '@/testing/days-from-today';
import {
  acceptNextDialog,
  expect,
  expectHeading,
  expectText,
  expectUrl,
  PHONE,
  test,
  watchConsole,
} from '../fixtures';
import { noHorizontalOverflow, signIn } from '../flows';

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
  return cards(page).getByRole('heading', { level: 2 }).allInnerTexts();
}

/** Waits until the card titles satisfy `check` (results re-render after each search). */
async function waitForTitles(page: Page, check: (titles: string[]) => boolean, what: string) {
  let titles: string[] = [];
  await expect(async () => {
    titles = await cardTitles(page);
    expect(check(titles), `${what}; tarjetas visibles: ${JSON.stringify(titles)}`).toBe(true);
  }).toPass({ intervals: [100] });
  return titles;
}

/** '1.450,50 €' → 1450.5 */
function parsePrice(text: string): number {
  return Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
}

async function openListings(page: Page, path: string = paths.listings) {
  await page.goto(path);
  await expectHeading(page, 'Listados de Carga');
  await cards(page).first().waitFor();
}

async function search(page: Page, term: string) {
  await page.getByRole('searchbox', { name: 'Buscar cargas' }).fill(term);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
}

test('un visitante busca «mendoza» y ve solo las cargas que coinciden', async ({ page }) => {
  await openListings(page);
  await search(page, 'mendoza');
  await expectUrl(page, paths.listingsSearch('mendoza'));
  const titles = await waitForTitles(
    page,
    // Non-empty: while the new results load the list is briefly empty.
    (t) => t.length > 0 && !t.includes(seedTitles.bricks),
    'la búsqueda no filtró',
  );
  expect(
    [seedTitles.wine, seedTitles.appliances, seedTitles.fuel].filter((t) => !titles.includes(t)),
  ).toEqual([]);
  for (const title of [seedTitles.bricks, seedTitles.fruit, seedTitles.furniture]) {
    expect(titles, `${title} no menciona Mendoza`).not.toContain(title);
  }
  for (const text of await cards(page).allInnerTexts()) {
    expect(text).toMatch(/mendoza/i);
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
  await expectUrl(page, paths.listingsSearch('mendoza'));
  await expect(page.getByRole('searchbox', { name: 'Buscar cargas' })).toHaveValue('mendoza');
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
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

  await sort.selectOption('price_high');
  await waitForTitles(
    page,
    (t) => t.at(-1) === seedTitles.furniture,
    'el más barato no quedó último',
  );
  const descending = (await page.getByTestId('listing-price').allInnerTexts()).map(parsePrice);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));
  expect(descending.length).toBeGreaterThanOrEqual(6);
});

test('un visitante abre Filtros avanzados y filtra por tipo de mercadería', async ({ page }) => {
  await openListings(page);
  const toggle = page.getByRole('button', { name: /Filtros avanzados/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByLabel('Tipo de mercadería').selectOption({ label: 'Vinos' });
  await expectUrl(page, `${paths.listings}?cargoType=wine`);
  const titles = await waitForTitles(
    page,
    (t) => t.includes(seedTitles.wine) && !t.includes(seedTitles.bricks),
    'el filtro Vinos no se aplicó',
  );
  expect(titles).not.toContain(seedTitles.fuel);

  // Details of a card open and close.
  const card = cards(page).filter({ hasText: seedTitles.wine });
  const details = card.getByRole('button', { name: 'Ver Detalles' });
  await details.click();
  await card.getByText('1.200 cajas de vino Malbec', { exact: false }).waitFor();
  await card.getByText('1.360×260×270').waitFor();
  await card.getByRole('button', { name: 'Ocultar Detalles' }).click();
  await expect(card.getByText('1.200 cajas de vino Malbec', { exact: false })).toHaveCount(0);
});

test('un visitante vacía los resultados y lee el estado vacío', async ({ page }) => {
  await openListings(page);
  await search(page, 'zzzz sin coincidencias');
  await expectText(page, 'No se encontraron listados de carga');
  await expectText(page, 'Intenta ajustar tus criterios de búsqueda o filtrado.');
  await expect(cards(page)).toHaveCount(0);
});

test('un visitante ve que debe iniciar sesión para publicar', async ({ page }) => {
  await page.goto(paths.postCargo);
  await expectText(page, 'Inicia sesión como dador de carga para publicar');
  await page.getByRole('link', { name: 'Registrarme como dador de carga' }).waitFor();
  await expect(page.getByRole('button', { name: 'Crear Anuncio' })).toHaveCount(0);
});

test.describe(() => {
  test.use({ viewport: PHONE });

  test('el buscador entra en 375 px con los filtros abiertos', async ({ page }) => {
    await openListings(page);
    await page.getByRole('button', { name: /Filtros avanzados/ }).click();
    await page.getByLabel('Tipo de vehículo').waitFor();
    await noHorizontalOverflow(page, 'el buscador con los filtros abiertos');
  });
});

test('un dador publica una carga, la encuentra y la edita; el transportista ve Aplicar Ahora', async ({
  page,
  browser,
  baseURL,
}) => {
  const unique = `Yerba mate E2E ${Date.now().toString(36)}`;
  const searchPath = paths.listingsSearch(unique);
  await signIn(page, demoAccounts.shipper.email, paths.postCargo);

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
  await page.getByLabel('Fecha de recogida').fill(daysFromToday(9));
  await page.getByLabel('Fecha de entrega').fill(daysFromToday(11));
  await page.getByLabel('Precio (€)').fill('1890.90');

  const alert = acceptNextDialog(page);
  await page.getByRole('button', { name: 'Crear Anuncio' }).click();
  expect(await alert).toBe('Anuncio de carga creado con éxito!');
  await page.waitForFunction(
    () => (document.querySelector('input[name="title"]') as HTMLInputElement | null)?.value === '',
  );

  // In the browser, with Editar Anuncio for its owner.
  await openListings(page, searchPath);
  await waitForTitles(
    page,
    (t) => t.length === 1 && t[0] === unique,
    'la carga publicada no aparece',
  );
  const card = cards(page).first();
  await card.getByText('1.890,90').waitFor();
  await card.getByText('Camión Grande').waitFor();
  await expect(card.getByRole('button', { name: 'Aplicar Ahora' })).toHaveCount(0);

  // Editing from the card, on the listing page.
  await card.getByRole('link', { name: 'Editar Anuncio' }).click();
  await page.getByRole('heading', { name: 'Editar Anuncio' }).waitFor();
  await expect(page.getByLabel('Título')).toHaveValue(unique);
  await page.getByLabel('Precio (€)').fill('2000');
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await page.getByRole('heading', { name: 'Editar Anuncio' }).waitFor({ state: 'detached' });
  await expectHeading(page, unique);
  await expectText(page, '2.000,00');
  // The shipper's name leads to the company's public page.
  await page.getByRole('link', { name: 'Lucía Fernández · Bodegas del Sol S.A.' }).click();
  await expectHeading(page, 'Bodegas del Sol S.A.');
  await expectText(page, /Miembro desde \p{L}+ de \d{4}/u);

  // In Mis Envíos.
  await page.goto(paths.shipperShipments);
  await expectHeading(page, 'Mis Envíos');
  await page.getByRole('link', { name: unique, exact: true }).waitFor();
  await page.getByRole('link', { name: `Editar Anuncio: ${unique}` }).waitFor();

  // The transporter sees Aplicar Ahora on it, and no Editar Anuncio.
  const other = await browser.newContext({ baseURL });
  try {
    const transporter = await other.newPage();
    const transporterErrors = watchConsole(transporter);
    await signIn(transporter, demoAccounts.transporter.email, searchPath);
    await expectHeading(transporter, 'Listados de Carga');
    await waitForTitles(
      transporter,
      (t) => t.length === 1 && t[0] === unique,
      'el transportista no ve la carga',
    );
    const transporterCard = cards(transporter).first();
    await transporterCard.getByRole('button', { name: 'Aplicar Ahora' }).waitFor();
    await expect(transporterCard.getByRole('link', { name: 'Editar Anuncio' })).toHaveCount(0);
    await transporter.goto(paths.postCargo);
    await expectText(transporter, /Solo los dadores de carga pueden publicar cargas/);
    expect(transporterErrors, 'Errores en la consola del navegador del transportista').toEqual([]);
  } finally {
    await other.close();
  }
});
