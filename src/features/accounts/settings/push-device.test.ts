import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  deviceSubscription,
  PUSH_BLOCKED_MESSAGE,
  PUSH_FAILED_MESSAGE,
  PUSH_NO_WORKER_MESSAGE,
  pushDeviceState,
  subscribeDevice,
  unsubscribeDevice,
} from './push-device';

const KEYS = { p256dh: `B${'a'.repeat(86)}`, auth: 'b'.repeat(22) };

/** A browser with the Push API, its permission, and a worker (or none) holding `subscription`. */
function browser({
  permission = 'default' as NotificationPermission,
  requested = 'granted' as NotificationPermission,
  worker = true,
  subscription = null as PushSubscription | null,
  subscribe = vi.fn(),
} = {}) {
  const pushManager = { getSubscription: vi.fn(async () => subscription), subscribe };
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', {
    permission,
    requestPermission: vi.fn(async () => requested),
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: vi.fn(async () => (worker ? { pushManager } : undefined)),
      // Without a worker (npm run dev), `ready` never settles.
      ready: worker ? Promise.resolve({ pushManager }) : new Promise(() => undefined),
    },
  });
  return { pushManager, Notification: globalThis.Notification };
}

function subscription(endpoint: string): PushSubscription {
  return {
    endpoint,
    toJSON: () => ({ endpoint, keys: KEYS }),
    unsubscribe: vi.fn(async () => true),
  } as unknown as PushSubscription;
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('pushDeviceState', () => {
  it('is unsupported without the Push API (Safari on an iPhone, outside the installed app)', async () => {
    expect(await pushDeviceState()).toEqual({ kind: 'unsupported' });
  });

  it('is blocked when the person denied notifications', async () => {
    browser({ permission: 'denied' });
    expect(await pushDeviceState()).toEqual({ kind: 'blocked' });
  });

  it('is off without a subscription, or without the permission', async () => {
    browser({ permission: 'granted' });
    expect(await pushDeviceState()).toEqual({ kind: 'off' });
    browser({ permission: 'default', subscription: subscription('https://push.example/1') });
    expect(await pushDeviceState()).toEqual({ kind: 'off' });
    browser({ permission: 'granted', worker: false });
    expect(await pushDeviceState()).toEqual({ kind: 'off' });
  });

  it('is on with the subscription’s endpoint', async () => {
    browser({ permission: 'granted', subscription: subscription('https://push.example/1') });
    expect(await pushDeviceState()).toEqual({ kind: 'on', endpoint: 'https://push.example/1' });
  });
});

describe('subscribeDevice', () => {
  it('asks for the permission, then subscribes with the server’s key, visible only', async () => {
    const subscribe = vi.fn(async () => subscription('https://push.example/2'));
    const { Notification } = browser({ subscribe });
    expect(await subscribeDevice('BKEY')).toEqual({ endpoint: 'https://push.example/2', ...KEYS });
    expect(Notification.requestPermission).toHaveBeenCalledOnce();
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: 'BKEY' });
  });

  it('says notifications are blocked when the person says no, and subscribes nothing', async () => {
    const subscribe = vi.fn();
    browser({ requested: 'denied', subscribe });
    await expect(subscribeDevice('BKEY')).rejects.toThrow(PUSH_BLOCKED_MESSAGE);
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('gives up on a push service that never answers', async () => {
    vi.useFakeTimers();
    try {
      browser({ subscribe: vi.fn(() => new Promise<never>(() => undefined)) });
      const subscribing = expect(subscribeDevice('BKEY')).rejects.toThrow(PUSH_FAILED_MESSAGE);
      await vi.advanceTimersByTimeAsync(20_000);
      await subscribing;
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits a while for the app’s worker, then says to try again', async () => {
    vi.useFakeTimers();
    try {
      browser({ worker: false });
      const subscribing = expect(subscribeDevice('BKEY')).rejects.toThrow(PUSH_NO_WORKER_MESSAGE);
      await vi.advanceTimersByTimeAsync(10_000);
      await subscribing;
    } finally {
      vi.useRealTimers();
    }
  });

  it('says so when the push service fails', async () => {
    browser({
      subscribe: vi.fn(async () =>
        Promise.reject(new DOMException('push service error', 'AbortError')),
      ),
    });
    await expect(subscribeDevice('BKEY')).rejects.toThrow(PUSH_FAILED_MESSAGE);
  });
});

describe('deviceSubscription', () => {
  it('keeps the endpoint and keys, or nothing when one is missing', () => {
    expect(deviceSubscription({ endpoint: 'https://push.example/3', keys: KEYS })).toEqual({
      endpoint: 'https://push.example/3',
      ...KEYS,
    });
    expect(
      deviceSubscription({ endpoint: 'https://push.example/3', keys: { auth: 'x' } }),
    ).toBeNull();
    expect(deviceSubscription({ keys: KEYS })).toBeNull();
  });
});

describe('unsubscribeDevice', () => {
  it('ends the subscription and gives its endpoint; nothing when there is none', async () => {
    const current = subscription('https://push.example/4');
    browser({ permission: 'granted', subscription: current });
    expect(await unsubscribeDevice()).toBe('https://push.example/4');
    expect(current.unsubscribe).toHaveBeenCalledOnce();
    browser({ permission: 'granted' });
    expect(await unsubscribeDevice()).toBeNull();
  });
});
