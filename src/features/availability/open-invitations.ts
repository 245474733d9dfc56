/** Which invitations the transporter can still answer, and how many: the dashboard's badge. */
import type { Invitation } from './types';

/** Not answered, and the listing still takes offers. */
export function isOpenInvitation(
  invitation: Pick<Invitation, 'answeredAt' | 'listingStatus'>,
): boolean {
  return invitation.answeredAt === null && invitation.listingStatus === 'pending';
}

export function openInvitationCount(
  invitations: readonly Pick<Invitation, 'answeredAt' | 'listingStatus'>[],
): number {
  return invitations.filter(isOpenInvitation).length;
}
