import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  fetchPreferences,
  savePreferences,
  settingsKeys,
  type NotificationPreferences,
} from './settings';

export function usePreferences(userId: string) {
  return useQuery({
    queryKey: settingsKeys.preferences(userId),
    queryFn: () => fetchPreferences(userId),
  });
}

/** Saves the switches; the answer is what is stored, so the cache takes it as it is. */
export function useSavePreferences(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: NotificationPreferences) => savePreferences(userId, preferences),
    onSuccess: (stored) => queryClient.setQueryData(settingsKeys.preferences(userId), stored),
  });
}
