/**
 * 'Tomar al precio' at the same moment: in each trial several verified transporters, each signed in
 * on a client of its own, book one Reserva inmediata listing at once, while its owner accepts the
 * live offer another transporter made on it. Exactly one of them may win; the others must fail
 * with one of the mapped messages, and the data must be consistent: one accepted proposal, the
 * listing assigned to its transporter, the live offer rejected unless it won, one 'assigned' event.
 *
 * On the embedded engine (PGlite, one connection) requests are serialised; with
 * LOCAL_SUPABASE_DB_URL the same test runs on a PostgreSQL server with a pool of connections,
 * where the calls really overlap and only the listing row lock keeps them apart.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DEMO_SHIPPER,
  signedInClient,
  signedUpClient,
} from '../../../supabase/tests/support/data-api';
import {
  startTestBackend,
  type TestBackend,
  type TestClient,
} from '../../../supabase/tests/support/backend';
import { bookListing, type BookedTerms } from './api/book-listing';
import { proposalErrorMessages } from './api/errors';
import { acceptProposal, type AcceptedTerms } from './api/transitions';

vi.mock('@/lib/supabase', async () => ({
  supabase: (await import('@/testing/fake-supabase')).forbiddenSupabase(),
}));

const TRIALS = 100;
const BOOKERS = 4;
const MAPPED = new Set<string>([
  proposalErrorMessages.listing_not_pending,
  proposalErrorMessages.proposal_not_pending,
]);

let backend: TestBackend;
let owner: TestClient;
let bookers: TestClient[];
let bookerIds: string[];
let offererId: string;

beforeAll(async () => {
  backend = await startTestBackend({ rateLimits: false });
  owner = (await signedInClient(backend, DEMO_SHIPPER.email)).client;
  const signedUp = await Promise.all(
    Array.from({ length: BOOKERS }, (_, i) =>
      signedUpClient(backend, `reserva${i}@example.test`, 'transporter', `Transportista ${i}`),
    ),
  );
  bookers = signedUp.map((s) => s.client);
  bookerIds = signedUp.map((s) => s.userId);
  offererId = (await signedUpClient(backend, 'oferente@example.test', 'transporter', 'Oferente'))
    .userId;
  // Verified: an approved driving licence, cargo insurance and RTO/VTV each.
  await backend.db.query(
    `insert into public.documents (owner_id, kind, file_name, storage_path, size, mime_type,
       status)
     select u.id, k.kind, k.kind || '.pdf', u.id::text || '/' || k.kind || '.pdf', 2048,
       'application/pdf', 'activo'
     from unnest($1::uuid[]) as u(id)
     cross join unnest(array['driving_licence', 'cargo_insurance', 'rto_vtv']) as k(kind)`,
    [bookerIds],
  );
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

/** A new Reserva inmediata listing of the demo shipper with one live offer (as operator). */
async function bookableListing(
  trial: number,
): Promise<{ listing: BookedTerms; offer: AcceptedTerms }> {
  const { rows } = await backend.db.query<BookedTerms>(
    `insert into public.cargo_listings (shipper_id, title, origin, destination, weight_kg,
       pickup_date, delivery_date, price, cargo_type, load_type, instant_booking)
     values ($1, $2, 'Mendoza', 'Córdoba', 1000, public.today_in_argentina() + 1, public.today_in_argentina() + 2, 1000, 'food',
       'dry', true)
     returning id, price::float8 as price, version`,
    [DEMO_SHIPPER.id, `Reserva ${trial}`],
  );
  const offer = await backend.db.query<AcceptedTerms>(
    `insert into public.proposals (listing_id, transporter_id, price) values ($1, $2, 950)
     returning id, price::float8 as price, version`,
    [rows[0].id, offererId],
  );
  return { listing: rows[0], offer: offer.rows[0] };
}

describe('concurrent bookings', () => {
  it(`leave exactly one winner in each of ${TRIALS} trials`, async () => {
    const wins = new Map<string, number>();
    const failures = new Map<string, number>();
    const started = performance.now();

    for (let trial = 0; trial < TRIALS; trial++) {
      const { listing, offer } = await bookableListing(trial);
      // Each booker names the terms it shows, and the owner the offer it shows, all at once.
      const contenders = [
        ...bookers.map((client) => () => bookListing(listing, client)),
        () => acceptProposal(offer, owner),
      ];
      const results = await Promise.allSettled(contenders.map((run) => run()));

      const winners = results.flatMap((r, i) => (r.status === 'fulfilled' ? [i] : []));
      expect(winners, `trial ${trial}: one succeeds`).toHaveLength(1);
      const winner = winners[0];
      const ownerWon = winner === BOOKERS;
      wins.set(ownerWon ? 'owner' : 'booker', (wins.get(ownerWon ? 'owner' : 'booker') ?? 0) + 1);
      for (const r of results) {
        if (r.status === 'rejected') {
          const message = r.reason instanceof Error ? r.reason.message : String(r.reason);
          expect(MAPPED, `trial ${trial}: unexpected error ${message}`).toContain(message);
          failures.set(message, (failures.get(message) ?? 0) + 1);
        }
      }

      const state = await backend.db.query<{
        status: string;
        transporter_id: string;
        accepted: { transporter_id: string; price: number }[];
        offer_status: string;
        proposals: number;
        assigned_events: number;
      }>(
        `select l.status, l.transporter_id,
           (select jsonb_agg(jsonb_build_object('transporter_id', p.transporter_id,
               'price', p.price))
             from public.proposals p
             where p.listing_id = l.id and p.status = 'accepted') as accepted,
           (select p.status::text from public.proposals p where p.id = $2) as offer_status,
           (select count(*)::int from public.proposals p where p.listing_id = l.id) as proposals,
           (select count(*)::int from public.shipment_events e
             where e.listing_id = l.id and e.status = 'assigned') as assigned_events
         from public.cargo_listings l where l.id = $1`,
        [listing.id, offer.id],
      );
      const winnerId = ownerWon ? offererId : bookerIds[winner];
      expect(state.rows[0], `trial ${trial}: consistent data`).toEqual({
        status: 'assigned',
        transporter_id: winnerId,
        accepted: [{ transporter_id: winnerId, price: ownerWon ? 950 : 1000 }],
        offer_status: ownerWon ? 'accepted' : 'rejected',
        // The live offer, plus the one booking that went through.
        proposals: ownerWon ? 1 : 2,
        assigned_events: 1,
      });
    }

    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `book concurrency: ${TRIALS} trials × ${BOOKERS} simultaneous bookings and one acceptance ` +
        `in ${seconds} s; 1 winner each; winners ${JSON.stringify(Object.fromEntries(wins))}; ` +
        `refusals ${JSON.stringify(Object.fromEntries(failures))}`,
    );
  }, 600_000);
});
