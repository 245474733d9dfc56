import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetPushDevice } from './push';

const device = vi.hoisted(() => ({ unsubscribeDevice: vi.fn() }));
vi.mock('../push-device', () => device);

const fake = await vi.hoisted(async () =>
  (await import('@/testing/fake-supabase')).fakeSupabase({
    tables: { push_subscriptions: { data: null, error: null } },
  }),
);
vi.mock('@/lib/supabase', () => ({ supabase: fake.client }));

beforeEach(() => vi.clearAllMocks());

describe('forgetPushDevice (on sign-out)', () => {
  it('ends the browser’s subscription and deletes it from the database', async () => {
    device.unsubscribeDevice.mockResolvedValue('https://fcm.googleapis.com/fcm/send/a');
    await forgetPushDevice();
    expect(fake.table('push_subscriptions').delete).toHaveBeenCalled();
    expect(fake.table('push_subscriptions').eq).toHaveBeenCalledWith(
      'endpoint',
      'https://fcm.googleapis.com/fcm/send/a',
    );
  });

  it('touches nothing when this browser has no subscription', async () => {
    device.unsubscribeDevice.mockResolvedValue(null);
    await forgetPushDevice();
    expect(fake.from).not.toHaveBeenCalled();
  });

  it('never holds the sign-out back: a failure on either side is swallowed', async () => {
    device.unsubscribeDevice.mockRejectedValue(new Error('no worker'));
    await expect(forgetPushDevice()).resolves.toBeUndefined();
    device.unsubscribeDevice.mockResolvedValue('https://fcm.googleapis.com/fcm/send/b');
    fake.table('push_subscriptions').delete.mockImplementation(() => {
      throw new Error('offline');
    });
    await expect(forgetPushDevice()).resolves.toBeUndefined();
  });
});
