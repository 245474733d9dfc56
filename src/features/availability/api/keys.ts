/** TanStack Query keys; every availability query starts with 'availability' so one invalidation covers all. */
export interface TruckFilters {
  /** A province name, or null for all. */
  province: string | null;
  /** A catalog vehicle type, or null for all. */
  vehicleType: string | null;
}

export const availabilityKeys = {
  all: ['availability'] as const,
  mine: (userId: string) => ['availability', 'mine', userId] as const,
  browse: (filters: TruckFilters) => ['availability', 'browse', filters] as const,
  loads: (availabilityId: string) => ['availability', 'loads', availabilityId] as const,
  invitations: (userId: string) => ['availability', 'invitations', userId] as const,
  trucksNear: (listingId: string) => ['availability', 'trucks-near', listingId] as const,
  returnLoads: (listingId: string) => ['availability', 'return-loads', listingId] as const,
  offerable: (userId: string) => ['availability', 'offerable', userId] as const,
};
