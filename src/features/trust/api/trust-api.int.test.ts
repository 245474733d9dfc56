/**
 * The trust fetchers against the embedded backend: ratings after delivery (once, by the parties
 * only), the summary anyone reads, and whether a carrier is verified.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminClient,
  DEMO_SHIPPER,
  DEMO_TRANSPORTER,
  signedInClient,
} from '../../../../local-supabase/test-support/data-api';
import { startTestBackend, type TestBackend } from '../../../../local-supabase/testing';
import type { AppSupabaseClient } from '@/lib/supabase';
import { ALREADY_RATED } from '../errors';
import { fetchRatingSummary } from './rating-summary';
import { fetchMyRating, submitRating } from './ratings';
import { fetchVerifiedCarrier } from './verified-carrier';

const PERMISSION = 'No tienes permiso para realizar esta acción.';

let backend: TestBackend;
let admin: AppSupabaseClient;
let carrier: AppSupabaseClient;
let shipper: AppSupabaseClient;
let deliveredId: string;

beforeAll(async () => {
  backend = await startTestBackend();
  [admin, carrier, shipper] = (
    await Promise.all([
      adminClient(backend),
      signedInClient(backend, DEMO_TRANSPORTER.email),
      signedInClient(backend, DEMO_SHIPPER.email),
    ])
  ).map((signedIn) => signedIn.client);
  const { rows } = await backend.db.query<{ id: string }>(
    `insert into public.cargo_listings
       (shipper_id, transporter_id, title, description, origin, destination, weight_kg,
        pickup_date, delivery_date, price, status, cargo_type, load_type)
     values ($1, $2, 'Entregada', 'Cajas de prueba', 'Mendoza', 'Córdoba', 1000,
             current_date, current_date + 2, 1500, 'delivered', 'food', 'dry')
     returning id`,
    [DEMO_SHIPPER.id, DEMO_TRANSPORTER.id],
  );
  deliveredId = rows[0].id;
});

afterAll(async () => {
  await backend.stop();
});

describe('trust fetchers', () => {
  it('rates the other party once after delivery, and sums it up', async () => {
    expect(await fetchRatingSummary(DEMO_SHIPPER.id, carrier)).toEqual({
      average: null,
      count: 0,
    });
    expect(await fetchMyRating(deliveredId, DEMO_TRANSPORTER.id, carrier)).toBeNull();

    await submitRating(
      { listingId: deliveredId, rateeId: DEMO_SHIPPER.id, stars: 4, comment: 'Todo en orden' },
      carrier,
    );
    expect(await fetchMyRating(deliveredId, DEMO_TRANSPORTER.id, carrier)).toMatchObject({
      stars: 4,
      comment: 'Todo en orden',
    });
    expect(await fetchRatingSummary(DEMO_SHIPPER.id, admin)).toEqual({
      average: 4,
      count: 1,
    });
    await expect(
      submitRating(
        { listingId: deliveredId, rateeId: DEMO_SHIPPER.id, stars: 5, comment: null },
        carrier,
      ),
    ).rejects.toThrow(ALREADY_RATED);
  });

  it('refuses a rating from someone who is not a party', async () => {
    await expect(
      submitRating(
        { listingId: deliveredId, rateeId: DEMO_TRANSPORTER.id, stars: 1, comment: null },
        admin,
      ),
    ).rejects.toThrow(PERMISSION);
  });

  it('says whether a carrier is verified', async () => {
    expect(await fetchVerifiedCarrier(DEMO_TRANSPORTER.id, shipper)).toBe(false);
  });
});
