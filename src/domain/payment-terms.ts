/**
 * 'Plazo de pago': the days after the conformity of the receipt in which the shipper pays, as he
 * publishes them on the listing (cargo_listings_payment_term_check allows the same). A payment on
 * delivery falls due then; 30 days is the term every listing had before shippers chose one.
 */
export const paymentTermDays = [0, 15, 30, 45, 60] as const;

export const DEFAULT_PAYMENT_TERM_DAYS: (typeof paymentTermDays)[number] = 30;

/** The term in words, as the listing and its form say it. */
export function paymentTermLabel(days: number): string {
  return days === 0 ? 'Al conformar la entrega' : `A ${days} días de la conformidad`;
}
