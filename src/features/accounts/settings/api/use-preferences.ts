import { useQuery } from '@tanstack/react-query';
import { useStoringMutation } from '@/lib/use-invalidating-mutation';
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
  return useStoringMutation(
    (preferences: NotificationPreferences) => savePreferences(userId, preferences),
    settingsKeys.preferences(userId),
  );
}
