import { describe, expect, it } from 'vitest';
import {
  conformityDeadline,
  conformityOf,
  estimateEta,
  formatDuration,
  incidentKindLabel,
  shouldRecord,
  startBlockers,
  stayLines,
  tripAsShown,
} from './trip-logic';

const MENDOZA = { lat: -32.8895, lon: -68.8458 };
const CABA = { lat: -34.6037, lon: -58.3816 };

describe('startBlockers', () => {
  it('lists what is missing, in order, and nothing once ready', () => {
    expect(
      startBlockers({ hasResources: false, hasInsurance: false, insuredBy: 'transporter' }),
    ).toEqual([
      'Asigna el vehículo y el chofer.',
      'Adjunta el certificado del seguro de la carga.',
    ]);
    expect(
      startBlockers({ hasResources: true, hasInsurance: false, insuredBy: 'shipper' }),
    ).toEqual(['Falta el certificado del seguro de la carga, que adjunta el dador de carga.']);
    expect(startBlockers({ hasResources: true, hasInsurance: true, insuredBy: 'shipper' })).toEqual(
      [],
    );
  });
});

describe('durations and stays', () => {
  it.each([
    [0, '0 min'],
    [45 * 60_000, '45 min'],
    [3 * 3_600_000, '3 h'],
    [(3 * 60 + 20) * 60_000, '3 h 20 min'],
    [-5, '0 min'],
  ])('%d ms → %s', (ms, text) => expect(formatDuration(ms)).toBe(text));

  it('measures the stay at each end, or so far while the truck is there', () => {
    const now = new Date('2026-11-26T18:00:00Z');
    expect(
      stayLines(
        {
          arrivedOriginAt: '2026-11-26T08:00:00Z',
          leftOriginAt: '2026-11-26T11:20:00Z',
          arrivedDestinationAt: '2026-11-26T17:15:00Z',
          deliveredAt: null,
        },
        now,
      ),
    ).toEqual(['Estadía en origen: 3 h 20 min', 'Estadía en destino: 45 min (en curso)']);
    expect(
      stayLines(
        {
          arrivedOriginAt: null,
          leftOriginAt: null,
          arrivedDestinationAt: null,
          deliveredAt: null,
        },
        now,
      ),
    ).toEqual([]);
  });
});

describe('estimateEta', () => {
  it('adds the road factor to the straight line and drives at the average speed', () => {
    const eta = estimateEta({ ...MENDOZA, at: '2026-11-26T08:00:00Z' }, CABA);
    // The calibrated road factor: about 1.085 km for the 1.037 km of RN 7.
    expect(eta.remainingKm).toBeGreaterThan(1050);
    expect(eta.remainingKm).toBeLessThan(1120);
    const hours = (eta.arrivesAt.getTime() - Date.parse('2026-11-26T08:00:00Z')) / 3_600_000;
    expect(hours).toBeCloseTo(eta.remainingKm / 65, 5);
  });
});

describe('shouldRecord', () => {
  const at = (s: number) => new Date(Date.UTC(2026, 10, 26, 12, 0, s)).toISOString();
  const first = { ...MENDOZA, accuracy: 10, at: at(0) };
  it('records the first fix, then every 30 s or every 500 m', () => {
    expect(shouldRecord(null, first)).toBe(true);
    expect(shouldRecord(first, { ...first, at: at(29) })).toBe(false);
    expect(shouldRecord(first, { ...first, at: at(30) })).toBe(true);
    expect(shouldRecord(first, { ...first, lat: first.lat - 0.0046, at: at(10) })).toBe(true);
    expect(shouldRecord(first, { ...first, lat: first.lat - 0.004, at: at(10) })).toBe(false);
  });
});

describe('conformity', () => {
  const delivered = '2026-11-20T10:00:00Z';
  it('is pending for 72 h, then confirmed by itself; a decision stays', () => {
    expect(conformityOf('pending', delivered, new Date('2026-11-23T09:59:00Z'))).toBe('pending');
    expect(conformityOf('pending', delivered, new Date('2026-11-23T10:00:00Z'))).toBe(
      'auto_confirmed',
    );
    expect(conformityOf('disputed', delivered, new Date('2026-12-30T00:00:00Z'))).toBe('disputed');
    expect(conformityOf('confirmed', delivered)).toBe('confirmed');
    expect(conformityDeadline(delivered).toISOString()).toBe('2026-11-23T10:00:00.000Z');
  });

  it('labels the incident kinds', () => {
    expect(['damage', 'shortage', 'delay', 'other', 'x'].map(incidentKindLabel)).toEqual([
      'Daño',
      'Faltante',
      'Demora',
      'Otro',
      'Otro',
    ]);
  });
});

describe('tripAsShown', () => {
  const empty = { startPending: false, pending: 0, refused: [] };
  it("shows a start still on the transporter's phone as the trip under way, to him alone", () => {
    const starting = { startPending: true, pending: 1, refused: [] };
    expect(tripAsShown('assigned', true, starting)).toEqual({
      status: 'in-transit',
      showsOutbox: true,
    });
    expect(tripAsShown('assigned', false, starting)).toEqual({
      status: 'assigned',
      showsOutbox: false,
    });
    expect(tripAsShown('assigned', true, empty)).toEqual({
      status: 'assigned',
      showsOutbox: false,
    });
  });

  it('shows the outbox while the trip runs or is over, and whenever something was refused', () => {
    expect(tripAsShown('in-transit', true, empty).showsOutbox).toBe(true);
    expect(tripAsShown('delivered', true, empty).showsOutbox).toBe(true);
    // A start refused once back online: the trip is 'assigned' again, and the refusal is said.
    const refused = { startPending: false, pending: 0, refused: [{ seq: 1 }] };
    expect(tripAsShown('assigned', true, refused)).toEqual({
      status: 'assigned',
      showsOutbox: true,
    });
    expect(tripAsShown('delivered', false, refused).showsOutbox).toBe(false);
  });
});
