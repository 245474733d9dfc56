/**
 * Spanish for refusals of the admin RPCs. They raise `<code>: <reason>` (see the trust
 * migration), whose reason is already the Spanish text to show; anything else falls back to the
 * app-wide data error messages (a 42501 'forbidden' reads as the permission message).
 */
import { errorMapper } from '@/lib/data-errors';

const REASON = { reason: true } as const;

/** The error an admin fetcher throws: the Data API error with its Spanish message. */
export const adminError = errorMapper({
  raised: {
    review_note_required: REASON,
    review_note_too_long: REASON,
    document_not_found: REASON,
    cannot_suspend_self: REASON,
    cannot_suspend_admin: REASON,
    user_not_found: REASON,
    listing_not_removable: REASON,
    message_not_found: REASON,
    exchange_rate_range: REASON,
    exchange_rate_date: REASON,
    invalid_amount: REASON,
    not_refundable: REASON,
  },
});
