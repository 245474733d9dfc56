import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeAnswer, FakeQuery } from '@/testing/fake-supabase';
import { fakeSignedIn } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/render';
import { NOTIFICATIONS_PAGE_SIZE } from '../api/notifications-fetch';
import { NotificationsPage } from './notifications-page';

// The list answers as `answers.notifications` says.
const { fake, answers } = await vi.hoisted(async () => {
  const answers = {
    notifications: (_query: FakeQuery): FakeAnswer => ({ data: [], error: null }),
  };
  const fake = (await import('@/testing/fake-supabase')).fakeSupabase({
    tables: { notifications: (query) => answers.notifications(query) },
  });
  return { fake, answers };
});
vi.mock('@/lib/supabase', () => ({ supabase: fake.client }));

/** `count` read notifications, three at each minute, newest first: 'Aviso 1', 'Aviso 2', … */
const notifications = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: `n${String(i + 1).padStart(3, '0')}`,
    kind: 'proposal_received',
    title: `Aviso ${i + 1}`,
    body: 'Recibiste una propuesta.',
    link: '/listings/l1',
    read_at: '2026-11-20T12:00:00Z',
    created_at: new Date(Date.UTC(2026, 10, 20, 12) - Math.floor(i / 3) * 60_000).toISOString(),
  }));

/** The rows after the cursor the query's filter names (its last id), as many as it asks. */
function answerNotifications(total: number) {
  const all = notifications(total);
  return (query: FakeQuery): FakeAnswer => {
    const arg = (method: string) => query.calls.find((call) => call.method === method)?.args[0];
    const lastId = (arg('or') as string | undefined)?.match(/id\.gt\.(\w+)/)?.[1];
    const start = lastId ? all.findIndex((n) => n.id === lastId) + 1 : 0;
    return { data: all.slice(start, start + (arg('limit') as number)), error: null };
  };
}

beforeEach(() => vi.clearAllMocks());

describe('NotificationsPage', () => {
  it('shows the newest notifications, then the ones after the last shown with Cargar más', async () => {
    answers.notifications = answerNotifications(NOTIFICATIONS_PAGE_SIZE + 1);
    const user = userEvent.setup();
    renderWithProviders(<NotificationsPage />, { auth: fakeSignedIn('shipper') });
    expect(await screen.findByText(`Aviso ${NOTIFICATIONS_PAGE_SIZE}`)).toBeInTheDocument();
    expect(screen.queryByText(`Aviso ${NOTIFICATIONS_PAGE_SIZE + 1}`)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByText(`Aviso ${NOTIFICATIONS_PAGE_SIZE + 1}`)).toBeInTheDocument();
    const last = notifications(NOTIFICATIONS_PAGE_SIZE).at(-1)!;
    const table = fake.table('notifications');
    expect(table.lte).toHaveBeenLastCalledWith('created_at', last.created_at);
    // Quoted: a timestamp holds the ':' and '.' the filter syntax reserves.
    expect(table.or).toHaveBeenLastCalledWith(
      `created_at.lt."${last.created_at}",id.gt.${last.id}`,
    );
    expect(screen.getAllByRole('link')).toHaveLength(NOTIFICATIONS_PAGE_SIZE + 1);
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
  });

  it('keeps the notifications shown when the next page fails', async () => {
    answers.notifications = answerNotifications(NOTIFICATIONS_PAGE_SIZE + 1);
    const user = userEvent.setup();
    renderWithProviders(<NotificationsPage />, { auth: fakeSignedIn('shipper') });
    await screen.findByText('Aviso 1');
    answers.notifications = () => ({ data: null, error: { message: 'Failed to fetch', code: '' } });
    await user.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudieron cargar más notificaciones',
    );
    expect(screen.getByText('Aviso 1')).toBeInTheDocument();
  });

  it('says so when there are none', async () => {
    answers.notifications = answerNotifications(0);
    renderWithProviders(<NotificationsPage />, { auth: fakeSignedIn('shipper') });
    expect(await screen.findByText('No tenés notificaciones')).toBeInTheDocument();
  });
});
