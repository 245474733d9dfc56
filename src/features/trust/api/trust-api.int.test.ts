/**
 * The trust fetchers against the embedded backend: ratings after delivery (once, by the parties
 * only), the summary anyone reads, and whether a transporter is verified.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_SHIPPER,
  DEMO_TRANSPORTER,
  demoClients,
  insertDemoListing,
} from '../../../../supabase/tests/support/data-api';
import { startTestBackend, type TestBackend } from '../../../../supabase/tests/support/backend';
import { dataErrorMessages } from '@/lib/data-errors';
import type { AppSupabaseClient } from '@/lib/supabase';
import { ALREADY_RATED } from './errors';
import { fetchRatingSummary } from './rating-summary';
import { fetchMyRating, submitRating } from './ratings';
import { fetchVerifiedTransporter } from './verified-transporter';

const PERMISSION = dataErrorMessages.permission;

let backend: TestBackend;
let admin: AppSupabaseClient;
let transporter: AppSupabaseClient;
let shipper: AppSupabaseClient;
let deliveredId: string;

beforeAll(async () => {
  backend = await startTestBackend();
  ({ admin, transporter, shipper } = await demoClients(backend));
  deliveredId = await insertDemoListing(backend.db, 'delivered');
});

afterAll(async () => {
  await backend.stop();
});

describe('trust fetchers', () => {
  it('rates the other party once after delivery, and sums it up', async () => {
    expect(await fetchRatingSummary(DEMO_SHIPPER.id, transporter)).toEqual({
      average: null,
      count: 0,
    });
    expect(await fetchMyRating(deliveredId, DEMO_TRANSPORTER.id, transporter)).toBeNull();

    await submitRating(
      { listingId: deliveredId, rateeId: DEMO_SHIPPER.id, stars: 4, comment: 'Todo en orden' },
      transporter,
    );
    expect(await fetchMyRating(deliveredId, DEMO_TRANSPORTER.id, transporter)).toMatchObject({
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
        transporter,
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

  it('says whether a transporter is verified', async () => {
    expect(await fetchVerifiedTransporter(DEMO_TRANSPORTER.id, shipper)).toBe(false);
  });
});
