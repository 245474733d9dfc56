import { paths } from '@/lib/paths';
import { shipperCounters } from './counters';

describe('shipperCounters', () => {
  it('adds pending and assigned into Envíos activos and maps each other count to its counter', () => {
    expect(
      shipperCounters({ pending: 2, assigned: 3, inTransit: 5, delivered: 7, liveProposals: 11 }),
    ).toEqual([
      { label: 'Envíos activos', value: 5, href: paths.shipperShipments },
      { label: 'En tránsito', value: 5, href: paths.shipperShipments },
      { label: 'Completados', value: 7, href: paths.shipperHistory },
      { label: 'Propuestas', value: 11, href: paths.shipperShipments },
    ]);
  });

  it('a new account reads four zeros', () => {
    const zeros = { pending: 0, assigned: 0, inTransit: 0, delivered: 0, liveProposals: 0 };
    expect(shipperCounters(zeros).map((counter) => counter.value)).toEqual([0, 0, 0, 0]);
  });
});
