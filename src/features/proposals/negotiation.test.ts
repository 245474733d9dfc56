import { describe, expect, it } from 'vitest';
import {
  countersLeft,
  describeHistory,
  isExpired,
  MAX_COUNTERS,
  movesFor,
  negotiationStatusLabel,
  ownPrice,
  type Negotiation,
  type NegotiationOffer,
} from './negotiation';

const NOW = new Date('2026-11-26T12:00:00Z');
const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 10, minute)).toISOString();
const offer = (side: NegotiationOffer['side'], price: number, minute = 0): NegotiationOffer => ({
  side,
  price,
  createdAt: at(minute),
});

function negotiation(overrides: Partial<Negotiation> = {}): Negotiation {
  return {
    status: 'pending',
    price: 1000,
    version: 1,
    turn: 'shipper',
    shipperCounters: 0,
    transporterCounters: 0,
    validUntil: '2026-11-28T12:00:00Z',
    history: [offer('transporter', 1000)],
    ...overrides,
  };
}

describe('isExpired', () => {
  it('is true for a pending proposal from its validUntil on', () => {
    expect(isExpired(negotiation({ validUntil: '2026-11-26T12:00:01Z' }), NOW)).toBe(false);
    expect(isExpired(negotiation({ validUntil: '2026-11-26T12:00:00Z' }), NOW)).toBe(true);
    expect(isExpired(negotiation({ validUntil: '2026-11-20T00:00:00Z' }), NOW)).toBe(true);
  });

  it('never expires a proposal already decided', () => {
    for (const status of ['accepted', 'rejected', 'withdrawn'] as const) {
      expect(isExpired(negotiation({ status, validUntil: '2026-11-20T00:00:00Z' }), NOW)).toBe(
        false,
      );
    }
  });
});

describe('negotiationStatusLabel', () => {
  it("says 'Vencida' for an expired pending proposal, its status otherwise", () => {
    expect(
      negotiationStatusLabel(negotiation({ validUntil: '2026-11-20T00:00:00Z' }), NOW),
    ).toEqual({ label: 'Vencida', tone: 'grey' });
    expect(negotiationStatusLabel(negotiation(), NOW)).toEqual({
      label: 'Pendiente',
      tone: 'yellow',
    });
    expect(
      negotiationStatusLabel(negotiation({ status: 'accepted', validUntil: at(0) }), NOW),
    ).toEqual({ label: 'Aceptada', tone: 'green' });
  });
});

describe('countersLeft', () => {
  it(`counts down from ${MAX_COUNTERS} for each side on its own`, () => {
    const n = negotiation({ shipperCounters: 2, transporterCounters: 5 });
    expect(countersLeft(n, 'shipper')).toBe(3);
    expect(countersLeft(n, 'transporter')).toBe(0);
    expect(countersLeft(negotiation(), 'transporter')).toBe(MAX_COUNTERS);
  });
});

describe('movesFor', () => {
  it('lets the side whose turn it is accept or counter, and the other wait', () => {
    const n = negotiation({ turn: 'shipper' });
    expect(movesFor(n, 'shipper', NOW)).toEqual({
      expired: false,
      waiting: false,
      accept: true,
      counter: true,
      countersLeft: 5,
    });
    expect(movesFor(n, 'transporter', NOW)).toMatchObject({
      waiting: true,
      accept: false,
      counter: false,
    });
    const countered = negotiation({ turn: 'transporter', shipperCounters: 1 });
    expect(movesFor(countered, 'transporter', NOW)).toMatchObject({ accept: true, counter: true });
    expect(movesFor(countered, 'shipper', NOW)).toMatchObject({ waiting: true, accept: false });
  });

  it('lets a side without counters left accept, not counter', () => {
    expect(movesFor(negotiation({ shipperCounters: 5 }), 'shipper', NOW)).toMatchObject({
      accept: true,
      counter: false,
      countersLeft: 0,
    });
  });

  it('offers nothing on an expired or decided proposal', () => {
    const expired = negotiation({ validUntil: '2026-11-20T00:00:00Z' });
    expect(movesFor(expired, 'shipper', NOW)).toEqual({
      expired: true,
      waiting: false,
      accept: false,
      counter: false,
      countersLeft: 5,
    });
    expect(movesFor(negotiation({ status: 'accepted' }), 'shipper', NOW)).toMatchObject({
      expired: false,
      waiting: false,
      accept: false,
      counter: false,
    });
  });
});

describe('ownPrice', () => {
  it("is the price on the table on the shipper's turn, else the transporter's last one", () => {
    expect(ownPrice(negotiation({ price: 950 }))).toBe(950);
    const countered = negotiation({
      price: 800,
      turn: 'transporter',
      history: [offer('transporter', 1000), offer('transporter', 950, 1), offer('shipper', 800, 2)],
    });
    expect(ownPrice(countered)).toBe(950);
  });
});

describe('describeHistory', () => {
  it('names the original offer, each counter and each edit', () => {
    const history = [
      offer('transporter', 1000, 0),
      offer('transporter', 980, 1),
      offer('shipper', 900, 2),
      offer('transporter', 950, 3),
      offer('shipper', 920, 4),
    ];
    expect(describeHistory(history).map(({ label, price }) => [label, price])).toEqual([
      ['Oferta inicial', 1000],
      ['Propuesta modificada', 980],
      ['Contraoferta del dador de carga', 900],
      ['Contraoferta del transportista', 950],
      ['Contraoferta del dador de carga', 920],
    ]);
    expect(describeHistory([])).toEqual([]);
  });
});
