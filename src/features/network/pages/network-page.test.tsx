import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSignedIn } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/render';
import type { NetworkMember } from '../api/network';
import { NetworkPage } from './network-page';

const api = vi.hoisted(() => ({
  network: { isPending: false, isError: false, data: [] as NetworkMember[] } as {
    isPending: boolean;
    isError: boolean;
    data?: NetworkMember[];
  },
  remove: vi.fn<(transporterId: string) => Promise<void>>(),
}));
vi.mock('../api/network', () => ({
  useNetwork: () => api.network,
  useRemoveFromNetwork: () => ({ isPending: false, mutateAsync: api.remove }),
}));
// Each card's reputation facts fetch per person; their own tests cover them.
vi.mock('@/features/trust', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/trust')>()),
  ReputationFacts: () => null,
}));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: toasts }));

const member = (over: Partial<NetworkMember>): NetworkMember => ({
  transporterId: 't-1',
  name: 'Martín Gómez',
  verified: true,
  ratingAverage: 4.5,
  ratingCount: 2,
  addedAt: '2026-11-01T10:00:00Z',
  ...over,
});

function renderPage() {
  renderWithProviders(<NetworkPage />, { auth: fakeSignedIn('shipper') });
  return userEvent.setup();
}

beforeEach(() => {
  api.network = { isPending: false, isError: false, data: [] };
  api.remove.mockReset().mockResolvedValue(undefined);
  toasts.success.mockReset();
  toasts.error.mockReset();
});

describe('NetworkPage', () => {
  it('says it is loading, then that the network is empty', () => {
    api.network = { isPending: true, isError: false };
    const { unmount } = renderWithProviders(<NetworkPage />, { auth: fakeSignedIn('shipper') });
    expect(screen.getByText('Cargando tus transportistas…')).toBeInTheDocument();
    unmount();

    api.network = { isPending: false, isError: false, data: [] };
    renderPage();
    expect(screen.getByText('Todavía no agregaste transportistas')).toBeInTheDocument();
  });

  it('draws each transporter with the shared verified badge and stars', () => {
    api.network.data = [
      member({}),
      member({
        transporterId: 't-2',
        name: 'Pablo Díaz',
        verified: false,
        ratingAverage: null,
        ratingCount: 0,
      }),
    ];
    renderPage();
    const [martin, pablo] = within(
      screen.getByRole('list', { name: 'Mis transportistas' }),
    ).getAllByRole('listitem');
    expect(within(martin!).getByText('Transportista verificado')).toBeInTheDocument();
    expect(martin).toHaveTextContent('Calificación: 4,5 de 5 (2 calificaciones)');
    expect(within(pablo!).queryByText('Transportista verificado')).toBeNull();
    expect(pablo).toHaveTextContent('Calificación: Sin calificaciones');
  });

  it("'Quitar' removes that transporter and says so", async () => {
    api.network.data = [member({ transporterId: 't-9', name: 'Rosa Fletes' })];
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Quitar' }));
    expect(api.remove).toHaveBeenCalledWith('t-9');
    expect(toasts.success).toHaveBeenCalledWith('Rosa Fletes ya no está en Mis transportistas');
  });

  it('reports a refused removal through the one failure toast', async () => {
    api.network.data = [member({})];
    api.remove.mockRejectedValue(new Error('Tu red no tiene a ese transportista.'));
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Quitar' }));
    expect(toasts.success).not.toHaveBeenCalled();
    expect(toasts.error).toHaveBeenCalled();
  });
});
