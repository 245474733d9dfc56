import { isNewShipper, parseShipperDashboard } from './dashboard';

const doc = {
  pending: 6,
  assigned: 1,
  in_transit: 0,
  delivered: 2,
  live_proposals: 3,
  recent_listings: [
    {
      id: 'l1',
      title: 'Vinos',
      origin: 'Mendoza',
      destination: 'CABA',
      status: 'pending',
      created_at: '2026-11-23T10:00:00+00:00',
    },
  ],
  activity: [
    {
      id: 'assigned:e1',
      kind: 'assigned',
      listing_id: 'l1',
      listing_title: 'Vinos',
      at: '2026-11-23T11:00:00+00:00',
    },
  ],
};

describe('parseShipperDashboard', () => {
  it('maps the document of shipper_dashboard() to counts and lists', () => {
    expect(parseShipperDashboard(doc)).toEqual({
      counts: { pending: 6, assigned: 1, inTransit: 0, delivered: 2, liveProposals: 3 },
      recentListings: [
        {
          id: 'l1',
          title: 'Vinos',
          origin: 'Mendoza',
          destination: 'CABA',
          status: 'pending',
          createdAt: '2026-11-23T10:00:00+00:00',
        },
      ],
      activity: [
        {
          id: 'assigned:e1',
          kind: 'assigned',
          listingId: 'l1',
          listingTitle: 'Vinos',
          at: '2026-11-23T11:00:00+00:00',
        },
      ],
    });
  });

  it.each([
    ['a missing counter', { ...doc, pending: undefined }],
    ['a negative counter', { ...doc, delivered: -1 }],
    ['a counter sent as text', { ...doc, assigned: '1' }],
    ['a list that is not a list', { ...doc, activity: null }],
    ['no document at all', null],
  ])('refuses %s', (_case, value) => {
    expect(() => parseShipperDashboard(value as never)).toThrow();
  });
});

describe('isNewShipper', () => {
  it('is true only while the shipper has published nothing', () => {
    const dashboard = parseShipperDashboard(doc);
    expect(isNewShipper(dashboard)).toBe(false);
    expect(isNewShipper({ ...dashboard, recentListings: [] })).toBe(true);
  });
});
