import { paths } from '@/lib/paths';
import { contactInfo } from '@/lib/site-config';
import {
  expect,
  expectHeading,
  expectHydrated,
  expectText,
  expectUrl,
  PHONE,
  test,
} from '../fixtures';
import { noHorizontalOverflow } from '../flows';

/** Every public route (SPEC §2) and the h1 it shows. */
const publicRoutes: readonly [string, string][] = [
  [paths.home, 'Conectamos dadores de carga con transportistas en un solo lugar'],
  [paths.listings, 'Listados de Carga'],
  [paths.howItWorks, 'Cómo Funciona'],
  [paths.about, 'Nosotros'],
  [paths.contact, 'Contacto'],
  [paths.signIn, 'Iniciar Sesión'],
  [paths.register, 'Registrarse'],
  [paths.shipperSignup, 'Registro de Dador de Carga'],
  [paths.transporterSignup, 'Registro de Transportista'],
  [paths.resetPassword, 'Restablecer contraseña'],
  [paths.shipperFaq, 'Preguntas Frecuentes para Dadores de Carga'],
  [paths.pricing, 'Precios'],
  [paths.findCargo, 'Buscar Cargas'],
  [paths.transporterFaq, 'Preguntas Frecuentes para Transportistas'],
  [paths.resources, 'Recursos'],
  [paths.privacyPolicy, 'Política de Privacidad'],
  [paths.terms, 'Términos y Condiciones'],
  [paths.privacy, 'Privacidad y Cookies'],
];

for (const [path, heading] of publicRoutes) {
  test(`${path} muestra «${heading}»`, async ({ page }) => {
    await page.goto(path);
    await expectHeading(page, heading);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await page.waitForFunction(() => document.title.endsWith('| ConectaCargas'));
    await page.getByRole('contentinfo').getByText(contactInfo.hours).waitFor();
    await noHorizontalOverflow(page, `${path} en escritorio`);
    await page.setViewportSize(PHONE);
    await noHorizontalOverflow(page, `${path} a 375 px`);
  });
}

// Below 1024 px the bar is the phone's; from there on its links, logo and account buttons share
// one line, none wrapped and nothing sticking out.
test('la barra de navegación entra en una línea de 768 a 1280 px', async ({ page }) => {
  await page.goto(paths.home);
  await expectHydrated(page);
  for (const width of [768, 1023, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await noHorizontalOverflow(page, `la página a ${width} px`);
    const linkHeights = await page
      .getByRole('banner')
      .getByRole('link')
      .evaluateAll((links) =>
        links
          .filter((link) => link.getClientRects().length > 0)
          .map((link) => link.getBoundingClientRect().height),
      );
    expect(
      Math.max(...linkHeights),
      `un enlace ocupa dos líneas a ${width} px`,
    ).toBeLessThanOrEqual(40);
  }
});

test.describe(() => {
  test.use({ viewport: PHONE });

  test('el menú móvil abre, navega y se cierra a 375 px', async ({ page }) => {
    await page.goto(paths.home);
    const toggle = page.getByRole('button', { name: 'Abrir menú' });
    await toggle.waitFor();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The desktop links are hidden on a phone.
    await expect(page.getByRole('navigation', { name: 'Principal', exact: true })).toBeHidden();

    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Principal (móvil)' });
    await menu.waitFor();
    await expect(page.getByRole('button', { name: 'Cerrar menú' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.locator('#mobile-menu').getByRole('link', { name: 'Iniciar Sesión' }).waitFor();

    await menu.getByRole('link', { name: 'Cómo Funciona' }).click();
    await expectUrl(page, paths.howItWorks);
    await expectHeading(page, 'Cómo Funciona');
    await menu.waitFor({ state: 'hidden' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await menu.waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe(
      'mobile-menu',
    );

    await noHorizontalOverflow(page, 'la página a 375 px');
  });
});

test('el formulario de contacto agradece y se vacía', async ({ page }) => {
  await page.goto(paths.contact);
  await expectHeading(page, 'Contacto');

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });

  // The browser blocks an incomplete form.
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  expect(dialogs).toEqual([]);

  await page.getByLabel('Nombre', { exact: true }).fill('Ana Pérez');
  await page.getByLabel('Correo electrónico', { exact: true }).fill('ana@example.com');
  await page.getByLabel('Asunto', { exact: true }).fill('Consulta');
  await page
    .getByLabel('Mensaje', { exact: true })
    .fill('Quiero enviar 20 pallets de Mendoza a Córdoba.');
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();

  await page.waitForFunction(
    () => (document.querySelector('input[name="name"]') as HTMLInputElement).value === '',
  );
  expect(dialogs).toEqual(['Gracias por tu mensaje. Te contactaremos pronto.']);
  for (const label of ['Nombre', 'Correo electrónico', 'Asunto', 'Mensaje']) {
    await expect(page.getByLabel(label, { exact: true })).toHaveValue('');
  }
  await expectText(page, contactInfo.emails[0]);
});

test('una ruta desconocida muestra el 404 y registra la ruta', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/esta-ruta-no-existe');
  await expectHeading(page, 'Página no encontrada');
  await expect(page).toHaveTitle('Página no encontrada | ConectaCargas');
  expect(
    warnings.some((text) => text.includes('/esta-ruta-no-existe')),
    `se esperaba un console.warn con la ruta; hubo: ${warnings.join(' | ')}`,
  ).toBe(true);

  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expectUrl(page, paths.home);
  await expectHeading(page, 'Conectamos dadores de carga con transportistas en un solo lugar');
});

test('el enlace de WhatsApp abre un chat en una pestaña nueva', async ({ page }) => {
  await page.goto(paths.home);
  const link = page.getByRole('contentinfo').getByRole('link', { name: /WhatsApp/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(link).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=.+/);
});
