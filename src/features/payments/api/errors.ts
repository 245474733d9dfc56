/**
 * Spanish for the refusals of Mercado Pago's link: the database raises `<code>: <reason>`, whose
 * reason is the text to show; anything else falls back to the app-wide data error messages.
 */
import { errorMapper } from '@/lib/data-errors';

const REASON = { reason: true } as const;

export const paymentsError = errorMapper({
  raised: {
    not_transporter: REASON,
    invalid_state: REASON,
    not_allowed: REASON,
    payment_not_open: REASON,
    not_linked: REASON,
    no_exchange_rate: REASON,
    pay_on_delivery: REASON,
    quote_changed: REASON,
    payment_exists: REASON,
    not_capturable: REASON,
    not_releasable: REASON,
    not_conformed: REASON,
  },
});
