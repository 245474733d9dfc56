import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeAnswer } from '@/testing/fake-supabase';
import { errorMessage } from '@/lib/data-errors';
import { fakeSignedIn } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/render';
import { NotificationPreferencesForm } from './notification-preferences-form';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: toasts }));

const REFUSAL = { message: 'permission denied for table notification_preferences', code: '42501' };
const STORED = { new_proposals: true, status_changes: false, news: true };

const { fake, answers } = await vi.hoisted(async () => {
  const answers = {
    read: (): FakeAnswer => ({ data: STORED, error: null }),
    update: (row: Record<string, boolean>): FakeAnswer => ({ data: row, error: null }),
  };
  const fake = (await import('@/testing/fake-supabase')).fakeSupabase({
    tables: {
      notification_preferences: (query) => {
        const update = query.calls.find((call) => call.method === 'update');
        return update ? answers.update(update.args[0] as Record<string, boolean>) : answers.read();
      },
    },
  });
  return { fake, answers };
});
vi.mock('@/lib/supabase', () => ({ supabase: fake.client }));

const onDone = vi.fn();

beforeEach(() => {
  vi.clearAllMocks();
  answers.read = () => ({ data: STORED, error: null });
  answers.update = (row) => ({ data: row, error: null });
});

const renderForm = () => {
  renderWithProviders(<NotificationPreferencesForm userId="u1" onDone={onDone} />, {
    auth: fakeSignedIn('shipper'),
  });
  return userEvent.setup();
};

describe('NotificationPreferencesForm', () => {
  it('shows the stored switches and saves what the person changed', async () => {
    const user = renderForm();
    const proposals = await screen.findByRole('switch', { name: 'Nuevas propuestas' });
    const status = screen.getByRole('switch', { name: 'Cambios de estado de mis envíos' });
    expect(proposals).toBeChecked();
    expect(status).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Novedades de ConectaCargas' })).toBeChecked();
    await user.click(proposals);
    await user.click(status);
    await user.click(screen.getByRole('button', { name: 'Guardar preferencias' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Preferencias guardadas'));
    expect(fake.table('notification_preferences').update).toHaveBeenCalledWith({
      new_proposals: false,
      status_changes: true,
      news: true,
    });
    expect(fake.table('notification_preferences').eq).toHaveBeenCalledWith('user_id', 'u1');
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('says in the form why saving failed, keeping what was chosen', async () => {
    answers.update = () => ({ data: null, error: REFUSAL });
    const user = renderForm();
    await user.click(await screen.findByRole('switch', { name: 'Novedades de ConectaCargas' }));
    await user.click(screen.getByRole('button', { name: 'Guardar preferencias' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(errorMessage(REFUSAL));
    expect(screen.getByRole('switch', { name: 'Novedades de ConectaCargas' })).not.toBeChecked();
    expect(toasts.success).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('offers to try again when the stored switches cannot be read', async () => {
    answers.read = () => ({ data: null, error: { message: 'Failed to fetch', code: '' } });
    const user = renderForm();
    expect(await screen.findByRole('alert')).toBeVisible();
    answers.read = () => ({ data: STORED, error: null });
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('switch', { name: 'Nuevas propuestas' })).toBeChecked();
  });
});
