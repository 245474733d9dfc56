/** TanStack Query keys of trust signals; all start with 'trust' so one invalidation covers them. */
export const trustKeys = {
  all: ['trust'] as const,
  verified: (userId: string) => ['trust', 'verified', userId] as const,
  summary: (userId: string) => ['trust', 'summary', userId] as const,
  myRating: (listingId: string, raterId: string) =>
    ['trust', 'my-rating', listingId, raterId] as const,
  reputation: (userId: string) => ['trust', 'reputation', userId] as const,
  company: (userId: string) => ['trust', 'company', userId] as const,
  payment: (listingId: string) => ['trust', 'payment', listingId] as const,
  paymentDisputes: ['trust', 'payment-disputes'] as const,
};
