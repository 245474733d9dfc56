/**
 * Trust, as the people involved do it in their own browsers: a new transporter uploads its three
 * documents (after a wrong type and an oversize file are refused), the admin reviews them, the
 * transporter's next proposal shows 'Transportista verificado', both parties rate each other after
 * delivery, and the admin works the back-office (users, listings, the contact inbox).
 */
import { writeFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { paths } from '@/lib/paths';
import { demoAccounts } from '@/testing/demo-accounts';
import {
  acceptNextDialog,
  expect,
  expectHeading,
  expectText,
  PHONE,
  test,
  watchConsole,
} from '../fixtures';
import { dataApiOf, tripThroughApi } from '../data-api';
import { noHorizontalOverflow, publish, registerTransporter, sendProposal, signIn } from '../flows';

const MB = 1024 * 1024;

/** A file with a PDF signature, padded to `size` bytes. */
function pdf(name: string, size = 2048) {
  const buffer = Buffer.alloc(size);
  buffer.write('%PDF-1.4\n');
  return { name, mimeType: 'application/pdf', buffer };
}

/** A real 1×1 PNG, so the admin's preview shows an image. */
function png(name: string) {
  return {
    name,
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  };
}

type Upload = ReturnType<typeof pdf> | string;

/** Chooses the kind and the file (a path, or a name with bytes) and presses Subir documento. */
async function chooseAndUpload(page: Page, kind: string, file: Upload) {
  const form = page.getByRole('form', { name: 'Subir documento' });
  await form.getByLabel('Tipo de documento').selectOption({ label: kind });
  await form.getByLabel('Archivo').setInputFiles(file);
  await form.getByRole('button', { name: 'Subir documento' }).click();
  return form;
}

async function upload(page: Page, kind: string, file: Exclude<Upload, string>) {
  await chooseAndUpload(page, kind, file);
  await page.getByRole('list', { name: 'Mis documentos' }).getByText(file.name).waitFor();
}

async function newPage(
  browser: Browser,
  baseURL: string,
): Promise<[BrowserContext, Page, string[]]> {
  const context = await browser.newContext({ baseURL, locale: 'es-AR' });
  const page = await context.newPage();
  return [context, page, watchConsole(page)];
}

/** A section of the admin's sidebar. */
async function openSection(admin: Page, name: string) {
  await admin
    .getByRole('navigation', { name: 'Secciones del panel' })
    .getByRole('link', { name, exact: true })
    .click();
  await expectHeading(admin, name);
}

/** Chooses `stars` in a rating form with the keyboard only, as a screen-reader user would. */
async function rateWithKeyboard(form: Locator, stars: number, comment: string) {
  await form.getByRole('radio', { name: '1 estrella de 5' }).focus();
  await form.page().keyboard.press('Space');
  for (let i = 1; i < stars; i += 1) await form.page().keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { checked: true })).toHaveAttribute('value', String(stars));
  await form.getByLabel('Comentario').fill(comment);
  await form.getByRole('button', { name: 'Enviar calificación' }).click();
}

test.describe('confianza', () => {
  // Four people, each step waiting on the backend: more time than a single-page test.
  test.describe.configure({ timeout: 240_000 });

  test('documentos revisados, transportista verificado, calificaciones y back-office', async ({
    page,
    browser,
    baseURL,
  }) => {
    const run = Date.now().toString(36);
    const transporterName = `Nicolás Ruta ${run}`;
    const transporterEmail = `nicolas.${run}@example.com`;
    const title = `Vino en cajas E2E ${run}`;
    const abusive = `Anuncio abusivo E2E ${run}`;
    const subject = `Consulta E2E ${run}`;
    const contexts: BrowserContext[] = [];
    const errors: string[][] = [];
    const open = async () => {
      const [context, opened, watched] = await newPage(browser, baseURL ?? '');
      contexts.push(context);
      errors.push(watched);
      return opened;
    };

    try {
      const transporter = await open();
      const admin = await open();
      const visitor = await open();

      // 1. A new transporter sees what it lacks, and the wrong files are refused.
      await registerTransporter(
        transporter,
        transporterName,
        transporterEmail,
        paths.transporterDocuments,
      );
      await expectHeading(transporter, 'Documentos');
      const missing = transporter.getByRole('list', { name: 'Documentos que faltan' });
      for (const kind of ['Licencia de conducir (LiNTI)', 'Seguro de la carga', 'RTO / VTV']) {
        await missing.getByText(kind).waitFor();
      }
      const form = await chooseAndUpload(transporter, 'Seguro de la carga', {
        name: 'poliza.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('esto no es un PDF, es texto plano'),
      });
      await form.getByText('El archivo debe ser un PDF, JPG o PNG').waitFor();
      // Written to disk: the browser reads a path itself, where 10 MB of bytes through the
      // protocol take longer than an action may on a busy machine.
      const huge = test.info().outputPath('enorme.pdf');
      await writeFile(huge, pdf('enorme.pdf', 10 * MB + 1).buffer);
      await chooseAndUpload(transporter, 'Seguro de la carga', huge);
      await form.getByText('El archivo no puede superar los 10 MB').waitFor();
      await expect(transporter.getByText('Todavía no subiste documentos')).toBeVisible();

      // 2. The three documents, and one more the admin will reject.
      await upload(transporter, 'Licencia de conducir (LiNTI)', pdf(`licencia-${run}.pdf`));
      await expectText(transporter, 'Documento subido correctamente');
      await upload(transporter, 'Seguro de la carga', pdf(`seguro-carga-${run}.pdf`));
      await upload(transporter, 'RTO / VTV', png(`rto-${run}.png`));
      await upload(transporter, 'Seguro del vehículo', pdf(`seguro-vehiculo-${run}.pdf`));
      await expect(
        transporter.getByRole('list', { name: 'Mis documentos' }).getByText('En revisión'),
      ).toHaveCount(4);

      // 3. The admin previews, approves three and rejects one with a note.
      await signIn(admin, demoAccounts.admin.email, paths.adminDashboard);
      await openSection(admin, 'Documentos por revisar');
      await admin.getByRole('button', { name: `Ver rto-${run}.png` }).click();
      const preview = admin.getByRole('dialog', { name: `rto-${run}.png` });
      const image = preview.getByRole('img', { name: `Vista previa de rto-${run}.png` });
      await expect(image).toHaveJSProperty('naturalWidth', 1);
      await preview.getByRole('button', { name: 'Cerrar' }).click();
      for (const file of [`licencia-${run}.pdf`, `seguro-carga-${run}.pdf`, `rto-${run}.png`]) {
        await admin.getByRole('button', { name: `Aprobar ${file}` }).click();
        await admin.getByRole('button', { name: `Aprobar ${file}` }).waitFor({ state: 'detached' });
      }
      await admin.getByRole('button', { name: `Rechazar seguro-vehiculo-${run}.pdf` }).click();
      const pending = admin.getByTestId('pending-document').filter({ hasText: transporterEmail });
      await pending.getByLabel(/Motivo del rechazo/).fill('La póliza no se lee bien');
      await pending.getByRole('button', { name: 'Confirmar rechazo' }).click();
      await expect(pending).toHaveCount(0);

      // 4. The transporter is verified and reads the rejection note.
      await transporter.reload();
      await expectText(transporter, 'Transportista verificado');
      await expect(transporter.getByRole('list', { name: 'Documentos que faltan' })).toHaveCount(0);
      await expectText(transporter, 'Motivo del rechazo: La póliza no se lee bien');

      // 5. The shipper publishes; the transporter's proposal shows 'Transportista verificado'.
      await signIn(page, demoAccounts.shipper.email, paths.postCargo);
      await publish(page, title);
      await transporter.goto(paths.transporterAvailableSearch(title));
      const card = transporter.getByTestId('listing-card').filter({ hasText: title });
      await card.getByRole('button', { name: 'Ofertar' }).click();
      await sendProposal(transporter, '1900', 'Camión habilitado, documentación al día.');

      await page.goto(paths.shipperShipments);
      await page.getByRole('link', { name: title, exact: true }).click();
      await expectHeading(page, title);
      const offer = page.getByTestId('listing-proposal').filter({ hasText: transporterName });
      await offer.getByText('Transportista verificado').waitFor();
      await offer.getByText('Sin calificaciones').waitFor();
      await page.getByRole('checkbox', { name: 'Solo transportistas verificados' }).check();
      await expect(offer).toBeVisible();
      await offer.getByRole('button', { name: 'Aceptar' }).click();
      await page
        .getByRole('alertdialog', { name: '¿Aceptar esta propuesta?' })
        .getByRole('button', { name: 'Confirmar' })
        .click();
      const assigned = page.getByTestId('shipment-contact');
      await assigned.getByText(transporterName).waitFor();
      await assigned.getByText('Transportista verificado').waitFor();

      // 6. The trip through the API (trip.spec.ts drives it through the UI); after the
      // shipper's conformity each party rates the other once (the transporter with the keyboard).
      const listingUrl = page.url();
      const shipperApi = await dataApiOf(page, () => page.reload());
      const transporterApi = await dataApiOf(transporter, () =>
        transporter.goto(paths.transporterFreights),
      );
      const listingId = new URL(listingUrl).pathname.split('/').pop() ?? '';
      await tripThroughApi(transporterApi, shipperApi, listingId);
      await transporter.goto(listingUrl);
      const transporterRating = transporter.getByTestId('rate-shipment');
      await rateWithKeyboard(transporterRating, 4, 'Carga bien preparada y a horario.');
      await transporterRating.getByText('Tu calificación: 4 estrellas de 5').waitFor();

      await page.reload();
      const shipperRating = page.getByTestId('rate-shipment');
      await shipperRating.getByRole('group', { name: 'Calificá al transportista' }).waitFor();
      await shipperRating.getByRole('button', { name: 'Enviar calificación' }).click();
      await shipperRating.getByText('Elegí una calificación de 1 a 5 estrellas').waitFor();
      await shipperRating.locator('label').nth(4).click();
      await shipperRating.getByRole('button', { name: 'Enviar calificación' }).click();
      await expectText(page, 'Calificación enviada');
      await shipperRating.getByText('Tu calificación: 5 estrellas de 5').waitFor();
      await assigned.getByText('5,0 de 5 (1 calificación)').waitFor();
      // The shipper's own rating, from the transporter, shows beside their name on the listing.
      await expect(page.getByTestId('rating-summary').first()).toContainText('de 5');

      // 7. A visitor writes; the admin marks the message handled.
      await visitor.goto(paths.contact);
      await visitor.getByLabel('Nombre').fill('Ana Pérez');
      await visitor.getByLabel('Correo electrónico').fill(`ana.${run}@example.com`);
      await visitor.getByLabel('Asunto').fill(subject);
      await visitor
        .getByRole('textbox', { name: 'Mensaje' })
        .fill('Quisiera saber cómo verificar mi empresa.');
      const thanks = acceptNextDialog(visitor);
      await visitor.getByRole('button', { name: 'Enviar mensaje' }).click();
      expect(await thanks).toBe('Gracias por tu mensaje. Te contactaremos pronto.');

      await openSection(admin, 'Mensajes');
      const message = admin.getByTestId('contact-message').filter({ hasText: subject });
      await message.getByText('Pendiente').waitFor();
      await message.getByRole('button', { name: `Marcar como atendido: ${subject}` }).click();
      await message.getByText(/^Atendido el/).waitFor();

      // 8. Users: the transporter is found by e-mail, verified; suspended and reinstated.
      await openSection(admin, 'Usuarios');
      await admin.getByLabel('Buscar por nombre o correo').fill(transporterEmail);
      await admin.getByRole('button', { name: 'Buscar' }).click();
      const user = admin.getByTestId('admin-user').filter({ hasText: transporterEmail });
      await expect(admin.getByTestId('admin-user')).toHaveCount(1);
      await user.getByText('Transportista verificado').waitFor();
      await user.getByRole('button', { name: `Suspender a ${transporterEmail}` }).click();
      await admin
        .getByRole('alertdialog', { name: '¿Suspender esta cuenta?' })
        .getByRole('button', { name: 'Suspender' })
        .click();
      await user.getByText('Suspendido').waitFor();
      await user.getByRole('button', { name: `Reactivar a ${transporterEmail}` }).click();
      await user.getByText('Activo', { exact: true }).waitFor();

      // 9. Listings: every status shows; an abusive pending one is removed.
      await publish(page, abusive);
      await openSection(admin, 'Cargas');
      const delivered = admin.getByTestId('admin-listing').filter({ hasText: title });
      await delivered.getByText('Entregado').waitFor();
      await expect(delivered.getByRole('button', { name: /Eliminar/ })).toHaveCount(0);
      await admin.getByRole('button', { name: `Eliminar ${abusive}` }).click();
      await admin
        .getByRole('alertdialog', { name: '¿Eliminar este anuncio?' })
        .getByRole('button', { name: 'Eliminar' })
        .click();
      await expectText(admin, 'Anuncio eliminado');
      await expect(admin.getByTestId('admin-listing').filter({ hasText: abusive })).toHaveCount(0);

      // 10. The back-office at 375 px: every section fits the phone.
      await admin.setViewportSize(PHONE);
      for (const [path, heading, empty] of [
        [paths.adminDocuments, 'Documentos por revisar', 'No hay documentos por revisar'],
        [paths.adminUsers, 'Usuarios', 'No se encontraron usuarios'],
        [paths.adminListings, 'Cargas', 'Todavía no hay cargas publicadas'],
        [paths.adminMessages, 'Mensajes', 'No hay mensajes'],
      ]) {
        await admin.goto(path);
        await expectHeading(admin, heading);
        // Loaded: the rows, or the empty state.
        await admin.getByRole('list', { name: heading }).or(admin.getByText(empty)).waitFor();
        await noHorizontalOverflow(admin, heading);
      }

      expect(errors.flat(), 'Errores en la consola de las otras páginas').toEqual([]);
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
    }
  });
});
