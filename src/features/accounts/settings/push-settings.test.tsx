import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeAnswer } from '@/testing/fake-supabase';
import { fakeSignedIn } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/render';
import type { PushDeviceState } from './push-device';
import { PushSettings } from './push-settings';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: toasts }));

const invoke = vi.hoisted(() => vi.fn());
vi.mock('@/lib/functions', () => ({ invokeFunction: invoke }));

const device = vi.hoisted(() => ({
  state: { kind: 'off' } as PushDeviceState,
  subscribe: vi.fn(),
  unsubscribe: vi.fn(),
}));
vi.mock('./push-device', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./push-device')>()),
  pushDeviceState: async () => device.state,
  subscribeDevice: device.subscribe,
  unsubscribeDevice: device.unsubscribe,
}));

const SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  p256dh: `B${'a'.repeat(86)}`,
  auth: 'b'.repeat(22),
};

const { fake, answers } = await vi.hoisted(async () => {
  const answers = {
    save: (): FakeAnswer => ({ data: 'sub-1', error: null }),
    categories: ['offers', 'messages', 'trip'] as string[],
  };
  const fake = (await import('@/testing/fake-supabase')).fakeSupabase({
    rpc: { save_push_subscription: () => answers.save() },
    tables: {
      notification_preferences: (query) => {
        const update = query.calls.find((call) => call.method === 'update');
        if (update) {
          answers.categories = (update.args[0] as { push_categories: string[] }).push_categories;
        }
        return { data: { push_categories: answers.categories }, error: null };
      },
      push_subscriptions: { data: null, error: null },
    },
  });
  return { fake, answers };
});
vi.mock('@/lib/supabase', () => ({ supabase: fake.client }));

beforeEach(() => {
  vi.clearAllMocks();
  device.state = { kind: 'off' };
  answers.save = () => ({ data: 'sub-1', error: null });
  answers.categories = ['offers', 'messages', 'trip'];
});

const renderSettings = () => {
  renderWithProviders(<PushSettings userId="u1" />, { auth: fakeSignedIn('transporter') });
  return userEvent.setup();
};

describe('PushSettings', () => {
  it('says how to get notifications where the browser cannot receive them', async () => {
    device.state = { kind: 'unsupported' };
    renderSettings();
    expect(await screen.findByText(/agregá ConectaCargas a la pantalla de inicio/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Activar notificaciones' })).toBeNull();
  });

  it('says where to allow them when the person blocked them', async () => {
    device.state = { kind: 'blocked' };
    renderSettings();
    expect(await screen.findByText(/Permitilas desde la configuración del sitio/)).toBeVisible();
  });

  it('asks on the tap, subscribes with the server key and saves this device', async () => {
    invoke.mockResolvedValue({ publicKey: 'BKEY' });
    device.subscribe.mockImplementation(async () => {
      device.state = { kind: 'on', endpoint: SUBSCRIPTION.endpoint };
      return SUBSCRIPTION;
    });
    const user = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Activar notificaciones' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Notificaciones activadas'));
    expect(invoke).toHaveBeenCalledWith(
      'push-notifications',
      { action: 'public-key' },
      fake.client.auth,
      expect.any(Function),
    );
    expect(device.subscribe).toHaveBeenCalledWith('BKEY');
    expect(fake.client.rpc).toHaveBeenCalledWith('save_push_subscription', {
      p_endpoint: SUBSCRIPTION.endpoint,
      p_p256dh: SUBSCRIPTION.p256dh,
      p_auth: SUBSCRIPTION.auth,
    });
    expect(await screen.findByText('Activadas en este dispositivo.')).toBeVisible();
  });

  it('says why the database refused the subscription, and offers the button again', async () => {
    invoke.mockResolvedValue({ publicKey: 'BKEY' });
    device.subscribe.mockResolvedValue({ ...SUBSCRIPTION, endpoint: 'https://push.evil/x' });
    answers.save = () => ({
      data: null,
      error: {
        code: '22023',
        message:
          'push_endpoint_not_allowed: el servicio de notificaciones de este navegador no está admitido',
      },
    });
    const user = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Activar notificaciones' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Error', {
        description:
          'El servicio de notificaciones de este navegador no está admitido. Probá con Chrome, Firefox, Edge o Safari.',
      }),
    );
    expect(screen.getByRole('button', { name: 'Activar notificaciones' })).toBeEnabled();
  });

  it('saves the kinds the person wants on all of his devices', async () => {
    device.state = { kind: 'on', endpoint: SUBSCRIPTION.endpoint };
    const user = renderSettings();
    const messages = await screen.findByRole('checkbox', { name: 'Mensajes' });
    expect(messages).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Pagos y facturas' })).not.toBeChecked();
    await user.click(messages);
    await user.click(screen.getByRole('checkbox', { name: 'Pagos y facturas' }));
    await user.click(screen.getByRole('button', { name: 'Guardar preferencias' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Preferencias guardadas'));
    expect(fake.table('notification_preferences').update).toHaveBeenCalledWith({
      push_categories: ['offers', 'trip', 'payments'],
    });
  });

  it('turns this device off: the browser forgets it, then the database', async () => {
    device.state = { kind: 'on', endpoint: SUBSCRIPTION.endpoint };
    device.unsubscribe.mockImplementation(async () => {
      device.state = { kind: 'off' };
      return SUBSCRIPTION.endpoint;
    });
    const user = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Desactivar en este dispositivo' }));
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith(
        'Notificaciones desactivadas en este dispositivo',
      ),
    );
    expect(fake.table('push_subscriptions').delete).toHaveBeenCalled();
    expect(fake.table('push_subscriptions').eq).toHaveBeenCalledWith(
      'endpoint',
      SUBSCRIPTION.endpoint,
    );
    expect(await screen.findByRole('button', { name: 'Activar notificaciones' })).toBeVisible();
  });
});
