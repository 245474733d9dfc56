import { transporterLabel, historyCsvRows, type HistoryEntry } from './history-fetch';

const entry: HistoryEntry = {
  id: 'l1',
  title: 'Vinos',
  origin: 'Mendoza',
  destination: 'CABA',
  price: 1999.5,
  pickupDate: '2026-11-10',
  deliveryDate: '2026-11-12',
  deliveredAt: '2026-11-12T18:00:00+00:00',
  transporterName: 'Pablo Díaz',
  transporterCompany: 'Transportes Andinos',
};

describe('transporterLabel', () => {
  it.each([
    ['Pablo Díaz', 'Transportes Andinos', 'Pablo Díaz (Transportes Andinos)'],
    ['Pablo Díaz', null, 'Pablo Díaz'],
    ['Pablo Díaz', '', 'Pablo Díaz'],
    [null, 'Transportes Andinos', '—'],
    [null, null, '—'],
  ])('%j and %j read %j', (transporterName, transporterCompany, label) => {
    expect(transporterLabel({ transporterName, transporterCompany })).toBe(label);
  });
});

describe('historyCsvRows', () => {
  it('gives one CSV row per shipment, with the transporter label and the delivery timestamp', () => {
    expect(historyCsvRows([entry, { ...entry, id: 'l2', transporterName: null }])).toEqual([
      {
        title: 'Vinos',
        origin: 'Mendoza',
        destination: 'CABA',
        transporter: 'Pablo Díaz (Transportes Andinos)',
        price: 1999.5,
        pickupDate: '2026-11-10',
        deliveredAt: '2026-11-12T18:00:00+00:00',
      },
      expect.objectContaining({ transporter: '—' }),
    ]);
  });
});
