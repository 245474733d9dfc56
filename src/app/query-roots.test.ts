/**
 * The roots a shipment's change and a person's live events refetch (lib/use-invalidating-mutation.ts)
 * are written there as plain keys, so shared code imports no feature: each must be the first key
 * element of the feature it names, or a renamed factory would silently stop being refetched.
 */
import { describe, expect, it } from 'vitest';
import { adminKeys } from '@/features/admin/api/keys';
import { availabilityKeys } from '@/features/availability/api/keys';
import { listingKeys } from '@/features/listings/api/keys';
import { messageKeys } from '@/features/messages/api/keys';
import { notificationKeys } from '@/features/notifications/api/keys';
import { paymentsKeys } from '@/features/payments/api/keys';
import { proposalKeys } from '@/features/proposals/api/keys';
import { shipperDashboardKeys } from '@/features/shipper-dashboard/api/keys';
import { transporterDashboardKeys } from '@/features/transporter-dashboard/api/dashboard';
import { tripKeys } from '@/features/trips/api/trip';
import { trustKeys } from '@/features/trust/api/keys';
import { PERSONAL_QUERY_ROOTS, SHIPMENT_QUERY_ROOTS } from '@/lib/use-invalidating-mutation';

describe('query roots', () => {
  it("name the first key element of each feature a shipment's change shows in", () => {
    expect(SHIPMENT_QUERY_ROOTS).toEqual([
      listingKeys.all,
      proposalKeys.all,
      tripKeys.all,
      trustKeys.all,
      paymentsKeys.all,
      [shipperDashboardKeys.overview('u')[0]],
      [transporterDashboardKeys.overview('u')[0]],
      availabilityKeys.all,
      adminKeys.all,
    ]);
  });

  it("add the messages' and the bell's for a person's own live events", () => {
    expect(PERSONAL_QUERY_ROOTS).toEqual([
      ...SHIPMENT_QUERY_ROOTS,
      messageKeys.all,
      notificationKeys.all,
    ]);
  });
});
