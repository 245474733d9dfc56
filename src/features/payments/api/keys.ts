/** TanStack Query keys of payments; all start with 'payments'. */
export const paymentsKeys = {
  all: ['payments'] as const,
  mercadoPagoAccount: (userId: string) => ['payments', 'mercadopago-account', userId] as const,
};
