/** TanStack Query keys; every offers query starts with 'proposals' so one invalidation covers all. */
export const proposalKeys = {
  all: ['proposals'] as const,
  mine: (userId: string) => ['proposals', 'mine', userId] as const,
  mineOn: (userId: string, listingId: string) =>
    ['proposals', 'mine-on', userId, listingId] as const,
  forListing: (listingId: string) => ['proposals', 'listing', listingId] as const,
  counts: (listingIds: readonly string[]) => ['proposals', 'counts', listingIds] as const,
  freights: (userId: string) => ['proposals', 'freights', userId] as const,
  events: (listingId: string) => ['proposals', 'events', listingId] as const,
  contact: (listingId: string) => ['proposals', 'contact', listingId] as const,
};
