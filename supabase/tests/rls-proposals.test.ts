/**
 * Row Level Security of the offers tables (`proposals`, `shipment_events`), as a table of cases
 * like rls.test.ts: every operation for anon, the listing's owner, another shipper, the proposing
 * transporter, another transporter and an admin, with the rows the database holds before and after.
 * Status changes go through RPCs (proposals-lifecycle.test.ts); here nobody may write them.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  createTestClient,
  startTestBackend,
  type TestBackend,
  type TestClient,
} from './support/backend.ts';
import {
  ACCEPTED_PROPOSAL_ID,
  adminClient,
  ASSIGNED_LISTING_ID,
  DEMO_SHIPPER,
  DEMO_TRANSPORTER,
  LIVE_PROPOSAL_ID,
  PENDING_LISTING_ID,
  signedInClient,
  signedUpClient,
} from './support/data-api.ts';
import { type RlsCase as MatrixCase, runRlsCase } from './support/rls-matrix.ts';

type Actor = 'anon' | 'owner' | 'otherShipper' | 'transporter' | 'otherTransporter' | 'admin';
type Table = 'proposals' | 'shipment_events';
type Ids = Record<Exclude<Actor, 'anon'>, string>;
type RlsCase = MatrixCase<Actor, Table, Ids>;

/** Seeded pending listings of the demo shipper with no proposal yet. */
const LISTING_2 = 'a0000000-0000-4000-8000-000000000002';
const LISTING_4 = 'a0000000-0000-4000-8000-000000000004';
const OTHER_TRANSPORTER_PROPOSAL = 'd0000000-0000-4000-8000-000000000001';

const proposalCount = (where: string) => `select count(*) from public.proposals where ${where}`;
const eventCount = (where: string) => `select count(*) from public.shipment_events where ${where}`;
const ownersProposals = (ids: Ids) =>
  `select count(*) from public.proposals p join public.cargo_listings l on l.id = p.listing_id
   where l.shipper_id = '${ids.owner}'`;

const denied = (status: number) => ({ allowed: false as const, code: '42501', status });
const hidden = { allowed: false as const, hidden: true as const };
const nonOwners = ['otherShipper', 'otherTransporter', 'admin'] as const;

const cases: RlsCase[] = [
  // ---------------------------------------------------------------- proposals: select
  {
    actor: 'anon',
    table: 'proposals',
    op: 'select',
    what: 'cannot read proposals',
    act: (c) => c.from('proposals').select('id'),
    expect: denied(401),
    probe: () => proposalCount('true'),
    before: 2,
    after: 2,
  },
  {
    actor: 'owner',
    table: 'proposals',
    op: 'select',
    what: 'reads the proposals on its listings',
    act: (c) => c.from('proposals').select('id, price, status'),
    expect: { allowed: true, rows: ownersProposals },
    probe: ownersProposals,
    before: 2,
    after: 2,
  },
  {
    actor: 'transporter',
    table: 'proposals',
    op: 'select',
    what: 'reads its own proposals',
    act: (c) => c.from('proposals').select('id'),
    expect: { allowed: true, rows: 2 },
    probe: (ids) => proposalCount(`transporter_id = '${ids.transporter}'`),
    before: 2,
    after: 2,
  },
  {
    actor: 'otherTransporter',
    table: 'proposals',
    op: 'select',
    what: 'reads only its own proposal, not the other transporter’s',
    setup: (ids) =>
      `insert into public.proposals (id, listing_id, transporter_id, price)
       values ('${OTHER_TRANSPORTER_PROPOSAL}', '${LISTING_2}', '${ids.otherTransporter}', 1400)`,
    act: (c) => c.from('proposals').select('id, transporter_id'),
    expect: { allowed: true, rows: 1 },
    probe: () => proposalCount('true'),
    before: 3,
    after: 3,
  },
  {
    actor: 'otherTransporter',
    table: 'proposals',
    op: 'select',
    what: 'cannot read a competitor’s proposal by id',
    act: (c) => c.from('proposals').select('id').eq('id', LIVE_PROPOSAL_ID),
    expect: { allowed: true, rows: 0 },
    probe: () => proposalCount(`id = '${LIVE_PROPOSAL_ID}'`),
    before: 1,
    after: 1,
  },
  ...(['otherShipper', 'admin'] as const).map((actor): RlsCase => ({
    actor,
    table: 'proposals',
    op: 'select',
    what: 'reads no proposal',
    act: (c) => c.from('proposals').select('id'),
    expect: { allowed: true, rows: 0 },
    probe: () => proposalCount('true'),
    before: 3,
    after: 3,
  })),

  // ---------------------------------------------------------------- proposals: insert
  {
    actor: 'transporter',
    table: 'proposals',
    op: 'insert',
    what: 'proposes on a pending listing as itself',
    act: (c) =>
      c
        .from('proposals')
        .insert({ listing_id: PENDING_LISTING_ID, price: 2700, message: 'Salgo el lunes.' })
        .select('id'),
    expect: { allowed: true, rows: 1 },
    probe: (ids) =>
      proposalCount(
        `listing_id = '${PENDING_LISTING_ID}' and transporter_id = '${ids.transporter}'`,
      ),
    before: 0,
    after: 1,
  },
  {
    actor: 'transporter',
    table: 'proposals',
    op: 'insert',
    what: 'cannot have two live proposals on one listing',
    act: (c) =>
      c.from('proposals').insert({ listing_id: PENDING_LISTING_ID, price: 2600 }).select('id'),
    expect: { allowed: false, code: '23505', status: 409 },
    probe: (ids) =>
      proposalCount(
        `listing_id = '${PENDING_LISTING_ID}' and transporter_id = '${ids.transporter}'`,
      ),
    before: 1,
    after: 1,
  },
  {
    actor: 'transporter',
    table: 'proposals',
    op: 'insert',
    what: 'cannot propose in another transporter’s name',
    act: (c, ids) =>
      c
        .from('proposals')
        .insert({ listing_id: LISTING_4, transporter_id: ids.otherTransporter, price: 900 })
        .select('id'),
    expect: denied(403),
    probe: () => proposalCount(`listing_id = '${LISTING_4}'`),
    before: 0,
    after: 0,
  },
  {
    actor: 'transporter',
    table: 'proposals',
    op: 'insert',
    what: 'cannot insert a proposal already accepted',
    act: (c) =>
      c
        .from('proposals')
        .insert({ listing_id: LISTING_4, price: 900, status: 'accepted' })
        .select('id'),
    expect: denied(403),
    probe: () => proposalCount(`listing_id = '${LISTING_4}'`),
    before: 0,
    after: 0,
  },
  {
    actor: 'transporter',
    table: 'proposals',
    op: 'insert',
    what: 'cannot propose on a listing that is no longer pending',
    act: (c) =>
      c.from('proposals').insert({ listing_id: ASSIGNED_LISTING_ID, price: 900 }).select('id'),
    expect: { allowed: false, code: 'P0001', status: 400 },
    probe: () => proposalCount(`listing_id = '${ASSIGNED_LISTING_ID}'`),
    before: 1,
    after: 1,
  },
  ...(
    [
      ['a price of 0', { price: 0 }],
      ['a negative price', { price: -10 }],
      ['a price above 100.000.000', { price: 100_000_000.01 }],
      ['a message over 1000 characters', { price: 900, message: 'x'.repeat(1001) }],
    ] as const
  ).map(([what, values]): RlsCase => ({
    actor: 'transporter',
    table: 'proposals',
    op: 'insert',
    what: `cannot propose ${what}`,
    act: (c) =>
      c
        .from('proposals')
        .insert({ listing_id: LISTING_4, ...values })
        .select('id'),
    expect: { allowed: false, code: '23514', status: 400 },
    probe: () => proposalCount(`listing_id = '${LISTING_4}'`),
    before: 0,
    after: 0,
  })),
  ...(['owner', 'otherShipper', 'admin'] as const).map((actor): RlsCase => ({
    actor,
    table: 'proposals',
    op: 'insert',
    what: 'cannot propose (not a transporter)',
    act: (c) => c.from('proposals').insert({ listing_id: LISTING_4, price: 900 }).select('id'),
    expect: denied(403),
    probe: () => proposalCount(`listing_id = '${LISTING_4}'`),
    before: 0,
    after: 0,
  })),
  {
    actor: 'anon',
    table: 'proposals',
    op: 'insert',
    what: 'cannot propose',
    act: (c) => c.from('proposals').insert({ listing_id: LISTING_4, price: 900 }),
    expect: denied(401),
    probe: () => proposalCount(`listing_id = '${LISTING_4}'`),
    before: 0,
    after: 0,
  },
  {
    actor: 'otherTransporter',
    table: 'proposals',
    op: 'insert',
    what: 'proposes the highest price allowed, with an empty message',
    act: (c) =>
      c
        .from('proposals')
        .insert({ listing_id: LISTING_4, price: 100_000_000, message: '' })
        .select('id'),
    expect: { allowed: true, rows: 1 },
    probe: (ids) =>
      proposalCount(`listing_id = '${LISTING_4}' and transporter_id = '${ids.otherTransporter}'`),
    before: 0,
    after: 1,
  },

  // ---------------------------------------------------------------- proposals: update
  {
    actor: 'transporter',
    table: 'proposals',
    op: 'update',
    what: 'changes the price and message of its live proposal',
    act: (c) =>
      c
        .from('proposals')
        .update({ price: 3050, message: 'Precio ajustado.' })
        .eq('id', LIVE_PROPOSAL_ID)
        .select('id'),
    expect: { allowed: true, rows: 1 },
    probe: () => proposalCount(`id = '${LIVE_PROPOSAL_ID}' and price = 3050`),
    before: 0,
    after: 1,
  },
  {
    actor: 'transporter',
    table: 'proposals',
    op: 'update',
    what: 'cannot accept its own proposal',
    act: (c) =>
      c.from('proposals').update({ status: 'accepted' }).eq('id', LIVE_PROPOSAL_ID).select('id'),
    expect: denied(403),
    probe: () => proposalCount(`id = '${LIVE_PROPOSAL_ID}' and status = 'pending'`),
    before: 1,
    after: 1,
  },
  {
    actor: 'transporter',
    table: 'proposals',
    op: 'update',
    what: 'cannot hand its proposal to another transporter',
    act: (c, ids) =>
      c
        .from('proposals')
        .update({ transporter_id: ids.otherTransporter })
        .eq('id', LIVE_PROPOSAL_ID)
        .select('id'),
    expect: denied(403),
    probe: (ids) =>
      proposalCount(`id = '${LIVE_PROPOSAL_ID}' and transporter_id = '${ids.transporter}'`),
    before: 1,
    after: 1,
  },
  {
    actor: 'transporter',
    table: 'proposals',
    op: 'update',
    what: 'cannot reprice a proposal that was already accepted',
    act: (c) =>
      c.from('proposals').update({ price: 1 }).eq('id', ACCEPTED_PROPOSAL_ID).select('id'),
    expect: hidden,
    probe: () => proposalCount('price = 1'),
    before: 0,
    after: 0,
  },
  {
    actor: 'owner',
    table: 'proposals',
    op: 'update',
    what: 'cannot accept a proposal by writing its status',
    act: (c) =>
      c.from('proposals').update({ status: 'accepted' }).eq('id', LIVE_PROPOSAL_ID).select('id'),
    expect: denied(403),
    probe: () => proposalCount(`id = '${LIVE_PROPOSAL_ID}' and status = 'pending'`),
    before: 1,
    after: 1,
  },
  ...(['owner', ...nonOwners] as const).map((actor): RlsCase => ({
    actor,
    table: 'proposals',
    op: 'update',
    what: 'cannot change the price of the transporter’s proposal',
    act: (c) => c.from('proposals').update({ price: 1 }).eq('id', LIVE_PROPOSAL_ID).select('id'),
    expect: hidden,
    probe: () => proposalCount('price = 1'),
    before: 0,
    after: 0,
  })),
  {
    actor: 'anon',
    table: 'proposals',
    op: 'update',
    what: 'cannot change proposals',
    act: (c) => c.from('proposals').update({ price: 1 }).eq('id', LIVE_PROPOSAL_ID),
    expect: denied(401),
    probe: () => proposalCount('price = 1'),
    before: 0,
    after: 0,
  },

  // ---------------------------------------------------------------- proposals: delete
  ...(['transporter', 'owner', ...nonOwners] as const).map((actor): RlsCase => ({
    actor,
    table: 'proposals',
    op: 'delete',
    what: 'cannot delete a proposal (a transporter withdraws it instead)',
    act: (c) => c.from('proposals').delete().eq('id', LIVE_PROPOSAL_ID).select('id'),
    expect: denied(403),
    probe: () => proposalCount(`id = '${LIVE_PROPOSAL_ID}'`),
    before: 1,
    after: 1,
  })),
  {
    actor: 'anon',
    table: 'proposals',
    op: 'delete',
    what: 'cannot delete proposals',
    act: (c) => c.from('proposals').delete().eq('id', LIVE_PROPOSAL_ID),
    expect: denied(401),
    probe: () => proposalCount('true'),
    before: 5,
    after: 5,
  },

  // ---------------------------------------------------------------- shipment_events
  {
    actor: 'anon',
    table: 'shipment_events',
    op: 'select',
    what: 'cannot read events',
    act: (c) => c.from('shipment_events').select('id'),
    expect: denied(401),
    probe: () => eventCount('true'),
    before: 8,
    after: 8,
  },
  {
    actor: 'owner',
    table: 'shipment_events',
    op: 'select',
    what: 'reads the events of its listings',
    act: (c) => c.from('shipment_events').select('id, status, created_at'),
    expect: { allowed: true, rows: 8 },
    probe: () => eventCount('true'),
    before: 8,
    after: 8,
  },
  {
    actor: 'transporter',
    table: 'shipment_events',
    op: 'select',
    what: 'reads the events of the listing assigned to it, and no other',
    act: (c) => c.from('shipment_events').select('id, listing_id'),
    expect: { allowed: true, rows: 2 },
    probe: () => eventCount(`listing_id = '${ASSIGNED_LISTING_ID}'`),
    before: 2,
    after: 2,
  },
  ...(nonOwners as readonly Actor[]).map((actor): RlsCase => ({
    actor,
    table: 'shipment_events',
    op: 'select',
    what: 'reads no event',
    act: (c) => c.from('shipment_events').select('id'),
    expect: { allowed: true, rows: 0 },
    probe: () => eventCount('true'),
    before: 8,
    after: 8,
  })),
  ...(['owner', 'transporter'] as const).map((actor): RlsCase => ({
    actor,
    table: 'shipment_events',
    op: 'insert',
    what: 'cannot write an event',
    act: (c) =>
      c
        .from('shipment_events')
        .insert({ listing_id: ASSIGNED_LISTING_ID, status: 'delivered' })
        .select('id'),
    expect: denied(403),
    probe: () => eventCount(`status = 'delivered'`),
    before: 0,
    after: 0,
  })),
  {
    actor: 'anon',
    table: 'shipment_events',
    op: 'insert',
    what: 'cannot write an event',
    act: (c) =>
      c.from('shipment_events').insert({ listing_id: ASSIGNED_LISTING_ID, status: 'delivered' }),
    expect: denied(401),
    probe: () => eventCount(`status = 'delivered'`),
    before: 0,
    after: 0,
  },
  ...(['owner', 'transporter'] as const).map((actor): RlsCase => ({
    actor,
    table: 'shipment_events',
    op: 'update',
    what: 'cannot rewrite an event',
    act: (c) =>
      c
        .from('shipment_events')
        .update({ status: 'delivered' })
        .eq('listing_id', ASSIGNED_LISTING_ID)
        .select('id'),
    expect: denied(403),
    probe: () => eventCount(`status = 'delivered'`),
    before: 0,
    after: 0,
  })),
  {
    actor: 'anon',
    table: 'shipment_events',
    op: 'update',
    what: 'cannot rewrite an event',
    act: (c) =>
      c
        .from('shipment_events')
        .update({ status: 'delivered' })
        .eq('listing_id', ASSIGNED_LISTING_ID),
    expect: denied(401),
    probe: () => eventCount(`status = 'delivered'`),
    before: 0,
    after: 0,
  },
  ...(['owner', 'transporter', 'admin'] as const).map((actor): RlsCase => ({
    actor,
    table: 'shipment_events',
    op: 'delete',
    what: 'cannot erase the history',
    act: (c) =>
      c.from('shipment_events').delete().eq('listing_id', ASSIGNED_LISTING_ID).select('id'),
    expect: denied(403),
    probe: () => eventCount(`listing_id = '${ASSIGNED_LISTING_ID}'`),
    before: 2,
    after: 2,
  })),
  {
    actor: 'anon',
    table: 'shipment_events',
    op: 'delete',
    what: 'cannot erase the history',
    act: (c) => c.from('shipment_events').delete().eq('listing_id', ASSIGNED_LISTING_ID),
    expect: denied(401),
    probe: () => eventCount('true'),
    before: 8,
    after: 8,
  },
];

let backend: TestBackend;
const clients = {} as Record<Actor, TestClient>;
const ids = {} as Ids;

beforeAll(async () => {
  backend = await startTestBackend({ rateLimits: false });
  clients.anon = createTestClient(backend);
  const actors = await Promise.all([
    signedInClient(backend, DEMO_SHIPPER.email),
    signedUpClient(backend, 'otra.dadora@example.test', 'shipper', 'Sofía Ruiz'),
    signedInClient(backend, DEMO_TRANSPORTER.email),
    signedUpClient(backend, 'otro.transportista@example.test', 'transporter', 'Pablo Díaz'),
    adminClient(backend),
  ]);
  const names = ['owner', 'otherShipper', 'transporter', 'otherTransporter', 'admin'] as const;
  names.forEach((name, i) => {
    clients[name] = actors[i].client;
    ids[name] = actors[i].userId;
  });
});

afterAll(async () => {
  console.log(`RLS cases tested (offers): ${cases.length}`);
  await backend.stop();
});

// The cases share one database and some change it (the counts before and after depend on what
// ran earlier): they run in the order written even when the run shuffles.
describe('row level security', { shuffle: false }, () => {
  describe.each(['proposals', 'shipment_events'] as const)('RLS on %s', (table) => {
    const tableCases = cases.filter((c) => c.table === table);
    it.each(tableCases.map((c) => [`${c.actor} ${c.op}: ${c.what}`, c] as const))(
      '%s',
      (_name, rlsCase) => runRlsCase(backend, clients, ids, rlsCase),
    );
  });
});
