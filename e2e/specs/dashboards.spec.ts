import type { Page } from '@playwright/test';
import { shipperFaq, transporterFaq } from '@/features/site/faq-content';
import { paths } from '@/lib/paths';
import { demoAccounts } from '@/testing/demo-accounts';
import { expect, expectHeading, expectText, PHONE, test } from '../fixtures';

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto(paths.signIn);
  await page.getByLabel('Correo Electrónico').fill(account.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expectText(page, 'Inicio de sesión exitoso');
}

/** Scrolls to the end of the home page, where the system messages load. */
async function messagesSection(page: Page) {
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const section = page.getByRole('region', { name: 'Mensajes del sistema' });
  await section.scrollIntoViewIfNeeded();
  return section;
}

function messageList(page: Page) {
  return page.getByRole('list', { name: 'Mensajes del sistema' });
}

for (const viewport of [undefined, PHONE]) {
  const width = viewport ? ' a 375 px' : '';

  test.describe(`Mensajes del sistema${width}`, () => {
    if (viewport) test.use({ viewport });

    test('se descartan, siguen descartados al recargar y se restauran', async ({ page }) => {
      await page.goto(paths.home);
      const section = await messagesSection(page);
      await expect(messageList(page).getByRole('listitem')).toHaveCount(5);
      await expect(section.getByText('Error de Conexión')).toBeVisible();
      await expect(section.getByText('Datos Incompletos')).toBeVisible();

      await section.getByRole('button', { name: 'Descartar Error de Conexión' }).click();
      await expectText(page, 'Notificación descartada');
      await expect(messageList(page).getByRole('listitem')).toHaveCount(4);

      await page.reload();
      await messagesSection(page);
      await expect(messageList(page).getByRole('listitem')).toHaveCount(4);
      await expect(page.getByText('Error de Conexión')).toHaveCount(0);

      await page.getByRole('button', { name: 'Restaurar Mensajes' }).click();
      await expect(messageList(page).getByRole('listitem')).toHaveCount(5);
      await expect(page.getByText('Error de Conexión')).toBeVisible();
    });
  });

  test.describe(`Preguntas Frecuentes de los paneles${width}`, () => {
    if (viewport) test.use({ viewport });

    const cases = [
      [demoAccounts.shipper, paths.shipperFaqDashboard, shipperFaq],
      [demoAccounts.transporter, paths.transporterFaqDashboard, transporterFaq],
    ] as const;
    for (const [account, path, faq] of cases) {
      test(`${path} muestra las preguntas de la página pública`, async ({ page }) => {
        await signIn(page, account);
        await page.goto(path);
        await expectHeading(page, 'Preguntas Frecuentes');
        const first = faq.items[0]!;
        await page.getByText(first.question).click();
        await expect(page.getByText(first.answer)).toBeVisible();
        await expect(page.locator('details')).toHaveCount(faq.items.length);
      });
    }
  });
}
