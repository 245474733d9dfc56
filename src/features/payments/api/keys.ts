/** TanStack Query keys of payments; all start with 'payments'. */
export const paymentsKeys = {
  all: ['payments'] as const,
  mercadoPagoAccount: (userId: string) => ['payments', 'mercadopago-account', userId] as const,
  protectedPayment: (listingId: string) => ['payments', 'protected', listingId] as const,
  quote: (listingId: string) => ['payments', 'quote', listingId] as const,
  financeMonths: () => ['payments', 'finances', 'months'] as const,
  financeBreakdown: () => ['payments', 'finances', 'breakdown'] as const,
  paymentsDue: () => ['payments', 'finances', 'due'] as const,
};
