/**
 * The offers lifecycle through the feature's own fetchers, on the embedded backend: a listing
 * from publication to delivery, then every invalid transition, each refused with its Spanish
 * message and leaving every table exactly as it was.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dataDigest,
  deliverAsSuperuser,
  readyTripAsSuperuser,
  DEMO_SHIPPER,
  DEMO_TRANSPORTER,
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
import { fetchListingProposals } from './api/listing-proposals';
import { allRows } from '@/testing/all-rows';
import { fetchMyFreightsPage, type FreightsCursor } from './api/freights-fetch';
import { fetchMyProposalsPage, type MyProposalsCursor } from './api/my-proposals-fetch';
import { fetchProposalCounts } from './api/proposal-counts';
import { fetchShipmentContact, fetchShipmentEvents } from './api/shipments';
import { createProposal, updateProposal } from './api/submit-proposal';
import { advanceShipment } from '@/features/trips';
import { rejectProposal, withdrawProposal } from './api/transitions';
import { proposalErrorMessages } from './api/errors';
import { acceptAsShown } from './testing/accept-as-shown';

// Every call passes a test client; the app's singleton cannot be built on Node 20.
vi.mock('@/lib/supabase', async () => ({
  supabase: (await import('@/testing/fake-supabase')).forbiddenSupabase(),
}));

const ASSIGNED = proposalErrorMessages.listing_not_pending;
const UNAVAILABLE = proposalErrorMessages.proposal_not_pending;
const BAD_STEP = 'El envío no puede pasar a ese estado.';
// advance_shipment's refusals, as the trip's mapper words them.
const NO_PROOF = 'Registra la entrega con la firma del receptor.';
const FORBIDDEN = dataErrorMessages.permission;

let backend: TestBackend;
let anon: TestClient;
let owner: TestClient;
let otherShipper: TestClient;
let transporterA: TestClient;
let transporterB: TestClient;
let transporterAId: string;
let transporterBId: string;

beforeAll(async () => {
  backend = await startTestBackend({ rateLimits: false });
  anon = createTestClient(backend);
  const [o, s, a, b] = await Promise.all([
    signedInClient(backend, DEMO_SHIPPER.email),
    signedUpClient(backend, 'otra.dadora@example.test', 'shipper', 'Sofía Ruiz'),
    signedInClient(backend, DEMO_TRANSPORTER.email),
    signedUpClient(backend, 'otro.transportista@example.test', 'transporter', 'Pablo Díaz'),
  ]);
  [owner, otherShipper, transporterA, transporterB] = [o.client, s.client, a.client, b.client];
  [transporterAId, transporterBId] = [a.userId, b.userId];
});

afterAll(async () => {
  await backend?.stop();
});

async function publish(title = 'Carga de ciclo'): Promise<string> {
  const { data, error } = await owner
    .from('cargo_listings')
    .insert(listingInput({ title }))
    .select('id')
    .single();
  if (error) throw error;
  return data.id;
}

async function listingRow(id: string) {
  const { rows } = await backend.db.query<{ status: string; transporter_id: string | null }>(
    'select status, transporter_id from public.cargo_listings where id = $1',
    [id],
  );
  return rows[0];
}

async function proposalStatuses(listingId: string): Promise<Record<string, string>> {
  const { rows } = await backend.db.query<{ id: string; status: string }>(
    'select id, status from public.proposals where listing_id = $1',
    [listingId],
  );
  return Object.fromEntries(rows.map((r) => [r.id, r.status]));
}

const offer = (price: number, message = '') => ({ price, message });

describe('a shipment from publication to delivery', () => {
  it('goes through offers, acceptance, transit and delivery', async () => {
    const listingId = await publish('Carga completa');
    expect((await fetchShipmentEvents(listingId, owner)).map((e) => e.status)).toEqual(['pending']);

    const a = await createProposal(listingId, offer(2500, 'Salgo mañana.'), transporterA);
    const b = await createProposal(listingId, offer(2300), transporterB);
    // Anyone sees how many transporters offered, and nothing else.
    const counts = await anon.rpc('proposal_counts', { p_listing_ids: [listingId] });
    expect(counts.data).toEqual([{ listing_id: listingId, proposal_count: 2 }]);
    expect(await fetchProposalCounts([listingId], anon)).toEqual({ [listingId]: 2 });

    // Modificar: the transporter changes its price.
    await updateProposal(a, offer(2400, 'Salgo mañana temprano.'), transporterA);

    const onListing = await fetchListingProposals(listingId, owner);
    expect(onListing).toHaveLength(2);
    expect(onListing[0]).toMatchObject({
      id: a,
      price: 2400,
      message: 'Salgo mañana temprano.',
      status: 'pending',
      transporter: {
        name: 'Martín Gómez',
        company: 'Transportes Andinos SRL',
        vehicleTypes: ['truck_large', 'refrigerated'],
      },
    });
    expect(onListing[1]).toMatchObject({ id: b, transporter: { name: 'Pablo Díaz' } });
    // The shipper's name is not the other shipper's business, nor the competitor's.
    expect(await fetchListingProposals(listingId, otherShipper)).toEqual([]);
    expect(await fetchListingProposals(listingId, transporterB)).toEqual([]);
    expect(await fetchShipmentContact(listingId, owner)).toBeNull();

    await acceptAsShown(a, owner);
    expect(await listingRow(listingId)).toEqual({
      status: 'assigned',
      transporter_id: transporterAId,
    });
    expect(await proposalStatuses(listingId)).toEqual({ [a]: 'accepted', [b]: 'rejected' });
    expect(await fetchProposalCounts([listingId], anon)).toEqual({});

    // Each party now sees the other's contact; the losing transporter sees none.
    expect(await fetchShipmentContact(listingId, owner)).toEqual({
      name: 'Martín Gómez',
      company: 'Transportes Andinos SRL',
      phone: '+5492615550202',
      email: DEMO_TRANSPORTER.email,
    });
    expect(await fetchShipmentContact(listingId, transporterA)).toMatchObject({
      name: 'Lucía Fernández',
      email: DEMO_SHIPPER.email,
      phone: '+542615550101',
    });
    expect(await fetchShipmentContact(listingId, transporterB)).toBeNull();
    expect(await fetchShipmentContact(listingId, otherShipper)).toBeNull();

    const mineB = await allRows((after: MyProposalsCursor | null) =>
      fetchMyProposalsPage(after, 50, transporterB),
    );
    expect(mineB.find((p) => p.id === b)).toMatchObject({
      status: 'rejected',
      listing: { title: 'Carga completa' },
    });
    const freights = (id: string, client: TestClient) =>
      allRows((after: FreightsCursor | null) => fetchMyFreightsPage(id, after, 50, client));
    expect((await freights(transporterAId, transporterA)).map((f) => f.id)).toContain(listingId);
    expect((await freights(transporterBId, transporterB)).map((f) => f.id)).not.toContain(
      listingId,
    );

    await readyTripAsSuperuser(backend.db, listingId);
    await advanceShipment(listingId, 'in-transit', transporterA);
    await deliverAsSuperuser(backend.db, listingId, transporterAId);
    expect((await listingRow(listingId)).status).toBe('delivered');
    const ownerEvents = await fetchShipmentEvents(listingId, owner);
    expect(ownerEvents.map((e) => e.status)).toEqual([
      'pending',
      'assigned',
      'in-transit',
      'delivered',
    ]);
    expect(await fetchShipmentEvents(listingId, transporterA)).toEqual(ownerEvents);
    expect(await fetchShipmentEvents(listingId, transporterB)).toEqual([]);
  });

  it('lets the owner reject one offer and the transporter withdraw and offer again', async () => {
    const listingId = await publish('Carga con rechazo');
    const a = await createProposal(listingId, offer(1000), transporterA);
    const b = await createProposal(listingId, offer(1100), transporterB);
    await rejectProposal(b, owner);
    await withdrawProposal(a, transporterA);
    expect(await proposalStatuses(listingId)).toEqual({ [a]: 'withdrawn', [b]: 'rejected' });
    // The owner does not see the withdrawn one; a new live proposal is allowed.
    expect((await fetchListingProposals(listingId, owner)).map((p) => p.id)).toEqual([b]);
    const again = await createProposal(listingId, offer(950), transporterA);
    expect((await proposalStatuses(listingId))[again]).toBe('pending');
    expect((await listingRow(listingId)).status).toBe('pending');
  });

  it('keeps the proposals when the owner edits the pending listing', async () => {
    const listingId = await publish('Carga editada');
    const a = await createProposal(listingId, offer(700), transporterA);
    const { error } = await owner
      .from('cargo_listings')
      .update({ title: 'Carga editada (nuevo título)' })
      .eq('id', listingId);
    expect(error).toBeNull();
    expect(await proposalStatuses(listingId)).toEqual({ [a]: 'pending' });
  });
});

describe('invalid transitions are refused and change nothing', () => {
  let pendingListing: string;
  let assignedListing: string;
  let livePending: string;
  let withdrawnPending: string;
  let accepted: string;
  let rejected: string;

  beforeAll(async () => {
    pendingListing = await publish('Carga pendiente');
    livePending = await createProposal(pendingListing, offer(800), transporterA);
    withdrawnPending = await createProposal(pendingListing, offer(820), transporterB);
    await withdrawProposal(withdrawnPending, transporterB);

    assignedListing = await publish('Carga asignada');
    accepted = await createProposal(assignedListing, offer(900), transporterA);
    rejected = await createProposal(assignedListing, offer(950), transporterB);
    await acceptAsShown(accepted, owner);
  });

  let before: string;
  beforeEach(async () => {
    before = await dataDigest(backend.db);
  });

  async function refused(action: () => Promise<unknown>, message: string) {
    await expect(action()).rejects.toMatchObject({ message });
    expect(await dataDigest(backend.db), 'data unchanged').toBe(before);
  }

  it('accept twice', () => refused(() => acceptAsShown(accepted, owner), ASSIGNED));
  it('accept another proposal on an assigned listing', () =>
    refused(() => acceptAsShown(rejected, owner), ASSIGNED));
  it('accept a withdrawn proposal', () =>
    refused(() => acceptAsShown(withdrawnPending, owner), UNAVAILABLE));
  it('accept a proposal that does not exist', () =>
    refused(() => acceptAsShown('e0000000-0000-4000-8000-000000000000', owner), UNAVAILABLE));
  it('accept by another shipper', () =>
    refused(() => acceptAsShown(livePending, otherShipper), FORBIDDEN));
  it('accept by the proposing transporter itself', () =>
    refused(() => acceptAsShown(livePending, transporterA), FORBIDDEN));
  it('accept by a visitor', () => refused(() => acceptAsShown(livePending, anon), FORBIDDEN));
  it('reject by another shipper', () =>
    refused(() => rejectProposal(livePending, otherShipper), FORBIDDEN));
  it('reject on an assigned listing', () =>
    refused(() => rejectProposal(rejected, owner), ASSIGNED));
  it('reject a withdrawn proposal', () =>
    refused(() => rejectProposal(withdrawnPending, owner), UNAVAILABLE));
  it('withdraw by another transporter', () =>
    refused(() => withdrawProposal(livePending, transporterB), FORBIDDEN));
  it('withdraw by the owner', () => refused(() => withdrawProposal(livePending, owner), FORBIDDEN));
  it('withdraw twice', () =>
    refused(() => withdrawProposal(withdrawnPending, transporterB), UNAVAILABLE));
  it('withdraw an accepted proposal', () =>
    refused(() => withdrawProposal(accepted, transporterA), UNAVAILABLE));
  it('edit a withdrawn proposal', () =>
    refused(() => updateProposal(withdrawnPending, offer(1), transporterB), UNAVAILABLE));
  it('advance by another transporter', () =>
    refused(() => advanceShipment(assignedListing, 'in-transit', transporterB), FORBIDDEN));
  it('advance by the owner', () =>
    refused(() => advanceShipment(assignedListing, 'in-transit', owner), FORBIDDEN));
  it('advance a pending listing', () =>
    refused(() => advanceShipment(pendingListing, 'assigned', transporterA), FORBIDDEN));
  it('skip a step (assigned → delivered)', () =>
    refused(() => advanceShipment(assignedListing, 'delivered', transporterA), BAD_STEP));
  it("deliver without 'Registrar entrega' (in-transit → delivered)", async () => {
    const listingId = await publish('Carga sin constancia');
    const p = await createProposal(listingId, offer(600), transporterA);
    await acceptAsShown(p, owner);
    await readyTripAsSuperuser(backend.db, listingId);
    await advanceShipment(listingId, 'in-transit', transporterA);
    before = await dataDigest(backend.db);
    await refused(() => advanceShipment(listingId, 'delivered', transporterA), NO_PROOF);
  });
  it('stay in place (assigned → assigned)', () =>
    refused(() => advanceShipment(assignedListing, 'assigned', transporterA), BAD_STEP));
  it('go backwards (assigned → pending)', () =>
    refused(() => advanceShipment(assignedListing, 'pending', transporterA), BAD_STEP));
  it('go backwards (in-transit → assigned, delivered → in-transit)', async () => {
    const listingId = await publish('Carga hacia atrás');
    const p = await createProposal(listingId, offer(600), transporterA);
    await acceptAsShown(p, owner);
    await readyTripAsSuperuser(backend.db, listingId);
    await advanceShipment(listingId, 'in-transit', transporterA);
    before = await dataDigest(backend.db);
    await refused(() => advanceShipment(listingId, 'assigned', transporterA), BAD_STEP);
    await deliverAsSuperuser(backend.db, listingId, transporterAId);
    before = await dataDigest(backend.db);
    await refused(() => advanceShipment(listingId, 'in-transit', transporterA), BAD_STEP);
    await refused(() => advanceShipment(listingId, 'delivered', transporterA), BAD_STEP);
  });
  it('propose on a listing that is no longer pending', () =>
    refused(() => createProposal(assignedListing, offer(500), transporterB), ASSIGNED));
  it('propose on a listing that does not exist', () =>
    refused(
      () => createProposal('e0000000-0000-4000-8000-000000000000', offer(500), transporterB),
      ASSIGNED,
    ));
  it('propose as a shipper', () =>
    refused(() => createProposal(pendingListing, offer(500), otherShipper), FORBIDDEN));
  it('propose as a visitor', () =>
    refused(() => createProposal(pendingListing, offer(500), anon), FORBIDDEN));
  it('propose twice on one listing', () =>
    refused(
      () => createProposal(pendingListing, offer(500), transporterA),
      'Ya tienes una propuesta en esta carga.',
    ));
  it.each([
    ['a price of 0', offer(0)],
    ['a negative price', offer(-5)],
    ['a price above 100.000.000 €', offer(100_000_000.5)],
  ])('propose %s', (_what, values) =>
    refused(
      () => createProposal(pendingListing, values, transporterB),
      'El precio debe ser mayor que 0 y no superar 100.000.000 €.',
    ),
  );
  it('propose with a message over 1000 characters', () =>
    refused(
      () => createProposal(pendingListing, offer(500, 'x'.repeat(1001)), transporterB),
      'El mensaje no puede superar los 1000 caracteres.',
    ));
  it('reprice a live proposal above the bound', () =>
    refused(
      () => updateProposal(livePending, offer(200_000_000), transporterA),
      'El precio debe ser mayor que 0 y no superar 100.000.000 €.',
    ));
});
