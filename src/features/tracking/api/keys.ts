/** TanStack Query keys of 'Seguimiento'; a link's key starts with 'trip' so a shipment's change refetches it. */
export const trackingKeys = {
  link: (listingId: string) => ['trip', 'tracking-link', listingId] as const,
  view: (token: string) => ['tracking', token] as const,
};
