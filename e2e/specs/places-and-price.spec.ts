/**
 * Argentine places, Precio sugerido and sharing on WhatsApp, as people do it: a shipper types a
 * locality, picks it with the keyboard and sees the suggested price of the seeded demo route
 * (Mendoza → CABA, five delivered loads); anyone shares a listing and the link carries its text.
 */
import type { Page } from '@playwright/test';
import { paths } from '@/lib/paths';
import { demoAccounts } from '@/testing/demo-accounts';
import { expect, expectHeading, PHONE, test } from '../fixtures';
import { noHorizontalOverflow, signIn } from '../flows';

const WINE_LISTING = 'a0000000-0000-4000-8000-000000000001';

/** Types into a place field, then moves down to `option` with the keyboard and picks it. */
async function pickPlace(page: Page, label: string, typed: string, option: string) {
  const field = page.getByRole('combobox', { name: label });
  await field.pressSequentially(typed);
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  const listbox = page.locator(`#${await field.getAttribute('aria-controls')}`);
  const options = listbox.getByRole('option');
  const names = await options.allInnerTexts();
  const steps = names.indexOf(option) + 1;
  expect(steps, `${option} entre ${JSON.stringify(names)}`).toBeGreaterThan(0);
  for (let i = 0; i < steps; i += 1) await field.press('ArrowDown');
  const active = listbox.getByRole('option', { name: option, exact: true });
  await expect(active).toHaveAttribute('aria-selected', 'true');
  await expect(field).toHaveAttribute('aria-activedescendant', (await active.getAttribute('id'))!);
  await field.press('Enter');
  await expect(field).toHaveValue(option);
  await expect(field).toHaveAttribute('aria-expanded', 'false');
}

for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
  test.describe(`lugares y precio sugerido (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('el dador elige origen y destino con el teclado y ve el precio sugerido', async ({
      page,
    }) => {
      await signIn(page, demoAccounts.shipper.email, paths.postCargo);
      await page.getByRole('heading', { name: 'Crear Nuevo Listado de Carga' }).waitFor();

      await pickPlace(page, 'Origen', 'mendo', 'Mendoza, Mendoza');
      // Accents do not matter: 'cab' finds the localities of CABA.
      await pickPlace(page, 'Destino', 'buenos aires, cab', 'Buenos Aires, CABA');
      const suggestion = page.getByText(/^Precio sugerido:/);
      await expect(suggestion).toHaveCount(0);

      await page.getByLabel('Peso (kg)').fill('18000');
      await expect(suggestion).toHaveText(
        /^Precio sugerido: 2\.700,00\s€ – 2\.900,00\s€\. Basado en 7\+ envíos entregados\.$/,
      );

      // Another weight band than the history: no loads to compare, no suggestion.
      await page.getByLabel('Peso (kg)').fill('3000');
      await expect(suggestion).toHaveCount(0);

      // Free text stays allowed, and names no province: no suggestion either.
      await page.getByLabel('Peso (kg)').fill('18000');
      await expect(suggestion).toBeVisible();
      const destination = page.getByRole('combobox', { name: 'Destino' });
      await destination.fill('Depósito fiscal del puerto');
      await destination.press('Escape');
      await expect(destination).toHaveValue('Depósito fiscal del puerto');
      await expect(suggestion).toHaveCount(0);
      if (viewport === PHONE) await noHorizontalOverflow(page, 'el formulario de carga');
    });

    test('el enlace Compartir por WhatsApp lleva el texto de la carga', async ({ page }) => {
      await page.goto(paths.listing(WINE_LISTING));
      await expectHeading(page, 'Vinos Malbec en cajas');
      const pickup = await page
        .locator('dt', { hasText: 'Fecha de recogida' })
        .locator('xpath=following-sibling::dd')
        .innerText();
      const share = page.getByRole('link', { name: 'Compartir por WhatsApp' });
      await expect(share).toHaveAttribute('target', '_blank');
      await expect(share).toHaveAttribute('rel', 'noopener noreferrer');
      const href = new URL((await share.getAttribute('href'))!);
      expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/');
      expect(href.searchParams.get('text')).toBe(
        [
          'Carga en ConectaCargas: Vinos Malbec en cajas',
          'Ruta: Mendoza, Mendoza → Buenos Aires, CABA',
          `Recogida: ${pickup}`,
          'Precio: 2.850,00\u00a0€',
          new URL(paths.listing(WINE_LISTING), page.url()).href,
        ].join('\n'),
      );
    });
  });
}
