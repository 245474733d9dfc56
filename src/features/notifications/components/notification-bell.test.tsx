import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeAnswer, FakeQuery } from '@/testing/fake-supabase';
import { fakeSignedIn } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/render';
import { NotificationBell } from './notification-bell';

// The unread count (a head request) answers as `answers.count` says; the menu's list is empty.
const { fake, answers } = await vi.hoisted(async () => {
  const answers = {
    count: (): Promise<FakeAnswer & { count: number }> => new Promise(() => {}),
  };
  const isCount = (query: FakeQuery) =>
    query.calls.some((call) => call.method === 'select' && call.args[1] !== undefined);
  const fake = (await import('@/testing/fake-supabase')).fakeSupabase({
    tables: {
      notifications: (query) => (isCount(query) ? answers.count() : { data: [], error: null }),
    },
    rpc: { mark_all_notifications_read: { data: null, error: null } },
  });
  return { fake, answers };
});
vi.mock('@/lib/supabase', () => ({ supabase: fake.client }));

beforeEach(() => vi.clearAllMocks());

async function openMenu() {
  const user = userEvent.setup();
  renderWithProviders(<NotificationBell />, { auth: fakeSignedIn('shipper') });
  await user.click(screen.getByRole('button', { name: /^Notificaciones/ }));
  await screen.findByText('No tenés notificaciones.');
  return { user, markAll: screen.getByRole('menuitem', { name: 'Marcar todas como leídas' }) };
}

describe('NotificationBell', () => {
  it('lets everything be marked read while the count is still loading', async () => {
    answers.count = () => new Promise(() => {});
    const { user, markAll } = await openMenu();
    expect(markAll).not.toHaveAttribute('data-disabled');
    await user.click(markAll);
    expect(fake.rpc).toHaveBeenCalledWith('mark_all_notifications_read');
  });

  it('refuses to mark all read once the count is known to be 0', async () => {
    answers.count = async () => ({ data: null, error: null, count: 0 });
    const { markAll } = await openMenu();
    expect(markAll).toHaveAttribute('data-disabled');
  });

  it('shows the unread count in the bell’s name and badge', async () => {
    answers.count = async () => ({ data: null, error: null, count: 3 });
    renderWithProviders(<NotificationBell />, { auth: fakeSignedIn('shipper') });
    expect(
      await screen.findByRole('button', { name: 'Notificaciones: 3 sin leer' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('3');
  });
});
