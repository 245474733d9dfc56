import { describe, expect, it } from 'vitest';
import {
  buildTimeline,
  proposalCountLabel,
  proposalStatusLabels,
  shipmentLabel,
} from './lifecycle';

describe('shipmentLabel (Mis Envíos)', () => {
  it.each([
    ['pending', 0, 'Sin propuestas', 'grey'],
    ['pending', 1, 'Con propuestas (1)', 'yellow'],
    ['pending', 4, 'Con propuestas (4)', 'yellow'],
    ['assigned', 0, 'Confirmado', 'blue'],
    ['in-transit', 0, 'En tránsito', 'purple'],
    ['delivered', 0, 'Entregado', 'green'],
  ] as const)('%s with %d live proposals is %s', (status, count, label, tone) => {
    expect(shipmentLabel(status, count)).toEqual({ label, tone });
  });
});

describe('labels', () => {
  it('names each proposal status', () => {
    expect(Object.values(proposalStatusLabels).map((s) => s.label)).toEqual([
      'Pendiente',
      'Aceptada',
      'Rechazada',
      'Retirada',
    ]);
  });

  it("says 'N propuestas' only when there are some", () => {
    expect(proposalCountLabel(0)).toBeNull();
    expect(proposalCountLabel(1)).toBe('1 propuesta');
    expect(proposalCountLabel(2)).toBe('2 propuestas');
  });
});

describe('buildTimeline', () => {
  it('lists the four steps in order, dated by the events reached so far', () => {
    const timeline = buildTimeline([
      { status: 'assigned', createdAt: '2026-11-23T10:00:00Z' },
      { status: 'pending', createdAt: '2026-11-20T10:00:00Z' },
    ]);
    expect(timeline).toEqual([
      { status: 'pending', label: 'Publicado', reachedAt: '2026-11-20T10:00:00Z' },
      { status: 'assigned', label: 'Asignado', reachedAt: '2026-11-23T10:00:00Z' },
      { status: 'in-transit', label: 'En tránsito', reachedAt: null },
      { status: 'delivered', label: 'Entregado', reachedAt: null },
    ]);
  });
});
