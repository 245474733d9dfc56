import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/lib/paths';
import { fakeSignedIn } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/render';
import { TransporterOverviewPage } from './overview-page';

const fake = await vi.hoisted(async () => (await import('@/testing/fake-supabase')).fakeSupabase());
vi.mock('@/lib/supabase', () => ({ supabase: fake.client }));
const { rpc } = fake;

/** What transporter_dashboard() sends. */
const document = {
  available: 6,
  assigned: 1,
  in_transit: 2,
  delivered: 3,
  live_proposals: 4,
  upcoming_pickups: [
    {
      id: 'l7',
      title: 'Paquetería para e-commerce',
      origin: 'Mendoza, Mendoza',
      destination: 'Rosario, Santa Fe',
      status: 'assigned',
      pickup_date: '2026-11-24',
    },
  ],
  activity: [
    {
      id: 'proposal_rejected:p1',
      kind: 'proposal_rejected',
      listing_id: 'l3',
      listing_title: 'Frutas y verduras refrigeradas',
      at: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    },
  ],
};

beforeEach(() => vi.clearAllMocks());

describe('TransporterOverviewPage', () => {
  it('shows the four counters, the upcoming pickups and the activity', async () => {
    rpc.mockResolvedValue({ data: document, error: null });
    renderWithProviders(<TransporterOverviewPage />, { auth: fakeSignedIn('transporter') });
    expect(await screen.findByRole('heading', { name: 'Próximos retiros' })).toBeInTheDocument();
    const counters = within(screen.getByRole('list', { name: 'Indicadores' }));
    expect(counters.getByRole('link', { name: /^Cargas disponibles/ })).toHaveTextContent('6');
    expect(counters.getByRole('link', { name: /^Fletes activos/ })).toHaveTextContent('3');
    expect(counters.getByRole('link', { name: /^Completados/ })).toHaveTextContent('3');
    expect(counters.getByRole('link', { name: /^Propuestas enviadas/ })).toHaveTextContent('4');
    expect(screen.getByRole('link', { name: 'Paquetería para e-commerce' })).toHaveAttribute(
      'href',
      paths.listing('l7'),
    );
    expect(screen.getByText('24 nov 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Actividad reciente' })).toBeInTheDocument();
    expect(screen.getByText('Propuesta rechazada')).toBeInTheDocument();
    expect(screen.getByText('hace 2 h')).toBeInTheDocument();
    // The listing went to another transporter: the entry leads to Mis Propuestas, which it can read.
    expect(screen.getByRole('link', { name: 'Frutas y verduras refrigeradas' })).toHaveAttribute(
      'href',
      paths.transporterFreights,
    );
  });

  it('says in Spanish when the summary cannot load', async () => {
    rpc.mockResolvedValue({ data: null, error: { message: 'Failed to fetch', code: '' } });
    renderWithProviders(<TransporterOverviewPage />, { auth: fakeSignedIn('transporter') });
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cargar el resumen');
  });

  it('keeps the summary it has in view when reading it again fails (no network)', async () => {
    rpc.mockResolvedValueOnce({ data: document, error: null });
    const { queryClient } = renderWithProviders(<TransporterOverviewPage />, {
      auth: fakeSignedIn('transporter'),
    });
    expect(await screen.findByRole('heading', { name: 'Próximos retiros' })).toBeInTheDocument();
    rpc.mockResolvedValue({ data: null, error: { message: 'Failed to fetch', code: '' } });
    await queryClient.refetchQueries();
    expect(
      await screen.findByText('No se pudo actualizar: se muestran los últimos datos guardados.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Paquetería para e-commerce' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
