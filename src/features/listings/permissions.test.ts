import { describe, expect, it } from 'vitest';
import { listingActionFor } from './permissions';

const owner = '11111111-1111-4111-8111-111111111111';
const other = '33333333-3333-4333-8333-333333333333';
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
