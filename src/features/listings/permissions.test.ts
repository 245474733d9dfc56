import { describe, expect, it } from 'vitest';
import { listingActionFor } from './permissions';
import { DEMO_ADMIN, DEMO_SHIPPER } from '../../../supabase/demo-accounts';

const owner = DEMO_SHIPPER.id;
const other = DEMO_ADMIN.id;
const pending = { status: 'pending', shipperId: owner } as const;

describe('listingActionFor', () => {
  it('lets a transporter apply to a pending listing', () => {
    expect(listingActionFor(pending, other, 'transporter')).toBe('apply');
  });

  it('lets the owner shipper edit a pending listing', () => {
    expect(listingActionFor(pending, owner, 'shipper')).toBe('edit');
  });

  it('gives another shipper nothing', () => {
    expect(listingActionFor(pending, other, 'shipper')).toBeNull();
  });

  it('gives visitors and admins nothing', () => {
    expect(listingActionFor(pending, null, null)).toBeNull();
    expect(listingActionFor(pending, other, 'admin')).toBeNull();
  });

  it('offers nothing on a listing that is no longer pending', () => {
    const assigned = { status: 'assigned', shipperId: owner } as const;
    expect(listingActionFor(assigned, owner, 'shipper')).toBeNull();
    expect(listingActionFor(assigned, other, 'transporter')).toBeNull();
  });
});
