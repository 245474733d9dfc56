import { queryOptions, useQuery } from '@tanstack/react-query';
import { useStoringMutation } from '@/lib/use-invalidating-mutation';
import { fetchProfile, profileKeys, updateProfile, type ProfileUpdate } from './profile';

export function profileOptions(userId: string) {
  return queryOptions({
    queryKey: profileKeys.detail(userId),
    queryFn: () => fetchProfile(userId),
  });
}

export function useProfile(userId: string) {
  return useQuery(profileOptions(userId));
}

export function useUpdateProfile(userId: string, transporter: boolean) {
  return useStoringMutation(
    (update: ProfileUpdate) => updateProfile(userId, update, transporter),
    profileKeys.detail(userId),
  );
}
