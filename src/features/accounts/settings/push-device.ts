/**
 * This device's side of push notifications: whether the browser can receive them, whether the
 * person blocked them, and its subscription with the push service (through the app's service
 * worker, which shows what arrives). The permission is asked only inside `subscribeDevice`,
 * which runs on a tap.
 */
import { DataError } from '@/lib/data-errors';

/** What `PushSubscription.toJSON()` gives, once checked: as `save_push_subscription` takes it. */
export interface DeviceSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushDeviceState =
  /** No Push API here (an iPhone's Safari outside the installed app, an old browser). */
  | { kind: 'unsupported' }
  /** The person blocked notifications for this site. */
  | { kind: 'blocked' }
  | { kind: 'off' }
  | { kind: 'on'; endpoint: string };

export const PUSH_BLOCKED_MESSAGE =
  'Las notificaciones están bloqueadas para ConectaCargas en este navegador. Permitilas desde la configuración del sitio y volvé a intentarlo.';
export const PUSH_FAILED_MESSAGE =
  'No se pudieron activar las notificaciones en este navegador. Volvé a intentarlo.';
export const PUSH_NO_WORKER_MESSAGE =
  'Las notificaciones todavía no están disponibles en este navegador: recargá la página y volvé a intentarlo.';

/** How long the browser's push service may take to subscribe this device. */
const SUBSCRIBE_TIMEOUT_MS = 20_000;

function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** This browser's subscription through the app's worker, if it has one. */
async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** `promise`'s value, or undefined when `ms` pass first. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return Promise.race([promise, new Promise<undefined>((resolve) => setTimeout(resolve, ms))]);
}

/** How long a tap waits for the app's worker, which registers a moment after the page loads. */
const WORKER_WAIT_MS = 10_000;

export async function pushDeviceState(): Promise<PushDeviceState> {
  if (!pushSupported()) return { kind: 'unsupported' };
  if (Notification.permission === 'denied') return { kind: 'blocked' };
  const subscription = await currentSubscription();
  return subscription && Notification.permission === 'granted'
    ? { kind: 'on', endpoint: subscription.endpoint }
    : { kind: 'off' };
}

/** The subscription's keys as the database keeps them, or null when the browser gave none. */
export function deviceSubscription(json: PushSubscriptionJSON): DeviceSubscription | null {
  const { endpoint, keys } = json;
  if (!endpoint || !keys?.p256dh || !keys.auth) return null;
  return { endpoint, p256dh: keys.p256dh, auth: keys.auth };
}

/** Asks for the permission (on a tap), then subscribes this browser with the server's key. */
export async function subscribeDevice(publicKey: string): Promise<DeviceSubscription> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new DataError(null, PUSH_BLOCKED_MESSAGE);
  // None in `npm run dev`.
  const worker = await within(navigator.serviceWorker.ready, WORKER_WAIT_MS);
  if (!worker) throw new DataError(null, PUSH_NO_WORKER_MESSAGE);
  let subscription: PushSubscription | undefined;
  try {
    // A browser that cannot reach its push service never answers.
    subscription = await within(
      worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }),
      SUBSCRIBE_TIMEOUT_MS,
    );
  } catch (error) {
    throw new DataError(error, PUSH_FAILED_MESSAGE);
  }
  const saved = subscription && deviceSubscription(subscription.toJSON());
  if (!saved) throw new DataError(null, PUSH_FAILED_MESSAGE);
  return saved;
}

/** Ends this browser's subscription; its endpoint, for the database to forget, or null. */
export async function unsubscribeDevice(): Promise<string | null> {
  if (!pushSupported()) return null;
  const subscription = await currentSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
