/**
 * 'Seguimiento' (issue 39, item 4): the shipper's link for whoever receives the cargo. The
 * attacks: sharing or revoking another's shipment, as its transporter, a visitor or at aal1 with
 * a second factor; reading the links of others; an unknown, malformed, revoked or expired token;
 * and personal data in the public answer (the whole response is read).
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_SHIPPER, DEMO_TRANSPORTER } from '../demo-accounts.ts';
import {
  createTestClient,
  startTestBackend,
  type TestBackend,
  type TestClient,
} from './support/backend.ts';
import { jpegBytes, pngBytes } from '@conectacargas/local-supabase/testing';
import {
  countAsSuperuser,
  deliverAsSuperuser,
  demoClients,
  enrolSecondFactor,
  insertDemoListing,
  registerDeliveryAs,
  signedInClient,
  signedUpClient,
} from './support/data-api.ts';

let backend: TestBackend;
let shipper: TestClient;
let transporter: TestClient;
let anon: TestClient;
let otherShipper: TestClient;

beforeAll(async () => {
  backend = await startTestBackend();
  ({ shipper, transporter } = await demoClients(backend));
  anon = createTestClient(backend);
  otherShipper = (await signedUpClient(backend, 'otro.dador@example.test', 'shipper', 'Otro'))
    .client;
});

afterAll(async () => {
  await backend?.stop();
});

// Every test starts with no misses counted against the suite's one address (127.0.0.1).
beforeEach(async () => {
  await backend.db.query('delete from private.tracking_misses');
});

const share = (client: TestClient, listingId: string) =>
  client.rpc('share_tracking_link', { p_listing_id: listingId });
const view = async (token: string) => {
  const { data, error } = await anon.rpc('tracking_view', { p_token: token });
  expect(error).toBeNull();
  return data ?? [];
};

async function sharedToken(listingId: string): Promise<string> {
  const { data, error } = await share(shipper, listingId);
  expect(error).toBeNull();
  return data ?? '';
}

async function linksAsSuperuser(listingId: string) {
  const { rows } = await backend.db.query(
    'select token, revoked_at from public.tracking_links where listing_id = $1',
    [listingId],
  );
  return rows;
}

describe('the tracking link', () => {
  it('is a 256-bit token the shipper shares once the load has a transporter; sharing again gives the same', async () => {
    const pending = await insertDemoListing(backend.db, 'pending');
    expect((await share(shipper, pending)).error?.message).toMatch(/^tracking_not_open: /);

    const id = await insertDemoListing(backend.db, 'in-transit');
    const token = await sharedToken(id);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(await sharedToken(id)).toBe(token);
    expect(await sharedToken(await insertDemoListing(backend.db, 'assigned'))).not.toBe(token);
    const { data } = await shipper.from('tracking_links').select('token').eq('listing_id', id);
    expect(data).toEqual([{ token }]);
  });

  it('shows anyone holding it the route, status and last position, and nothing personal', async () => {
    const id = await insertDemoListing(backend.db, 'in-transit');
    await backend.db.query(
      `update public.cargo_listings set origin = 'Mendoza, Mendoza', destination = 'Córdoba, Córdoba',
         price = 4321.5 where id = $1`,
      [id],
    );
    await backend.db.query(
      `insert into public.trip_positions (listing_id, lat, lon, accuracy_m, recorded_at) values
         ($1, -32.9, -68.8, 10, now() - interval '2 hours'), ($1, -32.5, -66.1, 12, now() - interval '5 minutes')`,
      [id],
    );
    const token = await sharedToken(id);
    const rows = await view(token);
    expect(rows).toEqual([
      expect.objectContaining({
        status: 'in-transit',
        origin: 'Mendoza, Mendoza',
        destination: 'Córdoba, Córdoba',
        shipper_company: 'Bodegas del Sol S.A.',
        last_lat: -32.5,
        last_lon: -66.1,
        delivered_at: null,
      }),
    ]);
    const { rows: people } = await backend.db.query<Record<string, string | null>>(
      `select p.name, p.email, p.phone, p.tax_id, p.address, l.title, l.price::text as price
       from public.profiles p, public.cargo_listings l
       where p.id in ($1, $2) and l.id = $3`,
      [DEMO_SHIPPER.id, DEMO_TRANSPORTER.id, id],
    );
    const answer = JSON.stringify(rows);
    for (const person of people) {
      for (const key of ['name', 'email', 'phone', 'tax_id', 'address', 'title'] as const) {
        const value = person[key];
        if (value && value.length > 3) expect(answer).not.toContain(value);
      }
    }
    expect(answer).not.toMatch(/4321|dni|price|phone|email/i);

    // A transporter without a company is not named by his own name.
    const { rows: before } = await backend.db.query<{ name: string; company: string }>(
      `update public.profiles p set company = '' from public.profiles old
       where p.id = $1 and old.id = p.id returning old.name, old.company`,
      [DEMO_TRANSPORTER.id],
    );
    try {
      const [row] = await view(token);
      expect(row.transporter_company).toBeNull();
      expect(JSON.stringify(row)).not.toContain(before[0].name);
    } finally {
      await backend.db.query(`update public.profiles set company = $2 where id = $1`, [
        DEMO_TRANSPORTER.id,
        before[0].company,
      ]);
    }
  });

  it('answers nothing to an unknown or malformed token, the same as to none', async () => {
    await sharedToken(await insertDemoListing(backend.db, 'in-transit'));
    for (const token of ['0'.repeat(64), 'f'.repeat(63), `${'a'.repeat(64)}' or '1'='1`, '', '%']) {
      expect(await view(token)).toEqual([]);
    }
  });

  it('is shared and revoked by the shipper alone, and read by no one else', async () => {
    const id = await insertDemoListing(backend.db, 'assigned');
    for (const client of [transporter, otherShipper, anon]) {
      expect((await share(client, id)).error?.code).toBe('42501');
    }
    expect(await linksAsSuperuser(id)).toEqual([]);
    const token = await sharedToken(id);
    for (const client of [transporter, otherShipper, anon]) {
      const revoked = await client.rpc('revoke_tracking_link', { p_listing_id: id });
      expect(revoked.error?.code).toBe('42501');
      const read = await client.from('tracking_links').select('token');
      expect(read.data ?? []).toEqual([]);
      const written = await client
        .from('tracking_links')
        .update({ token: 'a'.repeat(64), revoked_at: null })
        .eq('listing_id', id)
        .select();
      expect(written.data ?? []).toEqual([]);
    }
    expect(await linksAsSuperuser(id)).toEqual([{ token, revoked_at: null }]);
  });

  it('once revoked shows nothing; sharing again makes a new token', async () => {
    const id = await insertDemoListing(backend.db, 'in-transit');
    const first = await sharedToken(id);
    expect(await view(first)).toHaveLength(1);
    expect((await shipper.rpc('revoke_tracking_link', { p_listing_id: id })).error).toBeNull();
    expect(await view(first)).toEqual([]);
    const second = await sharedToken(id);
    expect(second).not.toBe(first);
    expect(await view(first)).toEqual([]);
    expect(await view(second)).toHaveLength(1);
  });

  it('ends 7 days after the conformity, and cannot be shared after', async () => {
    const id = await insertDemoListing(backend.db, 'in-transit');
    const token = await sharedToken(id);
    await deliverAsSuperuser(backend.db, id, DEMO_TRANSPORTER.id);
    expect(await view(token)).toEqual([
      expect.objectContaining({ status: 'delivered', conformity: 'confirmed' }),
    ]);
    const conformedDaysAgo = (days: number) =>
      backend.db.query(
        `update public.trip_deliveries set conformity_at = now() - make_interval(days => $2)
         where listing_id = $1`,
        [id, days],
      );
    await conformedDaysAgo(7);
    expect(await view(token)).toHaveLength(1);
    await conformedDaysAgo(8);
    expect(await view(token)).toEqual([]);
    expect((await share(shipper, id)).error?.message).toMatch(/^tracking_ended: /);
  });

  it('is refused at aal1 to a shipper with a second factor', async () => {
    const strong = await signedUpClient(backend, 'dador.mfa@example.test', 'shipper', 'Fuerte');
    await enrolSecondFactor(strong.client);
    const { rows } = await backend.db.query<{ id: string }>(
      `update public.cargo_listings set shipper_id = $1 where id = $2 returning id`,
      [strong.userId, await insertDemoListing(backend.db, 'assigned')],
    );
    const weak = await signedInClient(backend, 'dador.mfa@example.test', 'otra-clave-2026');
    const refused = await share(weak.client, rows[0].id);
    expect(refused.error?.message).toMatch(/insufficient_aal/);
    expect(await linksAsSuperuser(rows[0].id)).toEqual([]);
    expect((await share(strong.client, rows[0].id)).error).toBeNull();
  });
});

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
const SIGNATURE = dataUrl('image/png', pngBytes(600));

/** A shipment in transit with a tracking link, whose delivery the transporter registered. */
async function deliveredWithLink(): Promise<{ id: string; token: string }> {
  const id = await insertDemoListing(backend.db, 'in-transit');
  const token = await sharedToken(id);
  await registerDeliveryAs(transporter, DEMO_TRANSPORTER.id, id);
  return { id, token };
}

const confirm = (token: string, overrides: Record<string, unknown> = {}) =>
  anon.rpc('confirm_receipt_by_tracking', {
    p_token: token,
    p_name: 'Rosa Destino',
    p_dni: '27111222',
    p_signature: SIGNATURE,
    ...overrides,
  } as never);
const report = (token: string, overrides: Record<string, unknown> = {}) =>
  anon.rpc('report_problem_by_tracking', {
    p_token: token,
    p_name: 'Rosa Destino',
    p_dni: '27111222',
    p_description: 'Faltan dos pallets de los 24.',
    ...overrides,
  } as never);

async function deliveryAsSuperuser(id: string) {
  const { rows } = await backend.db.query(
    `select conformity, conformity_at is not null as conformed, confirmed_by_name, confirmed_by_dni,
       confirmed_by_signature is not null as signed
     from public.trip_deliveries where listing_id = $1`,
    [id],
  );
  return rows[0];
}

describe('the consignee, from the link', () => {
  it('confirms the reception once, with name, DNI and signature; both parties are told', async () => {
    const early = await insertDemoListing(backend.db, 'in-transit');
    expect((await confirm(await sharedToken(early))).error?.message).toMatch(/^not_delivered: /);

    const { id, token } = await deliveredWithLink();
    expect(await confirm(token)).toMatchObject({ data: true, error: null });
    expect(await deliveryAsSuperuser(id)).toEqual({
      conformity: 'confirmed',
      conformed: true,
      confirmed_by_name: 'Rosa Destino',
      confirmed_by_dni: '27111222',
      signed: true,
    });
    expect(await view(token)).toEqual([
      expect.objectContaining({ conformity: 'confirmed', confirmed_by_name: 'Rosa Destino' }),
    ]);
    const { data: told } = await shipper
      .from('notifications')
      .select('title, body')
      .eq('kind', 'receipt_confirmed')
      .eq('link', `/listings/${id}`);
    expect(told).toEqual([
      {
        title: 'Recepción confirmada',
        body: 'Rosa Destino (DNI 27111222) confirmó la recepción de «Prueba in-transit» desde el enlace de seguimiento.',
      },
    ]);
    expect(
      await countAsSuperuser(
        backend.db,
        `select count(*) from public.notifications where kind = 'receipt_confirmed' and link = $1`,
        [`/listings/${id}`],
      ),
    ).toBe(2);
    // Twice, or a report after it: refused, nothing changes.
    expect((await confirm(token, { p_name: 'Otra Persona' })).error?.message).toMatch(
      /^invalid_transition: /,
    );
    expect((await report(token)).error?.message).toMatch(/^invalid_transition: /);
    expect((await deliveryAsSuperuser(id)).confirmed_by_name).toBe('Rosa Destino');
  });

  it('refuses a bad name, DNI or signature, and a revoked, unknown or malformed token, changing nothing', async () => {
    const { id, token } = await deliveredWithLink();
    const refused = [
      await confirm(token, { p_name: ' ' }),
      await confirm(token, { p_name: null }),
      await confirm(token, { p_name: 'x'.repeat(121) }),
      await confirm(token, { p_dni: '27.111.222' }),
      await confirm(token, { p_dni: null }),
      await confirm(token, { p_signature: null }),
      await confirm(token, { p_signature: 'data:image/svg+xml;base64,PHN2Zz4=' }),
      // Labelled PNG, but not one by its bytes.
      await confirm(token, {
        p_signature: dataUrl('image/png', Buffer.from('<svg onload="alert(1)"></svg>')),
      }),
      await confirm(token, { p_signature: dataUrl('image/png', jpegBytes(600)) }),
      await confirm(token, { p_signature: `data:image/png;base64,${'A'.repeat(200_000)}` }),
      await confirm(token, { p_signature: 'javascript:alert(1)' }),
      await report(token, { p_description: 'Mal' }),
    ];
    for (const { error } of refused) expect(error).not.toBeNull();
    // A dead token is answered false, not an error: the miss it counts must not roll back.
    await shipper.rpc('revoke_tracking_link', { p_listing_id: id });
    const dead = [
      await confirm('0'.repeat(64)),
      await confirm(`${token}' or '1'='1`),
      await report('f'.repeat(63)),
      await confirm(token),
      await report(token),
    ];
    for (const answer of dead) expect(answer).toMatchObject({ data: false, error: null });
    expect(await deliveryAsSuperuser(id)).toEqual({
      conformity: 'pending',
      conformed: false,
      confirmed_by_name: null,
      confirmed_by_dni: null,
      signed: false,
    });
  });

  it("keeps an optional photo, a JPEG by its bytes, that only the trip's parties read", async () => {
    const { id, token } = await deliveredWithLink();
    const photo = dataUrl('image/jpeg', jpegBytes(2000));
    for (const bad of [
      dataUrl('image/jpeg', pngBytes(600)),
      dataUrl('image/png', jpegBytes(600)),
      `data:image/jpeg;base64,/9j/${'A'.repeat(1_400_000)}`,
      'https://example.com/foto.jpg',
    ]) {
      expect((await confirm(token, { p_photo: bad })).error).not.toBeNull();
    }
    expect((await deliveryAsSuperuser(id)).conformity).toBe('pending');
    expect(await confirm(token, { p_photo: photo })).toMatchObject({ data: true, error: null });
    for (const party of [shipper, transporter]) {
      const { data } = await party.from('trip_receipt_photos').select('photo').eq('listing_id', id);
      expect(data).toEqual([{ photo }]);
    }
    for (const stranger of [otherShipper, anon]) {
      const { data } = await stranger
        .from('trip_receipt_photos')
        .select('photo')
        .eq('listing_id', id);
      expect(data ?? []).toEqual([]);
    }
    const written = await shipper
      .from('trip_receipt_photos')
      .update({ photo: dataUrl('image/jpeg', jpegBytes(100)) })
      .eq('listing_id', id)
      .select();
    expect(written.data ?? []).toEqual([]);
    expect(
      await countAsSuperuser(
        backend.db,
        'select count(*) from public.trip_receipt_photos where listing_id = $1 and photo = $2',
        [id, photo],
      ),
    ).toBe(1);
  });

  it('is not read at aal1 by a shipper with a second factor', async () => {
    const strong = await signedUpClient(backend, 'dador.foto@example.test', 'shipper', 'Fuerte');
    const { id, token } = await deliveredWithLink();
    const photo = dataUrl('image/jpeg', jpegBytes(500));
    expect(await confirm(token, { p_photo: photo })).toMatchObject({ data: true, error: null });
    await backend.db.query('update public.cargo_listings set shipper_id = $1 where id = $2', [
      strong.userId,
      id,
    ]);
    await enrolSecondFactor(strong.client);
    const weak = await signedInClient(backend, 'dador.foto@example.test', 'otra-clave-2026');
    const read = (client: TestClient) =>
      client.from('trip_receipt_photos').select('photo').eq('listing_id', id);
    expect((await read(weak.client)).data ?? []).toEqual([]);
    expect((await read(strong.client)).data).toEqual([{ photo }]);
  });

  it('reports a problem instead: the delivery is disputed, an incident opens, both parties are told', async () => {
    const { id, token } = await deliveredWithLink();
    expect((await report(token)).error).toBeNull();
    expect((await deliveryAsSuperuser(id)).conformity).toBe('disputed');
    const { rows } = await backend.db.query<{ reporter_id: string | null; description: string }>(
      'select reporter_id, description from public.trip_incidents where listing_id = $1',
      [id],
    );
    expect(rows).toEqual([
      {
        reporter_id: null,
        description:
          'Faltan dos pallets de los 24.\n— Rosa Destino (DNI 27111222), desde el enlace de seguimiento',
      },
    ]);
    expect(
      await countAsSuperuser(
        backend.db,
        `select count(distinct recipient_id) from public.notifications
         where kind = 'trip_incident' and link = $1`,
        [`/listings/${id}`],
      ),
    ).toBe(2);
    expect((await confirm(token)).error?.message).toMatch(/^invalid_transition: /);
  });

  it('takes nothing once the shipper confirmed, or after 72 h without objection', async () => {
    const first = await deliveredWithLink();
    expect(
      (await shipper.rpc('confirm_delivery_receipt', { p_listing_id: first.id })).error,
    ).toBeNull();
    expect((await confirm(first.token)).error?.message).toMatch(/^invalid_transition: /);

    const second = await deliveredWithLink();
    await backend.db.query(
      `update public.trip_deliveries set delivered_at = now() - interval '73 hours' where listing_id = $1`,
      [second.id],
    );
    expect((await report(second.token)).error?.message).toMatch(/^invalid_transition: /);
    expect((await deliveryAsSuperuser(second.id)).conformity).toBe('pending');
  });
});

describe('guessing tokens', () => {
  const unknownToken = (n: number) => n.toString(16).padStart(64, '0');
  const viewOver = (headers: Record<string, string>) =>
    fetch(`${backend.url}/rest/v1/rpc/tracking_view`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ p_token: unknownToken(1) }),
    });

  it('refuses every lookup from a connection after 20 dead tokens in 10 minutes, a live one too', async () => {
    const { id, token } = await deliveredWithLink();
    // A live token never counts: the consignee's page refreshes every minute.
    for (let i = 0; i < 25; i++) expect(await view(token)).toHaveLength(1);
    for (let i = 0; i < 17; i++) expect(await view(unknownToken(i))).toEqual([]);
    expect(await confirm(unknownToken(100))).toMatchObject({ data: false, error: null });
    expect(await report(unknownToken(101))).toMatchObject({ data: false, error: null });
    expect(await view('not-a-token')).toEqual([]);

    const limited = await anon.rpc('tracking_view', { p_token: token });
    expect(limited.status).toBe(429);
    expect(limited.error?.message).toMatch(/^tracking_rate_limited: /);
    for (const refused of [await confirm(token), await report(token)]) {
      expect(refused.status).toBe(429);
      expect(refused.error?.message).toMatch(/^tracking_rate_limited: /);
    }
    expect((await deliveryAsSuperuser(id)).conformity).toBe('pending');
    // Refusals are not misses: the connection is free again 10 minutes after its last miss.
    expect(await countAsSuperuser(backend.db, 'select count(*) from private.tracking_misses')).toBe(
      20,
    );
    await backend.db.query(
      `update private.tracking_misses set missed_at = missed_at - interval '10 minutes 1 second'`,
    );
    expect(await view(token)).toHaveLength(1);
  });

  it('cannot be reset with a forged address header, and keeps no address in clear', async () => {
    for (let i = 0; i < 20; i++) expect(await view(unknownToken(i))).toEqual([]);
    const forgeries: Record<string, string>[] = [
      { 'cf-connecting-ip': '198.51.100.7' },
      { 'x-forwarded-for': '198.51.100.8' },
      { 'x-real-ip': '198.51.100.9', 'true-client-ip': '198.51.100.9' },
    ];
    for (const forged of forgeries) {
      const response = await viewOver(forged);
      expect(response.status).toBe(429);
      expect(await response.json()).toMatchObject({ code: 'PT429' });
    }
    const { rows } = await backend.db.query<{ address_hash: string }>(
      'select distinct address_hash from private.tracking_misses',
    );
    expect(rows).toHaveLength(1);
    // The socket's address (the suite's client is on this machine), as SHA-256 only.
    const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
    expect([sha256('127.0.0.1'), sha256('::1')]).toContain(rows[0].address_hash);
  });
});

describe("shared by the transporter, with the shipper's permission", () => {
  const allow = (client: TestClient, listingId: string, allowed: boolean | null) =>
    client.rpc('set_transporter_tracking', {
      p_listing_id: listingId,
      p_allowed: allowed,
    } as never);
  const readLink = async (client: TestClient, listingId: string) =>
    (
      await client
        .from('tracking_links')
        .select('token, transporter_may_share')
        .eq('listing_id', listingId)
    ).data ?? [];

  it('is refused until the shipper allows it, then gives the one live link; never revoked by him', async () => {
    const id = await insertDemoListing(backend.db, 'in-transit');
    expect((await share(transporter, id)).error?.code).toBe('42501');
    expect((await allow(transporter, id, true)).error?.code).toBe('42501');
    expect((await allow(otherShipper, id, true)).error?.code).toBe('42501');
    expect((await allow(anon, id, true)).error).not.toBeNull();
    expect((await allow(shipper, id, null)).error?.message).toMatch(/^invalid_input: /);
    expect(await linksAsSuperuser(id)).toEqual([]);

    expect((await allow(shipper, id, true)).error).toBeNull();
    // The permission alone opens nothing: no token yet.
    expect(await readLink(transporter, id)).toEqual([{ token: null, transporter_may_share: true }]);
    const { data: token, error } = await share(transporter, id);
    expect(error).toBeNull();
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(await sharedToken(id)).toBe(token);
    expect(await readLink(transporter, id)).toEqual([{ token, transporter_may_share: true }]);
    expect(await view(token ?? '')).toHaveLength(1);

    // Another transporter, or this one on a load that is not his, gets nothing.
    const other = await signedUpClient(backend, 'otro.fletero@example.test', 'transporter', 'Otro');
    expect((await share(other.client, id)).error?.code).toBe('42501');
    expect(await readLink(other.client, id)).toEqual([]);

    // The link stays the shipper's: the transporter cannot revoke it nor write it.
    expect((await transporter.rpc('revoke_tracking_link', { p_listing_id: id })).error?.code).toBe(
      '42501',
    );
    const written = await transporter
      .from('tracking_links')
      .update({ transporter_may_share: true, revoked_at: null })
      .eq('listing_id', id)
      .select();
    expect(written.data ?? []).toEqual([]);

    // Withdrawn: hidden from him and refused, still working for whoever holds it.
    expect((await allow(shipper, id, false)).error).toBeNull();
    expect(await readLink(transporter, id)).toEqual([]);
    expect((await share(transporter, id)).error?.code).toBe('42501');
    expect(await view(token ?? '')).toHaveLength(1);
    expect(await linksAsSuperuser(id)).toEqual([{ token, revoked_at: null }]);
  });

  it('is given or withdrawn only at aal2 by a shipper with a second factor', async () => {
    const strong = await signedUpClient(backend, 'dador.permiso@example.test', 'shipper', 'Fuerte');
    await enrolSecondFactor(strong.client);
    const { rows } = await backend.db.query<{ id: string }>(
      `update public.cargo_listings set shipper_id = $1 where id = $2 returning id`,
      [strong.userId, await insertDemoListing(backend.db, 'in-transit')],
    );
    const weak = await signedInClient(backend, 'dador.permiso@example.test', 'otra-clave-2026');
    expect((await allow(weak.client, rows[0].id, true)).error?.message).toMatch(/insufficient_aal/);
    expect(await readLink(transporter, rows[0].id)).toEqual([]);
    expect((await allow(strong.client, rows[0].id, true)).error).toBeNull();
    expect((await allow(weak.client, rows[0].id, false)).error?.message).toMatch(
      /insufficient_aal/,
    );
    expect(await readLink(transporter, rows[0].id)).toEqual([
      { token: null, transporter_may_share: true },
    ]);
  });

  it('is refused at aal1 to a transporter with a second factor', async () => {
    const strong = await signedUpClient(
      backend,
      'fletero.mfa@example.test',
      'transporter',
      'Fuerte',
    );
    await enrolSecondFactor(strong.client);
    const { rows } = await backend.db.query<{ id: string }>(
      `update public.cargo_listings set transporter_id = $1 where id = $2 returning id`,
      [strong.userId, await insertDemoListing(backend.db, 'in-transit')],
    );
    expect((await allow(shipper, rows[0].id, true)).error).toBeNull();
    const weak = await signedInClient(backend, 'fletero.mfa@example.test', 'otra-clave-2026');
    expect((await share(weak.client, rows[0].id)).error?.message).toMatch(/insufficient_aal/);
    expect(await readLink(weak.client, rows[0].id)).toEqual([]);
    expect((await share(strong.client, rows[0].id)).error).toBeNull();
  });
});
