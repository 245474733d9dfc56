/**
 * 'Notificaciones push': which kinds a person wants on his devices (`push_categories` of
 * `notification_preferences`), the server's VAPID public key (the push-notifications function),
 * and this device's subscription, saved by `save_push_subscription` and deleted by its owner.
 */
import { invokeFunction } from '@/lib/functions';
import { unwrap } from '@/lib/query-result';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import { unsubscribeDevice, type DeviceSubscription } from '../push-device';
import { pushSubscriptionError } from './errors';

export const PUSH_CATEGORIES = [
  'offers',
  'messages',
  'assignments',
  'trip',
  'payments',
  'alerts',
  'documents',
] as const;

export type PushCategory = (typeof PUSH_CATEGORIES)[number];

function isPushCategory(value: string): value is PushCategory {
  return (PUSH_CATEGORIES as readonly string[]).includes(value);
}

export async function fetchPushCategories(
  userId: string,
  client: AppSupabaseClient = supabase,
): Promise<PushCategory[]> {
  const row = unwrap(
    await client
      .from('notification_preferences')
      .select('push_categories')
      .eq('user_id', userId)
      .single(),
  );
  return row.push_categories.filter(isPushCategory);
}

export async function savePushCategories(
  userId: string,
  categories: readonly PushCategory[],
  client: AppSupabaseClient = supabase,
): Promise<PushCategory[]> {
  const row = unwrap(
    await client
      .from('notification_preferences')
      .update({ push_categories: [...categories] })
      .eq('user_id', userId)
      .select('push_categories')
      .single(),
  );
  return row.push_categories.filter(isPushCategory);
}

/** The key a browser subscribes with, so only this server's pushes reach it. */
export async function fetchPushPublicKey(): Promise<string> {
  const { publicKey } = await invokeFunction<{ publicKey: string }>(
    'push-notifications',
    { action: 'public-key' },
    supabase.auth,
    pushSubscriptionError,
  );
  return publicKey;
}

export async function savePushSubscription(
  subscription: DeviceSubscription,
  client: AppSupabaseClient = supabase,
): Promise<void> {
  unwrap(
    await client.rpc('save_push_subscription', {
      p_endpoint: subscription.endpoint,
      p_p256dh: subscription.p256dh,
      p_auth: subscription.auth,
    }),
    pushSubscriptionError,
  );
}

export async function deletePushSubscription(
  endpoint: string,
  client: AppSupabaseClient = supabase,
): Promise<void> {
  unwrap(await client.from('push_subscriptions').delete().eq('endpoint', endpoint));
}

/**
 * On sign-out: this browser stops receiving the person's pushes (the next person on it would see
 * them). Nothing here holds the sign-out back: a subscription the database keeps after a failure
 * is deleted when its push service answers 410 to the next push.
 */
export async function forgetPushDevice(): Promise<void> {
  const endpoint = await unsubscribeDevice().catch(() => null);
  if (endpoint) await deletePushSubscription(endpoint).catch(() => undefined);
}
