import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSignedIn } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/render';
import type { HistoryEntry } from '../api/history';
import { ShipperHistoryPage } from './history-page';

const fake = await vi.hoisted(async () => (await import('@/testing/fake-supabase')).fakeSupabase());
vi.mock('@/lib/supabase', () => ({ supabase: fake.client }));
const { rpc } = fake;
const { downloadText } = vi.hoisted(() => ({ downloadText: vi.fn() }));
vi.mock('@/lib/download', () => ({ downloadText }));

/** A row of shipper_history() as the Data API sends it. */
function row(entry: HistoryEntry) {
  return {
    id: entry.id,
    title: entry.title,
    origin: entry.origin,
    destination: entry.destination,
    price: entry.price,
    pickup_date: entry.pickupDate,
    delivery_date: entry.deliveryDate,
    delivered_at: entry.deliveredAt,
    carrier_name: entry.transporterName,
    carrier_company: entry.transporterCompany,
  };
}

const entry: HistoryEntry = {
  id: 'l1',
  title: 'Cajas de aceite de oliva',
  origin: 'Mendoza, Mendoza',
  destination: 'Córdoba, Córdoba',
  price: 1999.5,
  pickupDate: '2026-11-10',
  deliveryDate: '2026-11-12',
  deliveredAt: '2026-11-12T18:00:00+00:00',
  transporterName: 'Pablo Díaz',
  transporterCompany: null,
};

beforeEach(() => vi.clearAllMocks());

describe('ShipperHistoryPage', () => {
  it('lists delivered shipments with transporter, route, price and dates, and exports them', async () => {
    rpc.mockResolvedValue({ data: [row(entry)], error: null });
    renderWithProviders(<ShipperHistoryPage />, { auth: fakeSignedIn('shipper') });
    expect(await screen.findByText('Cajas de aceite de oliva')).toBeInTheDocument();
    expect(screen.getByText('Pablo Díaz')).toBeInTheDocument();
    expect(screen.getByText('Mendoza, Mendoza → Córdoba, Córdoba')).toBeInTheDocument();
    expect(screen.getByText('1.999,50 €')).toBeInTheDocument();
    expect(screen.getByText('10 nov 2026')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(downloadText).toHaveBeenCalledTimes(1);
    const [fileName, csv, type] = downloadText.mock.calls[0] as [string, string, string];
    expect(fileName).toMatch(/^historial-envios-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(type).toBe('text/csv;charset=utf-8');
    expect(csv.split('\r\n')[1]).toBe(
      'Cajas de aceite de oliva;Mendoza, Mendoza;Córdoba, Córdoba;Pablo Díaz;1999,50;2026-11-10;2026-11-12',
    );
  });

  it('shows an empty state and no export without deliveries', async () => {
    rpc.mockResolvedValue({ data: [], error: null });
    renderWithProviders(<ShipperHistoryPage />, { auth: fakeSignedIn('shipper') });
    expect(await screen.findByText('Todavía no tienes envíos entregados')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exportar CSV' })).not.toBeInTheDocument();
  });

  it('says in Spanish when the history cannot load', async () => {
    rpc.mockResolvedValue({ data: null, error: { message: 'Failed to fetch', code: '' } });
    renderWithProviders(<ShipperHistoryPage />, { auth: fakeSignedIn('shipper') });
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cargar el historial');
  });
});
