/** TanStack Query keys; every messages query starts with 'messages'. */
export const messageKeys = {
  all: ['messages'] as const,
  list: (userId: string) => ['messages', 'list', userId] as const,
  unread: (userId: string) => ['messages', 'unread', userId] as const,
  details: (conversationId: string) => ['messages', 'details', conversationId] as const,
  thread: (conversationId: string) => ['messages', 'thread', conversationId] as const,
};
