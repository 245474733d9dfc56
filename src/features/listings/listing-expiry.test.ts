import { describe, expect, it } from 'vitest';
import { isListingExpired } from './listing-expiry';

describe('isListingExpired', () => {
  const today = '2026-11-26';

  it('is true for a pending listing whose pickup date is before today', () => {
    expect(isListingExpired({ status: 'pending', pickupDate: '2026-11-25' }, today)).toBe(true);
    expect(isListingExpired({ status: 'pending', pickupDate: '2025-12-31' }, today)).toBe(true);
  });

  it('keeps the pickup day itself and later days on offer', () => {
    expect(isListingExpired({ status: 'pending', pickupDate: today }, today)).toBe(false);
    expect(isListingExpired({ status: 'pending', pickupDate: '2026-12-01' }, today)).toBe(false);
  });

  it('never calls a listing that was taken expired', () => {
    for (const status of ['assigned', 'in-transit', 'delivered'] as const) {
      expect(isListingExpired({ status, pickupDate: '2020-01-01' }, today)).toBe(false);
    }
  });
});
