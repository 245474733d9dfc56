/** Leaves the app for Mercado Pago's own pages (consent, checkout): a full navigation. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
