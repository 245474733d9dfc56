/**
 * Accepting offers at the same moment: in each trial the owner, signed in on several separate
 * clients (one per proposal, as if from several tabs or devices), accepts every proposal of one
 * listing at once. Exactly one acceptance may win; the others must fail with one of the mapped
 * messages, and the data must be consistent: one accepted proposal, the listing assigned to its
 * transporter, the rest rejected, one 'assigned' event.
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
import { acceptProposal, type AcceptedTerms } from './api/transitions';
import { proposalErrorMessages } from './api/errors';

vi.mock('@/lib/supabase', async () => ({
  supabase: (await import('@/testing/fake-supabase')).forbiddenSupabase(),
}));

const TRIALS = 100;
const TRANSPORTERS = 5;
const MAPPED = new Set<string>([
  proposalErrorMessages.listing_not_pending,
  proposalErrorMessages.proposal_not_pending,
]);

let backend: TestBackend;
let ownerClients: TestClient[];
let transporterIds: string[];

beforeAll(async () => {
  backend = await startTestBackend({ rateLimits: false });
  ownerClients = (
    await Promise.all(
      Array.from({ length: TRANSPORTERS }, () => signedInClient(backend, DEMO_SHIPPER.email)),
    )
  ).map((s) => s.client);
  transporterIds = (
    await Promise.all(
      Array.from({ length: TRANSPORTERS }, (_, i) =>
        signedUpClient(backend, `carrera${i}@example.test`, 'transporter', `Transportista ${i}`),
      ),
    )
  ).map((s) => s.userId);
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

/** A new pending listing of the demo shipper with one live proposal per transporter (as operator). */
async function listingWithProposals(
  trial: number,
): Promise<{ listingId: string; offers: AcceptedTerms[] }> {
  const { rows } = await backend.db.query<{ id: string }>(
    `insert into public.cargo_listings (shipper_id, title, origin, destination, weight_kg,
       pickup_date, delivery_date, price, cargo_type, load_type)
     values ($1, $2, 'Mendoza', 'Córdoba', 1000, public.today_in_argentina() + 1, public.today_in_argentina() + 2, 1000, 'food', 'dry')
     returning id`,
    [DEMO_SHIPPER.id, `Carrera ${trial}`],
  );
  const listingId = rows[0].id;
  const proposals = await backend.db.query<AcceptedTerms>(
    `insert into public.proposals (listing_id, transporter_id, price)
     select $1, t.id, 900 + t.n from unnest($2::uuid[]) with ordinality as t(id, n)
     returning id, price::float8 as price, version`,
    [listingId, transporterIds],
  );
  return { listingId, offers: proposals.rows };
}

describe('concurrent acceptance', () => {
  it(`leaves exactly one accepted proposal in each of ${TRIALS} trials`, async () => {
    const wins = new Map<number, number>();
    const failures = new Map<string, number>();
    const started = performance.now();

    for (let trial = 0; trial < TRIALS; trial++) {
      const { listingId, offers } = await listingWithProposals(trial);
      // Each client names the terms it shows, all at once: the race is on the acceptance alone.
      const results = await Promise.allSettled(
        offers.map((terms, i) => acceptProposal(terms, ownerClients[i])),
      );

      const winners = results.flatMap((r, i) => (r.status === 'fulfilled' ? [i] : []));
      expect(winners, `trial ${trial}: one acceptance succeeds`).toHaveLength(1);
      wins.set(winners[0], (wins.get(winners[0]) ?? 0) + 1);
      for (const r of results) {
        if (r.status === 'rejected') {
          const message = r.reason instanceof Error ? r.reason.message : String(r.reason);
          expect(MAPPED, `trial ${trial}: unexpected error ${message}`).toContain(message);
          failures.set(message, (failures.get(message) ?? 0) + 1);
        }
      }

      const winner = offers[winners[0]].id;
      const state = await backend.db.query<{
        status: string;
        transporter_id: string;
        accepted: string[];
        rejected: number;
        assigned_events: number;
      }>(
        `select l.status, l.transporter_id,
             (select array_agg(p.id) from public.proposals p
               where p.listing_id = l.id and p.status = 'accepted') as accepted,
             (select count(*)::int from public.proposals p
               where p.listing_id = l.id and p.status = 'rejected') as rejected,
             (select count(*)::int from public.shipment_events e
               where e.listing_id = l.id and e.status = 'assigned') as assigned_events
           from public.cargo_listings l where l.id = $1`,
        [listingId],
      );
      expect(state.rows[0], `trial ${trial}: consistent data`).toEqual({
        status: 'assigned',
        transporter_id: transporterIds[winners[0]],
        accepted: [winner],
        rejected: TRANSPORTERS - 1,
        assigned_events: 1,
      });
    }

    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `accept concurrency: ${TRIALS} trials × ${TRANSPORTERS} simultaneous acceptances in ${seconds} s; ` +
        `1 winner each; winner by client ${JSON.stringify(Object.fromEntries(wins))}; ` +
        `refusals ${JSON.stringify(Object.fromEntries(failures))}`,
    );
  }, 600_000);
});
