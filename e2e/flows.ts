/**
 * What several browser specs do the same way: sign in, register a shipper or a transporter,
 * publish a listing, send a proposal.
 */
import { randomUUID } from 'node:crypto';
import type { APIResponse, Locator, Page } from '@playwright/test';
import { LOCAL_ANON_KEY } from '@conectacargas/local-supabase/keys';
import { authStorageKey } from '@/lib/auth-storage-key';
import { paths } from '@/lib/paths';
import { daysFromToday } from '@/testing/days-from-today';
import { DEMO_PASSWORD } from '@/testing/demo-accounts';
import { acceptNextDialog, expect, expectText, expectUrl } from './fixtures';

/**
 * Gives the page the session an Auth answer carries (/token and /signup return the same one), as
 * supabase-js stores it, then opens `dashboard` (any page of the account).
 */
async function openWithSession(page: Page, answer: APIResponse, dashboard: string) {
  const session = await answer.text();
  expect(answer.ok(), session).toBe(true);
  // Stored before the app's first script runs, once per tab: a later sign-out stays signed out.
  await page.addInitScript(
    ([key, value, once]) => {
      if (sessionStorage.getItem(once) !== null) return;
      sessionStorage.setItem(once, '1');
      localStorage.setItem(key, value);
    },
    [authStorageKey(`${new URL(answer.url()).origin}/`), session, `e2e-sign-in-${randomUUID()}`],
  );
  await page.goto(dashboard);
  await expectUrl(page, dashboard);
}

/**
 * Signs in through Auth's API onto `dashboard`. The sign-in form has specs of its own
 * (accounts.spec.ts); walking it before every other test cost each one a page load and a form.
 */
export async function signIn(
  page: Page,
  email: string,
  dashboard: string,
  password = DEMO_PASSWORD,
) {
  const answer = await page.request.post('/auth/v1/token?grant_type=password', {
    headers: { apikey: LOCAL_ANON_KEY },
    data: { email, password },
  });
  await openWithSession(page, answer, dashboard);
}

/** Signs in through the sign-in form, for a test of what the form's sign-in shows. */
export async function signInWithForm(page: Page, email: string, dashboard: string) {
  await page.goto(paths.signIn);
  await page.getByLabel('Correo Electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click();
  await expectUrl(page, dashboard);
}

/**
 * Registers through Auth's API what a registration form sends (sign-up-payload.ts: the phone as
 * E.164, the profile's fields as metadata) and opens `dashboard` with the session the sign-up
 * returns (no second sign-in). The forms have specs of their own (accounts.spec.ts); walking one
 * cost every later test a page load and a dozen fields.
 */
async function registerThroughApi(
  page: Page,
  account: { email: string; password: string; data: Record<string, unknown> },
  dashboard: string,
) {
  const answer = await page.request.post('/auth/v1/signup', {
    headers: { apikey: LOCAL_ANON_KEY },
    data: account,
  });
  await openWithSession(page, answer, dashboard);
}

/** Registers a transporter through Auth's API and opens `landing` (its dashboard by default). */
export async function registerTransporter(
  page: Page,
  name: string,
  email: string,
  landing: string = paths.transporterDashboard,
) {
  await registerThroughApi(
    page,
    {
      email,
      password: DEMO_PASSWORD,
      data: {
        role: 'transporter',
        name,
        company: 'Fletes del Oeste',
        phone: '+542615550303',
        address: 'Ruta 7 km 1030, Luján de Cuyo',
        taxId: '20-12345678-9',
        description: 'Cargas secas en toda la región de Cuyo',
        serviceAreas: 'Cuyo y Centro',
        vehicleTypes: ['truck_large'],
      },
    },
    landing,
  );
}

/** Registers a shipper through Auth's API and opens `landing` (its dashboard by default). */
export async function registerShipper(
  page: Page,
  name: string,
  email: string,
  password: string,
  landing: string = paths.shipperDashboard,
) {
  const data = {
    role: 'shipper',
    name,
    company: null,
    phone: '+542614257890',
    address: 'Av. San Martín 1250, Mendoza',
  };
  await registerThroughApi(page, { email, password, data }, landing);
}

export interface ListingFields {
  title: string;
  description: string;
  origin: string;
  destination: string;
  cargoType: string;
  weightKg: string;
  pickupDate: string;
  deliveryDate: string;
  /** Fills what a spec adds to the form (insurance, 'Primero a mis transportistas'). */
  more?: (page: Page) => Promise<void>;
}

/**
 * 'Crear Anuncio' through the form, dry cargo at 2.000 €, with the spec's fields; the form is
 * opened unless the page is on it (a sign-in can land there: one page load less).
 */
export async function publishListing(page: Page, fields: ListingFields) {
  if (new URL(page.url()).pathname !== paths.postCargo) await page.goto(paths.postCargo);
  await page.getByRole('heading', { name: 'Crear Nuevo Listado de Carga' }).waitFor();
  await page.getByLabel('Título').fill(fields.title);
  await page.getByLabel('Descripción').fill(fields.description);
  await page.getByLabel('Origen').fill(fields.origin);
  await page.getByLabel('Destino').fill(fields.destination);
  await page.getByLabel('Tipo de mercadería').selectOption({ label: fields.cargoType });
  await page.getByLabel('Tipo de carga').selectOption({ label: 'Seca' });
  await page.getByLabel('Peso (kg)').fill(fields.weightKg);
  await page.getByLabel('Fecha de recogida').fill(fields.pickupDate);
  await page.getByLabel('Fecha de entrega').fill(fields.deliveryDate);
  await page.getByLabel('Precio (€)').fill('2000');
  await fields.more?.(page);
  const alert = acceptNextDialog(page);
  await page.getByRole('button', { name: 'Crear Anuncio' }).click();
  expect(await alert).toBe('Anuncio de carga creado con éxito!');
}

export async function publish(page: Page, title: string) {
  await publishListing(page, {
    title,
    description: 'Cajas de aceite de oliva paletizadas.',
    origin: 'San Juan, San Juan',
    destination: 'Rosario, Santa Fe',
    cargoType: 'Alimentos',
    weightKg: '8000',
    pickupDate: daysFromToday(9),
    deliveryDate: daysFromToday(11),
  });
}

/** Fills and sends the 'Enviar Propuesta' dialog, prefilled with the listing's price. */
export async function sendProposal(page: Page, price: string, message: string) {
  const dialog = page.getByRole('dialog', { name: 'Enviar Propuesta' });
  await dialog.waitFor();
  await expect(dialog.getByLabel('Precio ofrecido (€)')).toHaveValue('2000');
  await dialog.getByLabel('Precio ofrecido (€)').fill(price);
  await dialog.getByLabel('Mensaje').fill(message);
  await dialog.getByRole('button', { name: 'Enviar Propuesta' }).click();
  await expectText(page, 'Propuesta enviada');
  await dialog.waitFor({ state: 'detached' });
}

/** Fails when the page is wider than the window (the site works at 375 px). */
export async function noHorizontalOverflow(page: Page, where: string) {
  // How far the page scrolls sideways, and the first elements past the right edge (for the message).
  const { overflow, past } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return {
      overflow: document.documentElement.scrollWidth - width,
      past: Array.from(document.querySelectorAll('body *'))
        .filter((element) => element.getBoundingClientRect().right > width + 1)
        .slice(0, 5)
        .map((element) => `<${element.tagName.toLowerCase()} class="${element.className}">`),
    };
  });
  expect(overflow, `${where} no debe desbordar (${past.join(', ')})`).toBe(0);
}

/** Signs on a signature pad with the mouse: a zigzag across its middle. */
export async function drawSignature(pad: Locator, page: Page) {
  const box = await pad.boundingBox();
  if (!box) throw new Error('signature pad not laid out');
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) {
    await page.mouse.move(box.x + 20 + i * 20, box.y + box.height / 2 + (i % 2 ? -15 : 15));
  }
  await page.mouse.up();
}

/** A photo as a phone's camera gives it: a 2.400 × 1.800 JPEG, drawn in the browser. */
export async function cameraPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 2400;
    canvas.height = 1800;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = '#8b5a2b';
    context.fillRect(0, 0, 2400, 1800);
    context.fillStyle = '#f5deb3';
    context.fillRect(300, 300, 1800, 1200);
    return canvas.toDataURL('image/jpeg', 0.9).split(',')[1] ?? '';
  });
  return Buffer.from(base64, 'base64');
}
