/**
 * The Data API and Storage as a signed-in person, for the steps a spec does not test through the
 * UI: the app's own anon key and access token, read off a request the page made. RLS applies.
 */
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { LOCAL_ANON_KEY } from '@conectacargas/local-supabase/keys';
import { expect } from './fixtures';

export interface DataApi {
  userId: string;
  /** The project's anon key and the person's access token, as the page sends them. */
  apikey: string;
  accessToken: string;
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body: unknown): Promise<T>;
  delete(path: string): Promise<void>;
  upload(path: string, body: Buffer, contentType: string): Promise<void>;
}

export function dataApi(request: APIRequestContext, sent: Request): DataApi {
  const headers = sent.headers();
  const token = (headers.authorization ?? '').replace(/^Bearer /, '');
  return dataApiWith(request, new URL(sent.url()).origin, headers.apikey ?? '', token);
}

/** The Data API with `token` (an access token) at `origin` ('' for the suite's base URL). */
function dataApiWith(
  request: APIRequestContext,
  origin: string,
  apikey: string,
  token: string,
): DataApi {
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
  };
  const auth = { apikey, authorization: `Bearer ${token}` };
  async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
    const text = await response.text();
    expect(response.ok(), text).toBe(true);
    // A void RPC answers with an empty body.
    return (text === '' ? null : JSON.parse(text)) as T;
  }
  return {
    userId: claims.sub,
    apikey: auth.apikey,
    accessToken: token,
    get: async (path) => json(await request.get(`${origin}${path}`, { headers: auth })),
    post: async (path, body) =>
      json(
        await request.post(`${origin}${path}`, {
          headers: { ...auth, prefer: 'return=representation' },
          data: body,
        }),
      ),
    delete: async (path) => {
      const response = await request.delete(`${origin}${path}`, { headers: auth });
      expect(response.ok(), await response.text()).toBe(true);
    },
    upload: async (path, body, contentType) => {
      const response = await request.post(`${origin}/storage/v1/object/documents/${path}`, {
        headers: { ...auth, 'content-type': contentType },
        data: body,
      });
      expect(response.ok(), await response.text()).toBe(true);
    },
  };
}

/**
 * A new person signed up through Auth's API (no page, no form: accounts.spec.ts tests those), as
 * their Data API.
 */
export async function signUpThroughApi(
  request: APIRequestContext,
  account: { email: string; password: string; data: Record<string, unknown> },
): Promise<DataApi> {
  const response = await request.post('/auth/v1/signup', {
    headers: { apikey: LOCAL_ANON_KEY },
    data: account,
  });
  const text = await response.text();
  expect(response.ok(), text).toBe(true);
  const { access_token: token } = JSON.parse(text) as { access_token: string };
  return dataApiWith(request, '', LOCAL_ANON_KEY, token);
}

function signedInSubject(request: Request): string | null {
  const token = (request.headers().authorization ?? '').replace(/^Bearer /, '');
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      sub?: string;
    };
    return claims.sub ?? null;
  } catch {
    return null;
  }
}

/** The Data API as the person signed in on `page`, read off a request that `navigate` causes. */
export async function dataApiOf(page: Page, navigate: () => Promise<unknown>): Promise<DataApi> {
  const sent = page.waitForRequest(
    (request) => request.url().includes('/rest/v1/') && signedInSubject(request) !== null,
  );
  await navigate();
  return dataApi(page.request, await sent);
}

// Smallest real files of each type: Storage checks the content, jsPDF decodes the images.
export const PDF_FILE = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
export const PNG_FILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG_FILE = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

/** The transporter's offer at the listed `price`, accepted by the shipper, through the API. */
export async function assignThroughApi(
  transporter: DataApi,
  shipper: DataApi,
  listingId: string,
  price: number,
) {
  const [proposal] = await transporter.post<{ id: string }[]>('/rest/v1/proposals', {
    listing_id: listingId,
    transporter_id: transporter.userId,
    price,
  });
  await shipper.post('/rest/v1/rpc/accept_proposal', {
    p_proposal_id: proposal!.id,
    p_price: price,
    p_version: 1,
  });
}

/**
 * The trip of an assigned listing through the API, as the app makes it: the carrier's vehicle and
 * driver, the insurance (the listing's default: the shipper's), 'Iniciar Viaje', 'Registrar
 * entrega' and (unless `confirm` is false) the shipper's 'Confirmar recepción'. For specs about
 * what comes after; trip.spec.ts drives each step through the UI.
 */
export async function tripThroughApi(
  transporter: DataApi,
  shipper: DataApi,
  listingId: string,
  { confirm = true }: { confirm?: boolean } = {},
) {
  const plate = `AC${String(Date.now() % 1000).padStart(3, '0')}DE`;
  const [vehicle] = await transporter.post<{ id: string }[]>('/rest/v1/vehicles', {
    plate,
    vehicle_type: 'truck_large',
    capacity_kg: 28000,
  });
  const [driver] = await transporter.post<{ id: string }[]>('/rest/v1/drivers', {
    full_name: 'Chofer de Prueba',
    dni: String(20_000_000 + (Date.now() % 9_000_000)),
    licence_number: 'LIC-1',
    licence_expiry: '2099-01-01',
    phone: '+542615550101',
  });
  await transporter.post('/rest/v1/rpc/assign_trip_resources', {
    p_listing_id: listingId,
    p_vehicle_id: vehicle!.id,
    p_driver_id: driver!.id,
  });
  const policy = `${shipper.userId}/trips/${listingId}/poliza.pdf`;
  await shipper.upload(policy, PDF_FILE, 'application/pdf');
  await shipper.post('/rest/v1/rpc/attach_trip_insurance', {
    p_listing_id: listingId,
    p_insurer: 'La Segunda',
    p_policy_number: 'TR-1',
    p_valid_until: '2099-12-31',
    p_path: policy,
  });
  await transporter.post('/rest/v1/rpc/advance_shipment', {
    p_listing_id: listingId,
    p_status: 'in-transit',
  });
  const signature = `${transporter.userId}/trips/${listingId}/firma.png`;
  const photo = `${transporter.userId}/trips/${listingId}/foto.jpg`;
  await transporter.upload(signature, PNG_FILE, 'image/png');
  await transporter.upload(photo, JPEG_FILE, 'image/jpeg');
  await transporter.post('/rest/v1/rpc/register_delivery', {
    p_listing_id: listingId,
    p_recipient_name: 'Receptor de Prueba',
    p_recipient_dni: '30123456',
    p_signature_path: signature,
    p_photo_paths: [photo],
  });
  if (confirm) {
    await shipper.post('/rest/v1/rpc/confirm_delivery_receipt', { p_listing_id: listingId });
  }
}
