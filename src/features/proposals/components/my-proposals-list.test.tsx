import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/lib/database.types';
import { fakeSignedIn } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/render';
import { MY_PROPOSALS_PAGE_SIZE } from '../api/my-proposals-fetch';
import { MyProposalsList } from './my-proposals-list';

const fake = await vi.hoisted(async () => (await import('@/testing/fake-supabase')).fakeSupabase());
vi.mock('@/lib/supabase', () => ({ supabase: fake.client }));
const { rpc } = fake;

type Args = Database['public']['Functions']['my_proposals']['Args'];

/** `count` proposals a minute apart, newest first, on listings titled 'Carga 1', 'Carga 2', … */
function proposals(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    id: `p${i + 1}`,
    listing_id: `l${i + 1}`,
    price: 1000,
    message: '',
    status: 'rejected' as const,
    created_at: new Date(Date.UTC(2026, 10, 20, 12) - (i + 1) * 60_000).toISOString(),
    updated_at: '2026-11-20T12:00:00Z',
    needs_reconfirmation: false,
    listing_title: `Carga ${i + 1}`,
    listing_origin: 'Mendoza, Mendoza',
    listing_destination: 'Córdoba, Córdoba',
  }));
}

/** my_proposals() over `total` proposals, page by page as the function answers. */
function myProposalsOf(total: number) {
  const all = proposals(total);
  return (_fn: string, args?: unknown) => {
    const { p_limit = 50, p_after_id } = (args ?? {}) as Args;
    const start = p_after_id ? all.findIndex((p) => p.id === p_after_id) + 1 : 0;
    return Promise.resolve({ data: all.slice(start, start + p_limit), error: null });
  };
}

beforeEach(() => vi.clearAllMocks());

describe('MyProposalsList', () => {
  it('shows the newest proposals, then the next ones after the last shown with Cargar más', async () => {
    rpc.mockImplementation(myProposalsOf(MY_PROPOSALS_PAGE_SIZE + 2));
    const user = userEvent.setup();
    renderWithProviders(<MyProposalsList />, { auth: fakeSignedIn('transporter') });
    expect(await screen.findByText(`Carga ${MY_PROPOSALS_PAGE_SIZE}`)).toBeInTheDocument();
    expect(screen.getAllByTestId('my-proposal-row')).toHaveLength(MY_PROPOSALS_PAGE_SIZE);

    await user.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByText(`Carga ${MY_PROPOSALS_PAGE_SIZE + 2}`)).toBeInTheDocument();
    expect(screen.getAllByTestId('my-proposal-row')).toHaveLength(MY_PROPOSALS_PAGE_SIZE + 2);
    expect(rpc).toHaveBeenLastCalledWith('my_proposals', {
      p_limit: MY_PROPOSALS_PAGE_SIZE + 1,
      p_after_created_at: proposals(MY_PROPOSALS_PAGE_SIZE)[MY_PROPOSALS_PAGE_SIZE - 1]!.created_at,
      p_after_id: `p${MY_PROPOSALS_PAGE_SIZE}`,
    });
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
  });

  it('says so when there are none yet', async () => {
    rpc.mockImplementation(myProposalsOf(0));
    renderWithProviders(<MyProposalsList />, { auth: fakeSignedIn('transporter') });
    expect(await screen.findByText('Todavía no enviaste propuestas')).toBeInTheDocument();
  });

  it('says in Spanish when they cannot load', async () => {
    rpc.mockResolvedValue({ data: null, error: { message: 'Failed to fetch', code: '' } });
    renderWithProviders(<MyProposalsList />, { auth: fakeSignedIn('transporter') });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudieron cargar tus propuestas',
    );
  });
});
