import { parseTransporterDashboard } from './dashboard';

const doc = {
  available: 15,
  assigned: 2,
  in_transit: 1,
  delivered: 27,
  live_proposals: 4,
  upcoming_pickups: [
    {
      id: 'l7',
      title: 'Paquetería',
      origin: 'Mendoza',
      destination: 'Rosario',
      status: 'assigned',
      pickup_date: '2026-11-24',
    },
  ],
  activity: [
    {
      id: 'proposal_sent:p1',
      kind: 'proposal_sent',
      listing_id: 'l7',
      listing_title: 'Paquetería',
      at: '2026-11-20T09:00:00+00:00',
    },
  ],
};

describe('parseTransporterDashboard', () => {
  it('maps the document of transporter_dashboard() to counts and lists', () => {
    expect(parseTransporterDashboard(doc)).toEqual({
      counts: { available: 15, assigned: 2, inTransit: 1, delivered: 27, liveProposals: 4 },
      upcomingPickups: [
        {
          id: 'l7',
          title: 'Paquetería',
          origin: 'Mendoza',
          destination: 'Rosario',
          pickupDate: '2026-11-24',
        },
      ],
      activity: [
        {
          id: 'proposal_sent:p1',
          kind: 'proposal_sent',
          listingId: 'l7',
          listingTitle: 'Paquetería',
          at: '2026-11-20T09:00:00+00:00',
        },
      ],
    });
  });

  it.each([
    ['a missing counter', { ...doc, available: undefined }],
    ['a fractional counter', { ...doc, assigned: 1.5 }],
    ['a pickup without its date', { ...doc, upcoming_pickups: [{ id: 'l7', title: 'x' }] }],
    ['no document at all', 'nada'],
  ])('refuses %s', (_case, value) => {
    expect(() => parseTransporterDashboard(value as never)).toThrow();
  });
});
