import { describe, expect, it } from 'vitest';
import { daysUntil, expiryLabel } from './expiry';

const TODAY = new Date(2026, 10, 23, 15, 30); // 23 Nov 2026, mid-afternoon

describe('expiryLabel', () => {
  it('says nothing without a date or beyond 30 days', () => {
    expect(expiryLabel(null, TODAY)).toBeNull();
    expect(expiryLabel('2026-12-24', TODAY)).toBeNull(); // 31 days
  });

  it("counts the days left within 30 days: 'Vence en N días'", () => {
    expect(expiryLabel('2026-12-23', TODAY)).toBe('Vence en 30 días');
    expect(expiryLabel('2026-11-30', TODAY)).toBe('Vence en 7 días');
    expect(expiryLabel('2026-11-24', TODAY)).toBe('Vence en 1 día');
  });

  it("is valid through its expiry day, then 'Vencido'", () => {
    expect(expiryLabel('2026-11-23', TODAY)).toBe('Vence hoy');
    expect(expiryLabel('2026-11-22', TODAY)).toBe('Vencido');
    expect(expiryLabel('2020-01-01', TODAY)).toBe('Vencido');
  });

  it('counts calendar days, whatever the hour', () => {
    expect(daysUntil('2026-11-24', new Date(2026, 10, 23, 0, 0))).toBe(1);
    expect(daysUntil('2026-11-24', new Date(2026, 10, 23, 23, 59))).toBe(1);
  });
});
