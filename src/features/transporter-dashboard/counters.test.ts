import { paths } from '@/lib/paths';
import { AVAILABLE_COUNT_LIMIT, transporterCounters } from './counters';

describe('transporterCounters', () => {
  it('adds assigned and in transit into Fletes activos and maps each other count', () => {
    expect(
      transporterCounters({
        available: 13,
        assigned: 2,
        inTransit: 3,
        delivered: 7,
        liveProposals: 4,
      }),
    ).toEqual([
      { label: 'Cargas disponibles', value: 13, href: paths.transporterAvailable },
      { label: 'Fletes activos', value: 5, href: paths.transporterFreights },
      { label: 'Completados', value: 7, href: paths.transporterFreights },
      { label: 'Propuestas enviadas', value: 4, href: paths.transporterFreights },
    ]);
  });

  it('a new transporter with nothing on the market reads four zeros', () => {
    const zeros = { available: 0, assigned: 0, inTransit: 0, delivered: 0, liveProposals: 0 };
    expect(transporterCounters(zeros).map((counter) => counter.value)).toEqual([0, 0, 0, 0]);
  });

  it('the market beyond the counted limit reads +1000, up to it the count', () => {
    const counts = { assigned: 0, inTransit: 0, delivered: 0, liveProposals: 0 };
    const available = (n: number) => transporterCounters({ ...counts, available: n })[0]!.value;
    expect(available(AVAILABLE_COUNT_LIMIT)).toBe(1000);
    expect(available(AVAILABLE_COUNT_LIMIT + 1)).toBe('+1000');
  });
});
