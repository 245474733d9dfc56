/** TanStack Query keys of the back-office; all start with 'admin'. */
export const adminKeys = {
  all: ['admin'] as const,
  pendingDocuments: ['admin', 'documents', 'pending'] as const,
  users: (search: string) => ['admin', 'users', search] as const,
  listings: ['admin', 'listings'] as const,
  messages: ['admin', 'messages'] as const,
  reports: ['admin', 'conversation-reports'] as const,
  incidents: ['admin', 'incidents'] as const,
  protectedPayments: ['admin', 'protected-payments'] as const,
  exchangeRates: ['admin', 'exchange-rates'] as const,
  reportedMessages: (conversationId: string) =>
    ['admin', 'conversation-reports', conversationId] as const,
  /** A document's signed URL for the preview (never reused: it lasts a minute). */
  preview: (storagePath: string) => ['admin', 'preview', storagePath] as const,
};
