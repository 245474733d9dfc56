import { useQuery } from '@tanstack/react-query';
import { useInvalidatingMutation, useStoringMutation } from '@/lib/use-invalidating-mutation';
import { pushDeviceState, subscribeDevice, unsubscribeDevice } from '../push-device';
import {
  deletePushSubscription,
  fetchPushCategories,
  fetchPushPublicKey,
  savePushCategories,
  savePushSubscription,
  type PushCategory,
} from './push';
import { settingsKeys } from './settings';

export function usePushDevice() {
  return useQuery({
    queryKey: settingsKeys.pushDevice(),
    queryFn: pushDeviceState,
  });
}

/** 'Activar notificaciones': the permission, the browser's subscription, then the database's. */
export function useEnablePush() {
  return useInvalidatingMutation(async () => {
    const subscription = await subscribeDevice(await fetchPushPublicKey());
    await savePushSubscription(subscription);
  }, [settingsKeys.pushDevice()]);
}

/** 'Desactivar en este dispositivo': the browser forgets it, then the database does. */
export function useDisablePush() {
  return useInvalidatingMutation(async () => {
    const endpoint = await unsubscribeDevice();
    if (endpoint) await deletePushSubscription(endpoint);
  }, [settingsKeys.pushDevice()]);
}

export function usePushCategories(userId: string) {
  return useQuery({
    queryKey: settingsKeys.pushCategories(userId),
    queryFn: () => fetchPushCategories(userId),
  });
}

/** Saves the kinds; the answer is what is stored, so the cache takes it as it is. */
export function useSavePushCategories(userId: string) {
  return useStoringMutation(
    (categories: readonly PushCategory[]) => savePushCategories(userId, categories),
    settingsKeys.pushCategories(userId),
  );
}
