/**
 * Spanish for the refusals of Mercado Pago's link: the database raises `<code>: <reason>`, whose
 * reason is the text to show; anything else falls back to the app-wide data error messages.
 */
import { errorMapper } from '@/lib/data-errors';

const REASON = { reason: true } as const;

export const paymentsError = errorMapper({
  raised: { not_transporter: REASON, invalid_state: REASON },
});
