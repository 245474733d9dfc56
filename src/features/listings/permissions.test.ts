import { describe, expect, it } from 'vitest';
import { listingActionFor } from './permissions';
import { DEMO_ADMIN, DEMO_SHIPPER } from '../../../supabase/demo-accounts';

const owner = DEMO_SHIPPER.id;
const other = DEMO_ADMIN.id;
const today = '2026-11-26';
const pending = { status: 'pending', shipperId: owner, pickupDate: '2026-12-01' } as const;

describe('listingActionFor', () => {
  it('lets a transporter apply to a pending listing', () => {
    expect(listingActionFor(pending, other, 'transporter', today)).toBe('apply');
  });

  it('lets a transporter apply on the pickup day, and no longer after it (Vencida)', () => {
    const expiring = { ...pending, pickupDate: today };
    expect(listingActionFor(expiring, other, 'transporter', today)).toBe('apply');
    expect(listingActionFor(expiring, other, 'transporter', '2026-11-27')).toBeNull();
  });

  it('lets the owner shipper edit a pending listing, expired or not', () => {
    expect(listingActionFor(pending, owner, 'shipper', today)).toBe('edit');
    expect(listingActionFor(pending, owner, 'shipper', '2027-01-01')).toBe('edit');
  });

  it('gives another shipper nothing', () => {
    expect(listingActionFor(pending, other, 'shipper', today)).toBeNull();
  });

  it('gives visitors and admins nothing', () => {
    expect(listingActionFor(pending, null, null, today)).toBeNull();
    expect(listingActionFor(pending, other, 'admin', today)).toBeNull();
  });

  it('offers nothing on a listing that is no longer pending', () => {
    const assigned = { ...pending, status: 'assigned' } as const;
    expect(listingActionFor(assigned, owner, 'shipper', today)).toBeNull();
    expect(listingActionFor(assigned, other, 'transporter', today)).toBeNull();
  });
});
