import { paths } from '@/lib/paths';
import { transporterActivityHref } from './activity-links';

describe('transporterActivityHref', () => {
  it.each(['proposal_sent', 'proposal_rejected', 'proposal_withdrawn'])(
    '%s leads to Mis Fletes (the listing may belong to another transporter now)',
    (kind) => {
      expect(transporterActivityHref({ kind, listingId: 'l1' })).toBe(paths.transporterFreights);
    },
  );

  it.each(['assigned', 'in_transit', 'delivered', 'unknown'])('%s leads to the listing', (kind) => {
    expect(transporterActivityHref({ kind, listingId: 'l1' })).toBe(paths.listing('l1'));
  });
});
