import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { paths } from '@/lib/paths';
import { contactInfo } from '@/lib/site-config';
import { expectHeading, expectText, expectTitle, expectUrl, PHONE, test } from '../harness';

/** Pixels the page is wider than the viewport (0 when nothing sticks out sideways). */
function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

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
    assert.equal(await page.getByRole('heading', { level: 1 }).count(), 1);
    await page.waitForFunction(() => document.title.endsWith('| ConectaCargas'));
    await page.getByRole('contentinfo').getByText(contactInfo.hours).waitFor();
    assert.equal(await horizontalOverflow(page), 0, 'desborda horizontalmente en escritorio');
    await page.setViewportSize(PHONE);
    assert.equal(await horizontalOverflow(page), 0, 'desborda horizontalmente a 375 px');
  });
}

test(
  'el menú móvil abre, navega y se cierra a 375 px',
  async ({ page }) => {
    await page.goto(paths.home);
    const toggle = page.getByRole('button', { name: 'Abrir menú' });
    await toggle.waitFor();
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    // The desktop links are hidden on a phone.
    assert.equal(
      await page.getByRole('navigation', { name: 'Principal', exact: true }).isVisible(),
      false,
    );

    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Principal (móvil)' });
    await menu.waitFor();
    assert.equal(
      await page.getByRole('button', { name: 'Cerrar menú' }).getAttribute('aria-expanded'),
      'true',
    );
    await page.locator('#mobile-menu').getByRole('link', { name: 'Iniciar Sesión' }).waitFor();

    await menu.getByRole('link', { name: 'Cómo Funciona' }).click();
    await expectUrl(page, paths.howItWorks);
    await expectHeading(page, 'Cómo Funciona');
    await menu.waitFor({ state: 'hidden' });
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');

    await toggle.click();
    await menu.waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute('aria-controls')),
      'mobile-menu',
    );

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.equal(overflow, 0, 'la página no debe desbordar horizontalmente a 375 px');
  },
  { viewport: PHONE },
);

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
  assert.deepEqual(dialogs, []);

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
  assert.deepEqual(dialogs, ['Gracias por tu mensaje. Te contactaremos pronto.']);
  for (const label of ['Nombre', 'Correo electrónico', 'Asunto', 'Mensaje']) {
    assert.equal(await page.getByLabel(label, { exact: true }).inputValue(), '');
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
  await expectTitle(page, 'Página no encontrada | ConectaCargas');
  assert.ok(
    warnings.some((text) => text.includes('/esta-ruta-no-existe')),
    `se esperaba un console.warn con la ruta; hubo: ${warnings.join(' | ')}`,
  );

  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expectUrl(page, paths.home);
  await expectHeading(page, 'Conectamos dadores de carga con transportistas en un solo lugar');
});

test('el enlace de WhatsApp abre un chat en una pestaña nueva', async ({ page }) => {
  await page.goto(paths.home);
  const link = page.getByRole('contentinfo').getByRole('link', { name: /WhatsApp/ });
  assert.equal(await link.getAttribute('target'), '_blank');
  assert.equal(await link.getAttribute('rel'), 'noopener noreferrer');
  assert.match((await link.getAttribute('href')) ?? '', /^https:\/\/wa\.me\/\d+\?text=.+/);
});
