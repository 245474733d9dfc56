import type { Page } from '@playwright/test';
import { paths } from '@/lib/paths';
import { demoAccounts } from '@/testing/demo-accounts';
import { expect, expectHeading, expectText, expectUrl, PHONE, test } from '../fixtures';
import { noHorizontalOverflow } from '../flows';

/** Shape of the embedded backend's outbox (local-supabase/mail.ts). */
interface MailMessage {
  to: string;
  link: string;
  type: string;
}

const PASSWORD = 'ClaveSegura2026';
let counter = 0;

/** A fresh e-mail per call, so tests never collide inside one run. */
function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}@example.com`;
}

async function fillAccountFields(page: Page, name: string, email: string) {
  await page.getByLabel('Nombre Completo').fill(name);
  await page.getByLabel('Correo Electrónico').fill(email);
  await page.getByLabel('Teléfono').fill('2614257890');
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar Contraseña').fill(PASSWORD);
  await page.getByLabel(/Acepto los/).check();
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto(paths.signIn);
  await page.getByLabel('Correo Electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expectText(page, 'Inicio de sesión exitoso');
}

async function registerShipper(page: Page, name: string, email: string) {
  await page.goto(paths.shipperSignup);
  await fillAccountFields(page, name, email);
  await page.getByLabel('Dirección').fill('Av. San Martín 1250, Mendoza');
  await page.getByLabel('Tipos de carga que envías').fill('Vinos y alimentos');
  await page.getByRole('button', { name: 'Crear cuenta de Dador de Carga' }).click();
  await expectText(page, 'Registro exitoso');
  await expectUrl(page, paths.shipperDashboard);
}

/** Opens Mi Cuenta (the visible button labelled with the user's name) and picks an item. */
async function chooseAccountItem(page: Page, name: string, item: string) {
  await page.getByRole('button', { name }).click();
  await expectText(page, 'Mi Cuenta');
  await page.getByRole('menuitem', { name: item }).click();
}

test('un dador se registra, cierra sesión, vuelve a entrar y las guardas lo llevan a su panel', async ({
  page,
}) => {
  const email = uniqueEmail('dadora');
  await registerShipper(page, 'Ana Dadora', email);
  await page.getByRole('button', { name: 'Ana Dadora' }).waitFor();

  await chooseAccountItem(page, 'Ana Dadora', 'Cerrar Sesión');
  await expectText(page, 'Sesión cerrada');
  await expectUrl(page, paths.home);
  await page.getByRole('link', { name: 'Iniciar Sesión' }).first().waitFor();

  await signIn(page, email, PASSWORD);
  await expectUrl(page, paths.shipperDashboard);

  await page.goto(paths.transporterDashboard);
  await expectUrl(page, paths.shipperDashboard);

  await chooseAccountItem(page, 'Ana Dadora', 'Perfil');
  await expectUrl(page, paths.shipperProfile);

  // The hero offers "not your account? sign out" to a signed-in user.
  await page.goto(paths.home);
  await expectText(page, '¿No es tu cuenta?');
  await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).click();
  await expectText(page, 'Sesión cerrada');
  await page.getByRole('link', { name: 'Inicia sesión' }).waitFor();
});

test('sin sesión, /shipper-dashboard lleva a /signin y, al entrar, vuelve a la página pedida', async ({
  page,
}) => {
  await page.goto(paths.shipperDocuments);
  await expectUrl(page, paths.signIn);
  await expectHeading(page, 'Iniciar Sesión');
  await page.getByLabel('Correo Electrónico').fill(demoAccounts.shipper.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(demoAccounts.shipper.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expectText(page, 'Inicio de sesión exitoso');
  await expectUrl(page, paths.shipperDocuments);
  await page.getByRole('button', { name: 'Lucía Fernández' }).waitFor();
});

test('un transportista se registra eligiendo dos tipos de vehículo', async ({ page }) => {
  await page.goto(paths.transporterSignup);
  await fillAccountFields(page, 'Pablo Transportes', uniqueEmail('transportista'));
  await page.getByLabel('Empresa').fill('Transportes del Sur');
  await page.getByLabel('Dirección').fill('Ruta 7 km 1030, Luján de Cuyo');
  await page.getByLabel('CUIT / Identificación fiscal').fill('20-12345678-9');
  await page.getByLabel('Descripción del servicio').fill('Fletes refrigerados a todo el país');
  await page.getByLabel('Áreas de servicio').fill('Cuyo y Centro');

  const picker = page.getByLabel('Tipos de vehículo');
  // Each pick adds its type at once; picking an added one again removes it.
  for (const vehicle of ['truck_large', 'refrigerated', 'van', 'truck_small', 'truck_small']) {
    await picker.selectOption(vehicle);
  }
  await page.getByRole('button', { name: 'Quitar Furgoneta' }).click();
  const chips = page.getByRole('list', { name: 'Vehículos seleccionados' }).getByRole('listitem');
  await expect(chips).toHaveText(['Camión Grande', 'Refrigerado']);

  await page.getByRole('button', { name: 'Crear cuenta de Transportista' }).click();
  await expectText(page, 'Registro exitoso');
  await expectUrl(page, paths.transporterDashboard);
  await page.getByRole('button', { name: 'Pablo Transportes' }).waitFor();
});

test('recuperar la contraseña con el enlace del correo y entrar con la nueva', async ({ page }) => {
  const email = uniqueEmail('olvidadiza');
  await registerShipper(page, 'Olga Olvido', email);
  // The dashboard sidebar's own sign-out action.
  await page.getByRole('complementary').getByRole('button', { name: 'Cerrar Sesión' }).click();
  await expectText(page, 'Sesión cerrada');
  await expectUrl(page, paths.home);

  await page.goto(paths.signIn);
  await page.getByLabel('Correo Electrónico').fill(email);
  await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
  await expectHeading(page, 'Recuperar contraseña');
  await page.getByRole('button', { name: 'Enviar instrucciones' }).click();
  await expectText(page, 'Correo enviado');
  await expectHeading(page, 'Iniciar Sesión');

  const answer = await page.request.get('/_local/mail');
  const mail = ((await answer.json()) as MailMessage[]).filter((m) => m.to === email).at(-1);
  expect(mail, `no llegó el correo a ${email}`).toMatchObject({ type: 'recovery' });

  await page.goto((mail as MailMessage).link);
  await expectUrl(page, paths.resetPassword);
  await expectHeading(page, 'Restablecer contraseña');
  const newPassword = 'OtraClave2027';
  await page.getByLabel('Nueva Contraseña').fill(newPassword);
  await page.getByLabel('Confirmar Contraseña').fill(newPassword);
  await page.getByRole('button', { name: 'Actualizar Contraseña' }).click();
  await expectText(page, 'Contraseña actualizada');
  await expectUrl(page, paths.signIn);

  await signIn(page, email, newPassword);
  await expectUrl(page, paths.shipperDashboard);
});

test('/reset-password sin enlace válido ofrece pedir uno nuevo', async ({ page }) => {
  await page.goto(paths.resetPassword);
  await expectText(page, 'no es válido o ya expiró');
  await page.getByRole('link', { name: 'Solicitar un nuevo enlace' }).click();
  await expectHeading(page, 'Recuperar contraseña');
});

test.describe(() => {
  test.use({ viewport: PHONE });

  test('en un teléfono: registro con elección de rol y Mi Cuenta desde el menú móvil', async ({
    page,
  }) => {
    await page.goto(paths.register);
    await fillAccountFields(page, 'Sofía Móvil', uniqueEmail('movil'));
    await page.getByRole('radio', { name: /Dador de Carga/ }).check();
    await page.getByRole('button', { name: 'Registrarse' }).click();
    await expectText(page, 'Registro exitoso');
    await expectUrl(page, paths.shipperDashboard);

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await chooseAccountItem(page, 'Sofía Móvil', 'Perfil');
    await expectUrl(page, paths.shipperProfile);

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await chooseAccountItem(page, 'Sofía Móvil', 'Cerrar Sesión');
    await expectText(page, 'Sesión cerrada');
    await expectUrl(page, paths.home);

    await page.goto(paths.transporterSignup);
    await noHorizontalOverflow(page, 'el formulario de transportista a 375 px');
  });
});
