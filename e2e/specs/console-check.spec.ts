/** The suite's own guard: a console error or uncaught exception fails a test unless declared. */
import { paths } from '@/lib/paths';
import { expectHeading, test } from '../fixtures';

const HOME_HEADING = 'Conectamos dadores de carga con transportistas en un solo lugar';

test('un error en la consola hace fallar la prueba (fallo esperado)', async ({ page }) => {
  test.fail(true, 'the page fixture must reject the console error after the test body');
  await page.goto(paths.home);
  await expectHeading(page, HOME_HEADING);
  await page.evaluate(() => console.error('error no declarado por la prueba'));
});

test('una excepción sin capturar hace fallar la prueba (fallo esperado)', async ({ page }) => {
  test.fail(true, 'the page fixture must reject the uncaught exception after the test body');
  await page.goto(paths.home);
  await expectHeading(page, HOME_HEADING);
  const uncaught = page.waitForEvent('pageerror');
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('excepción no declarada por la prueba');
    });
  });
  await uncaught;
});

test.describe(() => {
  test.use({ allowConsoleErrors: [/error declarado/] });

  test('un error que la prueba declara no la hace fallar', async ({ page }) => {
    await page.goto(paths.home);
    await expectHeading(page, HOME_HEADING);
    await page.evaluate(() => console.error('error declarado por la prueba'));
  });
});
