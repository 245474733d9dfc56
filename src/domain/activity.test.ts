import { activityEntrySchema, activityLabel } from './activity';

describe('activityLabel', () => {
  it.each([
    ['proposal_received', 'Propuesta recibida'],
    ['proposal_sent', 'Propuesta enviada'],
    ['proposal_withdrawn', 'Propuesta retirada'],
    ['proposal_rejected', 'Propuesta rechazada'],
    ['assigned', 'Propuesta aceptada'],
    ['in_transit', 'En tránsito'],
    ['delivered', 'Entregada'],
  ])('%s reads "%s"', (kind, label) => {
    expect(activityLabel(kind)).toBe(label);
  });

  it('an unknown kind, or an inherited property name, reads as a plain update', () => {
    expect(activityLabel('cancelled')).toBe('Actualización');
    expect(activityLabel('toString')).toBe('Actualización');
  });
});

describe('activityEntrySchema', () => {
  const entry = {
    id: 'assigned:1',
    kind: 'assigned',
    listing_id: 'a1',
    listing_title: 'Vinos',
    at: '2026-11-23T10:00:00+00:00',
  };

  it('maps an entry of the dashboard queries to camelCase', () => {
    expect(activityEntrySchema.parse(entry)).toEqual({
      id: 'assigned:1',
      kind: 'assigned',
      listingId: 'a1',
      listingTitle: 'Vinos',
      at: '2026-11-23T10:00:00+00:00',
    });
  });

  it('refuses an entry without its listing title', () => {
    expect(activityEntrySchema.safeParse({ ...entry, listing_title: null }).success).toBe(false);
  });
});
