/**
 * Spanish for refusals of the admin RPCs. They raise `<code>: <reason>` (see the trust
 * migration), whose reason is already the Spanish text to show; anything else falls back to the
 * app-wide data error messages (a 42501 'forbidden' reads as the permission message).
 */
import { DataError, dataErrorMessage } from '@/lib/data-errors';

const ADMIN_REASON =
  /^(?:review_note_required|review_note_too_long|document_not_found|cannot_suspend_self|cannot_suspend_admin|user_not_found|listing_not_removable|message_not_found): (.+)$/;

export function adminErrorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { message } = error as { message?: unknown };
    const match = typeof message === 'string' ? ADMIN_REASON.exec(message) : null;
    if (match) {
      const reason = match[1];
      return `${reason.charAt(0).toUpperCase()}${reason.slice(1)}.`;
    }
  }
  return dataErrorMessage(error);
}

/** The error an admin fetcher throws: the Data API error with its Spanish message. */
export function adminError(error: unknown): DataError {
  return new DataError(error, adminErrorMessage(error));
}
