/**
 * Negotiation through the feature's own fetchers, on the embedded backend (and on PostgreSQL with
 * `npm run test:pg`): counter-offers with whose turn it is and at most 5 rounds a side, the
 * history both parties read, validity ('Vencida'), expired listings and 'Republicar', and
 * 'Tomar al precio'. Every refusal comes with its Spanish message and leaves the data as it was.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  countAsSuperuser,
  dataDigest,
  DEMO_SHIPPER,
  listingInput,
  signedInClient,
  signedUpClient,
} from '../../../supabase/tests/support/data-api';
import {
  createTestClient,
  startTestBackend,
  type TestBackend,
  type TestClient,
} from '../../../supabase/tests/support/backend';
import { dataErrorMessages } from '@/lib/data-errors';
import { acceptCounterOffer } from './api/accept-counter-offer';
import { bookListing } from './api/book-listing';
import { counterProposal } from './api/counter-proposal';
import { proposalErrorMessages as messages } from './api/errors';
import { fetchListingProposals } from './api/listing-proposals';
import { fetchMyProposalsOn } from './api/my-proposals-fetch';
import { fetchProposalCounts } from './api/proposal-counts';
import { createProposal, updateProposal } from './api/submit-proposal';
import { acceptProposal, withdrawProposal } from './api/transitions';
import { MAX_COUNTERS } from './negotiation';
import type { ListingProposal } from './types';

// Every call passes a test client; the app's singleton cannot be built on Node 20.
vi.mock('@/lib/supabase', async () => ({
  supabase: (await import('@/testing/fake-supabase')).forbiddenSupabase(),
}));

const FORBIDDEN = dataErrorMessages.permission;
const HOUR = 3_600_000;

let backend: TestBackend;
let owner: TestClient;
let otherShipper: TestClient;
let transporterA: TestClient;
let transporterB: TestClient;
let verified: TestClient;
let transporterAId: string;
let verifiedId: string;

/** What a person may do with a carrier account that passed verification (approved documents). */
async function verify(userId: string): Promise<void> {
  await backend.db.query(
    `insert into public.documents (owner_id, kind, file_name, storage_path, size, mime_type,
       status, expires_on)
     select $1::uuid, kind, kind || '.pdf', $1::text || '/' || kind || '.pdf', 2048,
       'application/pdf',
       'activo', public.today_in_argentina() + 365
     from unnest(array['driving_licence', 'cargo_insurance', 'rto_vtv']) kind`,
    [userId],
  );
}

beforeAll(async () => {
  backend = await startTestBackend({ rateLimits: false });
  const [o, s, a, b, v] = await Promise.all([
    signedInClient(backend, DEMO_SHIPPER.email),
    signedUpClient(backend, 'dadora.negocia@example.test', 'shipper', 'Sofía Ruiz'),
    signedUpClient(backend, 'negocia.a@example.test', 'transporter', 'Ana Torres'),
    signedUpClient(backend, 'negocia.b@example.test', 'transporter', 'Bruno Paz'),
    signedUpClient(backend, 'verificado@example.test', 'transporter', 'Vera Ortiz'),
  ]);
  [owner, otherShipper, transporterA, transporterB, verified] = [
    o.client,
    s.client,
    a.client,
    b.client,
    v.client,
  ];
  [transporterAId, verifiedId] = [a.userId, v.userId];
  await verify(verifiedId);
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

async function publish(overrides: Record<string, unknown> = {}): Promise<string> {
  const { data, error } = await owner
    .from('cargo_listings')
    .insert(listingInput({ title: 'Carga negociada', ...overrides }))
    .select('id')
    .single();
  if (error) throw error;
  return data.id;
}

/** A pending listing of the demo shipper whose pickup date passed, written by the operator. */
async function expiredListing(): Promise<string> {
  const { rows } = await backend.db.query<{ id: string }>(
    `insert into public.cargo_listings (shipper_id, title, origin, destination, weight_kg,
       pickup_date, delivery_date, price, cargo_type, load_type, instant_booking)
     values ($1, 'Carga vencida', 'Mendoza', 'Córdoba', 1000, public.today_in_argentina() - 2, public.today_in_argentina() - 1,
       1000, 'food', 'dry', true)
     returning id`,
    [DEMO_SHIPPER.id],
  );
  return rows[0].id;
}

const offer = (price: number, validUntil?: string) => ({ price, message: '', validUntil });

/** The one proposal on a listing, as the shipper's 'Propuestas (N)' shows it. */
async function shipperView(listingId: string): Promise<ListingProposal> {
  const [proposal] = await fetchListingProposals(listingId, owner);
  return proposal;
}

async function transporterView(listingId: string, client: TestClient) {
  const [proposal] = await fetchMyProposalsOn(listingId, client);
  return proposal;
}

/** Every row of the tables the negotiation writes: equal digests mean nothing changed. */
async function digest(): Promise<string> {
  const extra = await backend.db.query<{ n: string }>(
    `select (select count(*) from public.proposal_offers)::text || '/'
       || (select count(*) from public.notifications)::text as n`,
  );
  return `${await dataDigest(backend.db)}/${extra.rows[0].n}`;
}

async function refused(action: () => Promise<unknown>, message: string): Promise<void> {
  const before = await digest();
  await expect(action()).rejects.toMatchObject({ message });
  expect(await digest(), 'data unchanged').toBe(before);
}

async function notificationsOf(userId: string, kind: string) {
  const { rows } = await backend.db.query<{ title: string; body: string; link: string }>(
    `select title, body, link from public.notifications
     where recipient_id = $1 and kind = $2 order by created_at`,
    [userId, kind],
  );
  return rows;
}

describe('counter-offers', () => {
  it('goes back and forth, each side on its turn, with the whole history for both parties', async () => {
    const listingId = await publish({ title: 'Carga regateada' });
    const id = await createProposal(listingId, offer(1000), transporterA);

    let seen = await shipperView(listingId);
    expect(seen).toMatchObject({ price: 1000, turn: 'shipper', shipperCounters: 0 });
    expect(seen.history).toEqual([
      { side: 'transporter', price: 1000, createdAt: expect.any(String) },
    ]);
    // The shipper counters: the price on the table and its version change, the carrier's turn.
    await counterProposal(seen, 900, owner);
    seen = await shipperView(listingId);
    expect(seen).toMatchObject({ price: 900, version: 2, turn: 'transporter', shipperCounters: 1 });
    const renewed = Date.parse(seen.validUntil) - Date.now();
    expect(renewed).toBeGreaterThan(47 * HOUR);
    expect(renewed).toBeLessThanOrEqual(48 * HOUR);
    expect(await notificationsOf(transporterAId, 'counter_offer_received')).toEqual([
      {
        title: 'Contraoferta recibida',
        body: 'El dador de carga te ofrece 900,00 € por «Carga regateada». Tienes 48 horas para responder.',
        link: `/listings/${listingId}`,
      },
    ]);

    // Not the shipper's turn: it can neither accept the carrier's older price nor counter again.
    await refused(
      () => acceptProposal({ id, price: 1000, version: 1 }, owner),
      messages.not_your_turn,
    );
    await refused(() => acceptProposal(seen, owner), messages.not_your_turn);
    await refused(() => counterProposal(seen, 850, owner), messages.not_your_turn);
    // Nor may the carrier edit its offer now: it answers the counter (RLS hides the row).
    await refused(
      () => updateProposal(id, { price: 990, message: '' }, transporterA),
      messages.proposal_not_pending,
    );

    // The carrier reads the same negotiation and answers with its own price.
    const mine = await transporterView(listingId, transporterA);
    expect(mine).toMatchObject({ price: 900, version: 2, turn: 'transporter' });
    await counterProposal(mine, 950, transporterA);
    seen = await shipperView(listingId);
    expect(seen).toMatchObject({ price: 950, version: 3, turn: 'shipper', transporterCounters: 1 });
    expect(seen.history.map(({ side, price }) => [side, price])).toEqual([
      ['transporter', 1000],
      ['shipper', 900],
      ['transporter', 950],
    ]);
    expect((await transporterView(listingId, transporterA)).history).toEqual(seen.history);
    expect(await notificationsOf(DEMO_SHIPPER.id, 'counter_offer_received')).toContainEqual({
      title: 'Contraoferta recibida',
      body: 'El transportista respondió a tu contraoferta con 950,00 € por «Carga regateada». Tienes 48 horas para responder.',
      link: `/listings/${listingId}`,
    });

    // The shipper's 'Aceptar' takes the price now on the table, and only the one shown.
    await refused(
      () => acceptProposal({ id, price: 900, version: 2 }, owner),
      messages.proposal_changed,
    );
    await acceptProposal(seen, owner);
    const { rows } = await backend.db.query<{
      status: string;
      transporter_id: string;
      price: string;
    }>(
      `select l.status, l.transporter_id, p.price::text
       from public.cargo_listings l join public.proposals p on p.listing_id = l.id
       where l.id = $1`,
      [listingId],
    );
    expect(rows).toEqual([{ status: 'assigned', transporter_id: transporterAId, price: '950.00' }]);
  });

  it("lets the carrier accept the shipper's counter: assigned as an acceptance assigns it", async () => {
    const listingId = await publish({ title: 'Carga aceptada por el transportista' });
    await createProposal(listingId, offer(2000), transporterA);
    const other = await createProposal(listingId, offer(2100), transporterB);
    await counterProposal(await shipperView(listingId), 1800, owner);

    const mine = await transporterView(listingId, transporterA);
    // Only the carrier it is addressed to, on its turn, at the counter shown.
    await refused(() => acceptCounterOffer(mine, transporterB), FORBIDDEN);
    await refused(() => acceptCounterOffer(mine, owner), FORBIDDEN);
    await refused(
      () => acceptCounterOffer({ ...mine, price: 2000 }, transporterA),
      messages.proposal_changed,
    );
    await refused(
      () => acceptCounterOffer({ ...mine, version: 1 }, transporterA),
      messages.proposal_changed,
    );
    await refused(
      async () => acceptCounterOffer(await transporterView(listingId, transporterB), transporterB),
      messages.not_your_turn,
    );

    await acceptCounterOffer(mine, transporterA);
    const { rows } = await backend.db.query<{
      status: string;
      transporter_id: string;
      proposals: Record<string, string>;
      assigned_events: number;
    }>(
      `select l.status, l.transporter_id,
         (select jsonb_object_agg(p.id, p.status || ' ' || p.price) from public.proposals p
           where p.listing_id = l.id) as proposals,
         (select count(*)::int from public.shipment_events e
           where e.listing_id = l.id and e.status = 'assigned') as assigned_events
       from public.cargo_listings l where l.id = $1`,
      [listingId],
    );
    expect(rows[0]).toEqual({
      status: 'assigned',
      transporter_id: transporterAId,
      proposals: { [mine.id]: 'accepted 1800.00', [other]: 'rejected 2100.00' },
      assigned_events: 1,
    });
    expect(await notificationsOf(DEMO_SHIPPER.id, 'counter_offer_accepted')).toContainEqual({
      title: 'Contraoferta aceptada',
      body: 'El transportista aceptó tu contraoferta de 1.800,00 € para «Carga aceptada por el transportista». La carga quedó asignada.',
      link: `/listings/${listingId}`,
    });
    // The carrier accepted itself: it is not told 'Aceptaron tu propuesta'.
    expect(
      (await notificationsOf(transporterAId, 'proposal_accepted')).filter((n) =>
        n.body.includes('Carga aceptada por el transportista'),
      ),
    ).toEqual([]);
  });

  it(`stops each side at ${MAX_COUNTERS} counters; the shipper may still accept`, async () => {
    const listingId = await publish({ title: 'Carga de cinco rondas' });
    await createProposal(listingId, offer(5000), transporterA);
    for (let round = 1; round <= MAX_COUNTERS; round++) {
      await counterProposal(await shipperView(listingId), 4000 + round, owner);
      await counterProposal(
        await transporterView(listingId, transporterA),
        5000 - round,
        transporterA,
      );
    }
    const seen = await shipperView(listingId);
    expect(seen).toMatchObject({
      shipperCounters: MAX_COUNTERS,
      transporterCounters: MAX_COUNTERS,
      turn: 'shipper',
    });
    expect(seen.history).toHaveLength(1 + 2 * MAX_COUNTERS);
    // A 6th round of the shipper.
    await refused(() => counterProposal(seen, 4500, owner), messages.counter_limit_reached);

    // A 6th of the carrier, were it its turn again (only an operator can put it there).
    await backend.db.query(`update public.proposals set turn = 'transporter' where id = $1`, [
      seen.id,
    ]);
    await refused(
      async () =>
        counterProposal(await transporterView(listingId, transporterA), 4600, transporterA),
      messages.counter_limit_reached,
    );
    await backend.db.query(`update public.proposals set turn = 'shipper' where id = $1`, [seen.id]);

    await acceptProposal(seen, owner);
  });

  it('refuses counters from anyone but the two parties, or at a bad price, and changes nothing', async () => {
    const listingId = await publish({ title: 'Carga atacada' });
    await createProposal(listingId, offer(3000), transporterA);
    const seen = await shipperView(listingId);

    // A carrier countering on someone else's proposal, another shipper, a visitor.
    await refused(() => counterProposal(seen, 10, transporterB), FORBIDDEN);
    await refused(() => counterProposal(seen, 10, otherShipper), FORBIDDEN);
    await refused(() => counterProposal(seen, 10, createTestClient(backend)), FORBIDDEN);
    // The carrier countering its own price while the shipper has the turn.
    await refused(() => counterProposal(seen, 2900, transporterA), messages.not_your_turn);
    // A counter to a version that is no longer the one on the table.
    await refused(
      () => counterProposal({ ...seen, version: 7 }, 2900, owner),
      messages.proposal_changed,
    );
    await refused(
      () => counterProposal({ id: 'e0000000-0000-4000-8000-000000000000', version: 1 }, 10, owner),
      messages.proposal_not_pending,
    );
    for (const price of [0, -1, 0.001, 100_000_000.01, Number.NaN]) {
      await refused(() => counterProposal(seen, price, owner), messages.counter_price_invalid);
    }
    await refused(() => counterProposal(seen, 3000, owner), messages.counter_price_unchanged);
    await counterProposal(seen, 100_000_000, owner);
  });
});

describe('validity', () => {
  it("takes the carrier's 'Válida hasta' within 7 days, 48 hours by default", async () => {
    const listingId = await publish({ title: 'Carga con validez' });
    const inFiveDays = new Date(Date.now() + 5 * 24 * HOUR).toISOString();
    await createProposal(listingId, offer(700, inFiveDays), transporterA);
    expect(Date.parse((await shipperView(listingId)).validUntil)).toBe(Date.parse(inFiveDays));

    await createProposal(listingId, offer(710), transporterB);
    const byDefault =
      Date.parse((await transporterView(listingId, transporterB)).validUntil) - Date.now();
    expect(byDefault).toBeGreaterThan(47 * HOUR);
    expect(byDefault).toBeLessThanOrEqual(48 * HOUR);

    for (const validUntil of [
      new Date(Date.now() - HOUR).toISOString(),
      new Date(Date.now() + 7 * 24 * HOUR + HOUR).toISOString(),
    ]) {
      await refused(
        () => createProposal(listingId, offer(720, validUntil), verified),
        messages.proposal_validity_out_of_range,
      );
    }
  });

  it('an expired proposal is neither accepted nor countered, still withdrawn, and not counted', async () => {
    const listingId = await publish({ title: 'Carga con propuesta vencida' });
    const id = await createProposal(listingId, offer(1500), transporterA);
    await backend.db.query(
      `update public.proposals set valid_until = now() - interval '1 minute' where id = $1`,
      [id],
    );
    const seen = await shipperView(listingId);
    await refused(() => acceptProposal(seen, owner), messages.proposal_expired);
    await refused(() => counterProposal(seen, 1400, owner), messages.proposal_expired);
    expect(await fetchProposalCounts([listingId], owner)).toEqual({});

    // Expired on the carrier's turn, after a counter (put there by the operator).
    await backend.db.query(
      `update public.proposals set turn = 'transporter', valid_until = now() - interval '1 minute'
       where id = $1`,
      [id],
    );
    const mine = await transporterView(listingId, transporterA);
    await refused(() => acceptCounterOffer(mine, transporterA), messages.proposal_expired);
    await refused(() => counterProposal(mine, 1450, transporterA), messages.proposal_expired);
    await withdrawProposal(id, transporterA);
  });
});

describe('expired listings', () => {
  it('take no offer, acceptance or counter (Republicar brings them back: listings feature)', async () => {
    const listingId = await publish({ title: 'Carga que vence' });
    await createProposal(listingId, offer(950), transporterB);
    // The pickup date passes (moved in the data, not by waiting).
    await backend.db.query(
      `update public.cargo_listings
       set pickup_date = public.today_in_argentina() - 2, delivery_date = public.today_in_argentina() - 1 where id = $1`,
      [listingId],
    );
    await refused(
      () => createProposal(listingId, offer(900), transporterA),
      messages.listing_expired,
    );
    const seen = await shipperView(listingId);
    await refused(() => acceptProposal(seen, owner), messages.listing_expired);
    await refused(() => counterProposal(seen, 900, owner), messages.listing_expired);
    await backend.db.query(`update public.proposals set turn = 'transporter' where id = $1`, [
      seen.id,
    ]);
    await refused(
      async () => acceptCounterOffer(await transporterView(listingId, transporterB), transporterB),
      messages.listing_expired,
    );
    // Withdrawing stays possible.
    await withdrawProposal(seen.id, transporterB);
  });

  it('stay open all of their pickup day in Argentina, also once it is tomorrow in UTC (from 21:00 there)', async () => {
    const listingId = await publish({ title: 'Carga para hoy' });
    await backend.db.query(
      `update public.cargo_listings set pickup_date = public.today_in_argentina(),
         delivery_date = public.today_in_argentina() + 1 where id = $1`,
      [listingId],
    );
    await createProposal(listingId, offer(950), transporterB);
    await acceptProposal(await shipperView(listingId), owner);
  });
});

describe('Tomar al precio', () => {
  async function instantListing(
    title: string,
  ): Promise<{ id: string; price: number; version: number }> {
    const id = await publish({ title, instant_booking: true, price: 1500 });
    return { id, price: 1500, version: 1 };
  }

  it('books the listing at its posted price in one step, as an acceptance assigns it', async () => {
    const listing = await instantListing('Carga reservable');
    const other = await createProposal(listing.id, offer(1400), transporterA);
    const own = await createProposal(listing.id, offer(1450), verified);

    const accepted = await bookListing(listing, verified);
    const { rows } = await backend.db.query<{
      status: string;
      transporter_id: string;
      proposals: Record<string, string>;
      assigned_events: number;
    }>(
      `select l.status, l.transporter_id,
         (select jsonb_object_agg(p.id, p.status || ' ' || p.price) from public.proposals p
           where p.listing_id = l.id) as proposals,
         (select count(*)::int from public.shipment_events e
           where e.listing_id = l.id and e.status = 'assigned') as assigned_events
       from public.cargo_listings l where l.id = $1`,
      [listing.id],
    );
    expect(rows[0]).toEqual({
      status: 'assigned',
      transporter_id: verifiedId,
      proposals: {
        [accepted]: 'accepted 1500.00',
        [other]: 'rejected 1400.00',
        [own]: 'withdrawn 1450.00',
      },
      assigned_events: 1,
    });
    expect(await notificationsOf(DEMO_SHIPPER.id, 'listing_booked')).toContainEqual({
      title: 'Carga reservada',
      body: 'Un transportista verificado tomó «Carga reservable» al precio publicado de 1.500,00 €.',
      link: `/listings/${listing.id}`,
    });
    await refused(() => bookListing(listing, verified), messages.listing_not_pending);
  });

  it('refuses a listing without Reserva inmediata, an unverified carrier, a changed listing', async () => {
    const plain = await publish({ title: 'Carga sin reserva', price: 1500 });
    await refused(
      () => bookListing({ id: plain, price: 1500, version: 1 }, verified),
      messages.instant_booking_disabled,
    );

    const listing = await instantListing('Carga con reserva');
    await refused(() => bookListing(listing, transporterA), messages.transporter_not_verified);
    await refused(() => bookListing(listing, owner), messages.transporter_not_verified);
    await refused(() => bookListing(listing, createTestClient(backend)), FORBIDDEN);

    // The shipper raises the price after the carrier saw it; then edits the title only.
    await owner.from('cargo_listings').update({ price: 1800 }).eq('id', listing.id);
    await refused(() => bookListing(listing, verified), messages.listing_changed);
    await owner
      .from('cargo_listings')
      .update({ title: 'Carga con reserva (editada)' })
      .eq('id', listing.id);
    await refused(
      () => bookListing({ ...listing, price: 1800, version: 2 }, verified),
      messages.listing_changed,
    );
    await bookListing({ ...listing, price: 1800, version: 3 }, verified);

    const expired = await expiredListing();
    await refused(
      () => bookListing({ id: expired, price: 1000, version: 1 }, verified),
      messages.listing_expired,
    );
    expect(
      await countAsSuperuser(
        backend.db,
        `select count(*) from public.proposals where listing_id = $1`,
        [expired],
      ),
    ).toBe(0);
  });
});
