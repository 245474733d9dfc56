import { describe, expect, it } from 'vitest';
import { niceStep, scaleTop, stackSegments } from './chart-scale';

describe('chart scale', () => {
  it('picks round steps', () => {
    expect(niceStep(3000)).toBe(1000);
    expect(niceStep(4500)).toBe(2000);
    expect(niceStep(90)).toBe(50);
    expect(niceStep(0)).toBe(1);
  });

  it('tops the scale at a whole step above the largest total', () => {
    expect(scaleTop([3000, 4500, 0])).toBe(6000);
    expect(scaleTop([0, 0])).toBe(1);
    expect(scaleTop([])).toBe(1);
  });

  it('stacks the non-zero segments bottom first', () => {
    expect(
      stackSegments(
        [
          { key: 'paid', value: 3000 },
          { key: 'reserved', value: 0 },
          { key: 'pending', value: 1500 },
        ],
        6000,
        120,
      ),
    ).toEqual([
      { key: 'paid', y: 0, height: 60 },
      { key: 'pending', y: 60, height: 30 },
    ]);
  });
});
