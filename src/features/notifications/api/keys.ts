/** TanStack Query keys; every notifications query starts with 'notifications' (one invalidation). */
export const notificationKeys = {
  all: ['notifications'] as const,
  latest: (userId: string, limit: number) => ['notifications', 'latest', userId, limit] as const,
  pages: (userId: string) => ['notifications', 'pages', userId] as const,
  unread: (userId: string) => ['notifications', 'unread', userId] as const,
};
