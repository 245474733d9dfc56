/**
 * The whole trip, at 375 px, as two people do it on two phones: the shipper publishes Mendoza →
 * CABA with the insurance on the carrier, the carrier offers and is accepted, registers his truck
 * and driver, assigns them, attaches the insurance, starts, shares his location along the
 * recorded route (Playwright's geolocation), the timeline marks arrival and departure by itself
 * with the waiting time, he registers the delivery with a photo, the recipient's signature and
 * their conformity of the digital remito the shipper recorded with the COT, the shipper confirms
 * receipt, and both trip PDFs download (the transport order with the remito and the COT); the
 * carrier enters his invoicing data, issues the invoice through the local ARCA, downloads its
 * PDF, and both find it under 'Facturas'. On the way the shipper shares 'Seguimiento', which
 * whoever receives opens on a phone without an account.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { MENDOZA_CABA_ROUTE } from '@/features/trips/dev/mendoza-caba-route';
import { paths } from '@/lib/paths';
import { demoAccounts } from '@/testing/demo-accounts';
import { daysFromToday } from '@/testing/days-from-today';
import { PDF_FILE } from '../data-api';
import { testSql } from '../test-sql';
import { expect, expectHeading, expectText, PHONE, test, watchConsole } from '../fixtures';
import {
  cameraPhoto,
  drawSignature,
  noHorizontalOverflow,
  publishListing,
  sendProposal,
  signIn,
} from '../flows';

async function publishMendozaCaba(page: Page, title: string) {
  await publishListing(page, {
    title,
    description: 'Vino en cajas, 24 pallets.',
    origin: 'Mendoza, Mendoza',
    destination: 'Buenos Aires, CABA',
    cargoType: 'Vinos',
    weightKg: '12000',
    pickupDate: daysFromToday(2),
    deliveryDate: daysFromToday(4),
    more: async (form) => {
      await form.getByLabel('Valor declarado de la carga (€, opcional)').fill('180000');
      await form
        .getByLabel('¿Quién asegura la carga?')
        .selectOption({ label: 'Seguro a cargo del transportista' });
    },
  });
}

/** A road incident written at the door, without a network. */
const WAITING_AT_THE_DOOR = 'Espera de 40 minutos para descargar en la puerta.';

/** Downloads a trip PDF; jsPDF writes its text uncompressed, so `texts` are read in the bytes. */
async function downloadPdf(page: Page, button: string, fileName: RegExp, texts: string[] = []) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(fileName);
  const bytes = await readFile((await download.path()) ?? '');
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(2000);
  for (const text of texts) expect(bytes.toString('latin1'), text).toContain(text);
}

test.describe('el viaje', () => {
  test.describe.configure({ timeout: 240_000 });
  test.use({ viewport: PHONE });

  test('vehículo, chofer y seguro; ubicación en vivo; entrega firmada; conformidad y PDFs', async ({
    page,
    browser,
    baseURL,
  }) => {
    const run = Date.now().toString(36);
    const title = `Vino a Buenos Aires E2E ${run}`;
    const plate = `AE${String(Date.now() % 1000).padStart(3, '0')}FG`;
    const context = await browser.newContext({
      baseURL,
      viewport: PHONE,
      locale: 'es-AR',
      permissions: ['geolocation'],
      geolocation: { latitude: MENDOZA_CABA_ROUTE[0].lat, longitude: MENDOZA_CABA_ROUTE[0].lon },
    });
    try {
      const transporter = await context.newPage();
      // Offline, the page's requests fail as they should (step 5).
      const transporterErrors = watchConsole(transporter, [/ERR_INTERNET_DISCONNECTED/]);

      // 1. The shipper publishes; the demo carrier offers; the shipper accepts.
      await signIn(page, demoAccounts.shipper.email, paths.postCargo);
      await publishMendozaCaba(page, title);
      await signIn(transporter, demoAccounts.transporter.email, paths.listingsSearch(title));
      const card = transporter.getByTestId('listing-card').filter({ hasText: title });
      await card.getByRole('button', { name: 'Aplicar Ahora' }).click();
      await sendProposal(transporter, '2000', 'Semi con lona, salgo mañana.');
      await page.goto(paths.shipperShipments);
      await page.getByRole('link', { name: title, exact: true }).click();
      await expectHeading(page, title);
      await page.getByTestId('listing-proposal').getByRole('button', { name: 'Aceptar' }).click();
      await page
        .getByRole('alertdialog', { name: '¿Aceptar esta propuesta?' })
        .getByRole('button', { name: 'Confirmar' })
        .click();
      await expectText(page, 'Propuesta aceptada');
      await page.getByText('El transportista todavía no asignó el vehículo y el chofer.').waitFor();
      // The straight-line distance shows on the listing's map.
      await page.getByText(/Distancia en línea recta: 98\d\skm/).waitFor();
      // 'Remito y COT': the route needs a COT; the shipper records it with the remito.
      await page
        .getByText(
          'La ruta pasa por Mendoza (ATM) y Ciudad Autónoma de Buenos Aires (AGIP): el traslado necesita COT.',
          { exact: false },
        )
        .waitFor();
      await page.getByLabel('Números de remito').fill('1-1234, R-9');
      await page.getByRole('button', { name: 'Guardar remito y COT' }).click();
      await expectText(page, 'Hasta 10 remitos con el formato 00001-00001234, separados por comas');
      await page.getByLabel('Números de remito').fill('1-1234');
      await page.getByLabel(/^COT/).fill('123456789012');
      await page.getByRole('button', { name: 'Guardar remito y COT' }).click();
      await expectText(page, 'Remito y COT guardados');

      // 2. The carrier registers a truck and a driver; wrong formats are refused in the form.
      await transporter.goto(paths.transporterFleet());
      await expectHeading(transporter, 'Mi Perfil');
      await transporter.getByRole('heading', { name: 'Mis vehículos' }).waitFor();
      await transporter.getByLabel('Patente', { exact: true }).fill('A1234');
      await transporter.getByLabel('Tipo de vehículo').selectOption('truck_large');
      await transporter.getByLabel('Capacidad (kg)').fill('28000');
      await transporter.getByRole('button', { name: 'Agregar vehículo' }).click();
      await expectText(transporter, "Patente inválida: usa el formato 'AA 123 BB' o 'ABC 123'");
      await transporter.getByLabel('Patente', { exact: true }).fill(plate.toLowerCase());
      await transporter.getByLabel('Patente del acoplado (opcional)').fill('abc 123');
      await transporter.getByRole('button', { name: 'Agregar vehículo' }).click();
      await expectText(transporter, 'Vehículo agregado');
      const shownPlate = `${plate.slice(0, 2)} ${plate.slice(2, 5)} ${plate.slice(5)}`;
      await transporter.getByText(shownPlate).first().waitFor();

      await transporter.getByLabel('Nombre y apellido').fill(`Pedro Chofer ${run}`);
      await transporter.getByLabel('DNI').fill('25.123.456');
      await transporter.getByLabel('Número de licencia').fill('LN-998877');
      await transporter.getByLabel('Vencimiento de la licencia').fill(daysFromToday(365));
      await transporter.getByLabel('Teléfono').fill('0261 555-0101');
      await transporter.getByRole('button', { name: 'Agregar chofer' }).click();
      await expectText(transporter, 'El DNI debe tener 7 u 8 dígitos, sin puntos');
      await transporter.getByLabel('DNI').fill(String(20_000_000 + (Date.now() % 9_000_000)));
      await transporter.getByRole('button', { name: 'Agregar chofer' }).click();
      await expectText(transporter, 'Chofer agregado');
      await transporter.getByText('+54 261 555-0101').first().waitFor();

      // 3. On the shipment's page: assign, attach the insurance, start.
      await transporter.goto(paths.transporterFreights);
      await transporter
        .getByTestId('freight')
        .filter({ hasText: title })
        .getByRole('link', { name: 'Preparar viaje' })
        .click();
      await expectHeading(transporter, title);
      const paperwork = transporter.getByRole('region', { name: 'Remito y COT' });
      await paperwork.getByText('00001-00001234').waitFor();
      await paperwork.getByText('123456789012').waitFor();
      await expect(paperwork.getByRole('button')).toHaveCount(0);
      const start = transporter.getByRole('button', { name: 'Iniciar Viaje' });
      await expect(start).toBeDisabled();
      await transporter.getByText('Adjunta el certificado del seguro de la carga.').waitFor();
      for (const [label, text] of [
        ['Vehículo', shownPlate],
        ['Chofer', `Pedro Chofer ${run}`],
      ] as const) {
        const select = transporter.getByLabel(label, { exact: true });
        const value = await select.locator('option', { hasText: text }).getAttribute('value');
        await select.selectOption(value ?? '');
      }
      await transporter.getByRole('button', { name: 'Asignar vehículo y chofer' }).click();
      await expectText(transporter, 'Vehículo y chofer asignados');
      await transporter.getByLabel('Aseguradora').fill('La Segunda');
      await transporter.getByLabel('Número de póliza').fill('TR-123456');
      await transporter.getByLabel('Vigente hasta').fill(daysFromToday(365));
      await transporter
        .getByLabel('Certificado (PDF)')
        .setInputFiles({ name: 'poliza.pdf', mimeType: 'application/pdf', buffer: PDF_FILE });
      await transporter.getByRole('button', { name: 'Adjuntar certificado' }).click();
      await expectText(transporter, 'Certificado del seguro adjuntado');
      await expect(start).toBeEnabled();
      // The shipper sees the plate and the driver from now on, live.
      await page.getByText(`Pedro Chofer ${run}`).waitFor();
      await page.getByText(shownPlate).first().waitFor();
      await page.getByRole('button', { name: 'Ver certificado' }).waitFor();
      // No signal when leaving: the start waits on the phone, where the trip is under way, and
      // goes with the time it was tapped once the network is back.
      await context.setOffline(true);
      await start.click();
      await transporter.getByText('Sin conexión: 1 envío pendiente', { exact: true }).waitFor();
      await transporter.getByRole('button', { name: 'Compartir ubicación' }).waitFor();
      await context.setOffline(false);
      await transporter.getByText('Enviado', { exact: true }).waitFor();
      await page.getByText('En tránsito', { exact: true }).first().waitFor();

      // 4. Sharing the location along the recorded route.
      await transporter.getByRole('button', { name: 'Compartir ubicación' }).click();
      await transporter.getByText(/^Compartiendo ubicación/).waitFor();
      const points = transporter.getByTestId('trail-count');
      await expect(points).toHaveText('1');
      // The page hidden (the screen off): sharing stops and says so, and offers to resume.
      await transporter.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await transporter.getByText(/Se dejó de compartir la ubicación porque saliste/).waitFor();
      await transporter.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', {
          value: 'visible',
          configurable: true,
        });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await transporter.getByRole('button', { name: 'Reanudar' }).click();
      await transporter.getByText(/^Compartiendo ubicación/).waitFor();
      const last = MENDOZA_CABA_ROUTE.length - 1;
      const route = [10, 60, 120, last - 5, last].map((i) => MENDOZA_CABA_ROUTE[i]);
      for (const [n, point] of route.entries()) {
        await context.setGeolocation({ latitude: point.lat, longitude: point.lon, accuracy: 10 });
        await expect(points).toHaveText(String(n + 2));
      }
      const stops = page.getByRole('list', { name: 'Paradas del viaje' });
      for (const mark of ['Llegó al origen', 'Salió del origen', 'Llegó al destino']) {
        await stops.getByText(mark).waitFor();
      }
      await stops.getByText(/^Estadía en origen: \d+ min$/).waitFor();
      await page
        .getByTestId('last-position')
        .getByText(/hace un momento/)
        .waitFor();
      await noHorizontalOverflow(page, 'la página del viaje');

      // 'Seguimiento': the shipper shares a link; whoever receives opens it on a phone, no account.
      const tracking = page.getByRole('region', { name: 'Seguimiento' });
      await tracking.getByRole('button', { name: 'Crear enlace de seguimiento' }).click();
      await expectText(page, 'Enlace de seguimiento creado');
      const trackingUrl = await tracking
        .getByRole('textbox', { name: 'Enlace de seguimiento' })
        .inputValue();
      const consignee = await browser.newPage({ baseURL, viewport: PHONE, locale: 'es-AR' });
      try {
        await consignee.goto(trackingUrl);
        await expectHeading(consignee, 'Seguimiento del envío');
        const shown = consignee.getByRole('main');
        await shown.getByText('En viaje', { exact: true }).waitFor();
        await shown.getByText('Transportes Andinos SRL').waitFor();
        await shown.getByText('Llegada estimada').waitFor();
        await expect(shown).not.toContainText('€');
        await expect(shown).not.toContainText(demoAccounts.shipper.email);
        await noHorizontalOverflow(consignee, 'el seguimiento');
      } finally {
        await consignee.close();
      }

      // 5. No signal at the door: the phone keeps the last position, a road incident and
      //    'Registrar entrega' (a photo, the recipient, the signature) and sends them, once and in
      //    order, when the network is back.
      const recorded = Number(await points.textContent());
      await context.setOffline(true);
      const door = MENDOZA_CABA_ROUTE[last];
      await context.setGeolocation({
        latitude: door.lat + 0.006,
        longitude: door.lon,
        accuracy: 10,
      });
      await transporter.getByText('Sin conexión: 1 envío pendiente', { exact: true }).waitFor();
      const roadIncidents = transporter.getByRole('region', { name: 'Incidentes en ruta' });
      await roadIncidents.getByLabel('¿Qué pasó?').selectOption({ label: 'Demora' });
      await roadIncidents.getByLabel('Detalle y lugar').fill(WAITING_AT_THE_DOOR);
      await roadIncidents.getByRole('button', { name: 'Informar incidente' }).click();
      await transporter.getByText('Sin conexión: 2 envíos pendientes', { exact: true }).waitFor();
      await transporter.getByLabel('Fotos de la carga y del remito').setInputFiles({
        name: 'remito.jpg',
        mimeType: 'image/jpeg',
        buffer: await cameraPhoto(transporter),
      });
      await transporter.getByLabel('Nombre de quien recibe').fill('Lucía Receptora');
      await transporter.getByLabel('DNI de quien recibe').fill('30123456');
      await transporter
        .getByLabel('Quien recibe conforma el remito digital 00001-00001234 (RG 5678/2025)')
        .check();
      await transporter.getByRole('button', { name: 'Registrar entrega' }).click();
      await expectText(transporter, 'Falta la firma de quien recibe');
      await drawSignature(transporter.getByTestId('signature-pad'), transporter);
      await transporter.getByText('Firma registrada.').waitFor();
      await transporter.getByRole('button', { name: 'Registrar entrega' }).click();
      await transporter.getByText(/La entrega quedó guardada en este teléfono/).waitFor();
      await transporter.getByText('Sin conexión: 3 envíos pendientes', { exact: true }).waitFor();
      await noHorizontalOverflow(transporter, 'la entrega sin conexión');
      await context.setOffline(false);
      await transporter.getByText('Enviado', { exact: true }).waitFor();
      await transporter.getByText('Entregado — pendiente de conformidad').waitFor();
      await expect(points).toHaveText(String(recorded + 1));
      await noHorizontalOverflow(transporter, 'la entrega');

      // 6. The shipper sees the position and the delivery, once; confirms receipt; ratings open;
      //    both documents download.
      await page.getByText('Entregado — pendiente de conformidad').waitFor();
      await page.reload();
      await expect(page.getByTestId('trail-count')).toHaveText(String(recorded + 1));
      await page.getByText('Lucía Receptora (DNI 30123456)').waitFor();
      const reported = page.getByRole('region', { name: 'Incidentes en ruta' });
      await reported.getByText(WAITING_AT_THE_DOOR).waitFor();
      await expect(reported.getByRole('listitem')).toHaveCount(1);
      await page.getByRole('img', { name: 'Firma de Lucía Receptora' }).waitFor();
      await page.getByText('Conformado por quien recibe (RG 5678/2025)').waitFor();
      await page.getByRole('button', { name: 'Confirmar recepción' }).click();
      await expectText(page, 'Recepción confirmada');
      await page.getByText('Entregado — recepción confirmada').waitFor();
      await page.getByTestId('rate-shipment').waitFor();
      await downloadPdf(
        page,
        'Descargar orden de transporte',
        /^orden-de-transporte-[0-9a-f]{8}\.pdf$/,
      );
      await downloadPdf(
        page,
        'Descargar constancia de entrega',
        /^constancia-de-entrega-[0-9a-f]{8}\.pdf$/,
      );
      await downloadPdf(transporter, 'Descargar orden de transporte', /^orden-de-transporte-/, [
        '00001-00001234',
        '123456789012',
      ]);

      // 7. The carrier invoices the freight through (the local) ARCA; both find it in 'Facturas'.
      await testSql(
        page.request,
        `insert into public.exchange_rates (effective_on, ars_per_eur) values (public.today_in_argentina() - 1, 1100)
           on conflict (effective_on) do nothing;
         insert into public.donor_registrations (shipper_id, entity_type, company_name, cuit,
           iibb_number, business_address, business_activity, loading_address, iva_condition)
         values ('${demoAccounts.shipper.id}', 'persona_juridica', 'Bodega Andina S.A.',
           '30712345671', '901-1', 'San Martín 1', 'Vinos', 'Ruta 40', 'responsable_inscripto')
         on conflict (shipper_id) do update set iva_condition = 'responsable_inscripto'`,
      );
      const shipment = transporter.url();
      await transporter.goto(paths.transporterProfile);
      const invoicing = transporter.getByRole('region', { name: 'Facturación electrónica' });
      await invoicing.getByLabel(/^CUIT/).fill('20-12345678-6');
      await invoicing
        .getByLabel(/^Condición frente al IVA/)
        .selectOption({ label: 'IVA Responsable Inscripto' });
      await invoicing.getByLabel(/^Punto de venta/).fill('5');
      await invoicing.getByRole('button', { name: 'Guardar datos de facturación' }).click();
      await expectText(transporter, 'Datos de facturación guardados');
      await transporter.goto(shipment);
      await transporter.getByRole('button', { name: 'Emitir factura' }).click();
      await expectText(transporter, 'Factura emitida');
      const issued = transporter.getByRole('region', { name: 'Factura', exact: true });
      await issued.getByText(/^Factura A 00005-\d{8}$/).waitFor();
      await downloadPdf(transporter, 'Descargar factura', /^factura-a-00005-\d{8}\.pdf$/, ['CAE']);
      await noHorizontalOverflow(transporter, 'la factura');
      for (const [who, invoices] of [
        [transporter, paths.transporterInvoices],
        [page, paths.shipperInvoices],
      ] as const) {
        await who.goto(invoices);
        await expectHeading(who, 'Facturas');
        await who
          .getByTestId('invoice')
          .filter({ hasText: /Factura A 00005-/ })
          .first()
          .waitFor();
      }
      await noHorizontalOverflow(page, 'Facturas');
      expect(transporterErrors, 'Errores en la consola del transportista').toEqual([]);
    } finally {
      await context.close();
    }
  });
});
