import { screen, waitFor, within } from '@testing-library/react';
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
    version: 1,
    needs_reconfirmation: false,
    turn: 'shipper' as const,
    shipper_counters: 0,
    transporter_counters: 0,
    valid_until: '2026-11-22T12:00:00Z',
    history: [{ side: 'transporter', price: 1000, created_at: '2026-11-20T11:00:00Z' }],
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

  it('shows the negotiation of each pending proposal, what the transporter may do, and Vencida', async () => {
    const [countered, expired, waiting] = proposals(3).map((p) => ({
      ...p,
      status: 'pending' as const,
      valid_until: '2099-01-01T00:00:00Z',
    }));
    const rows = [
      {
        ...countered,
        price: 900,
        version: 2,
        turn: 'transporter' as const,
        shipper_counters: 1,
        history: [
          { side: 'transporter', price: 1000, created_at: '2026-11-20T11:00:00Z' },
          { side: 'shipper', price: 900, created_at: '2026-11-20T11:30:00Z' },
        ],
      },
      { ...expired, valid_until: '2026-01-01T00:00:00Z' },
      waiting,
    ];
    rpc.mockImplementation(async (fn) =>
      fn === 'my_proposals' ? { data: rows, error: null } : { data: null, error: null },
    );
    const user = userEvent.setup();
    renderWithProviders(<MyProposalsList />, { auth: fakeSignedIn('transporter') });
    const [first, second, third] = await screen.findAllByTestId('my-proposal-row');

    expect(first).toHaveTextContent('El dador de carga te ofrece 900,00 €.');
    expect(first).toHaveTextContent('Contraoferta del dador de carga: 900,00 €');
    expect(within(first).getByRole('button', { name: 'Contraofertar' })).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: 'Modificar' })).not.toBeInTheDocument();

    expect(second).toHaveTextContent('Vencida');
    expect(
      within(second)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Retirar']);

    expect(third).toHaveTextContent('Pendiente');
    expect(third).toHaveTextContent('Esperando la respuesta del dador de carga.');
    expect(within(third).getByRole('button', { name: 'Modificar' })).toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: 'Contraofertar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contraofertar' });
    expect(dialog).toHaveTextContent('Te quedan 5 contraofertas.');
    await user.type(within(dialog).getByLabelText(/^Tu precio/), '950');
    await user.click(within(dialog).getByRole('button', { name: 'Contraofertar' }));
    await waitFor(() =>
      expect(rpc).toHaveBeenCalledWith('counter_proposal', {
        p_proposal_id: countered.id,
        p_version: 2,
        p_price: 950,
      }),
    );
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
