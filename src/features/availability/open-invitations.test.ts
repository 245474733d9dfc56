import { describe, expect, it } from 'vitest';
import { isOpenInvitation, openInvitationCount } from './open-invitations';

describe('open invitations', () => {
  it('counts those not answered whose listing still takes offers', () => {
    const invitations = [
      { answeredAt: null, listingStatus: 'pending' as const },
      { answeredAt: '2026-11-28T10:00:00Z', listingStatus: 'pending' as const },
      { answeredAt: null, listingStatus: 'assigned' as const },
      { answeredAt: null, listingStatus: 'pending' as const },
    ];
    expect(invitations.map(isOpenInvitation)).toEqual([true, false, false, true]);
    expect(openInvitationCount(invitations)).toBe(2);
    expect(openInvitationCount([])).toBe(0);
  });
});
