/** TanStack Query keys of the shipper's dashboard pages. */
export const shipperDashboardKeys = {
  overview: (userId: string) => ['shipper-dashboard', 'overview', userId] as const,
  history: (userId: string) => ['shipper-dashboard', 'history', userId] as const,
};
