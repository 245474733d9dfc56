import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => updateProfile(userId, update, transporter),
    onSuccess: (profile) => queryClient.setQueryData(profileKeys.detail(userId), profile),
  });
}
