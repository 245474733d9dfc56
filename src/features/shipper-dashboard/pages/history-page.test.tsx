import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/lib/database.types';
import { fakeSignedIn } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/render';
import { HISTORY_PAGE_SIZE, type HistoryEntry } from '../api/history-fetch';
import { ShipperHistoryPage } from './history-page';
import { textOf } from '@/testing/blob-text';

const fake = await vi.hoisted(async () => (await import('@/testing/fake-supabase')).fakeSupabase());
vi.mock('@/lib/supabase', () => ({ supabase: fake.client }));
const { rpc } = fake;
const { downloadBlob } = vi.hoisted(() => ({ downloadBlob: vi.fn() }));
vi.mock('@/lib/download', () => ({ downloadBlob }));

type HistoryArgs = Database['public']['Functions']['shipper_history']['Args'];

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

/** `count` shipments delivered a minute apart, latest first, titled 'Carga 1', 'Carga 2', … */
function deliveries(count: number, from = 1) {
  return Array.from({ length: count }, (_, i) =>
    row({
      ...entry,
      id: `l${from + i}`,
      title: `Carga ${from + i}`,
      deliveredAt: new Date(Date.UTC(2026, 10, 12, 18, 0) - (from + i) * 60_000).toISOString(),
    }),
  );
}

/** A Historial of `total` deliveries, answered page by page as the function would. */
function historyOf(total: number) {
  const all = deliveries(total);
  return (_fn: string, args?: unknown) => {
    const { p_limit = 50, p_after_id } = (args ?? {}) as HistoryArgs;
    const start = p_after_id ? all.findIndex((r) => r.id === p_after_id) + 1 : 0;
    return Promise.resolve({ data: all.slice(start, start + p_limit), error: null });
  };
}

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
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await vi.waitFor(() => expect(downloadBlob).toHaveBeenCalledTimes(1));
    const [fileName, file] = downloadBlob.mock.calls[0] as [string, Blob];
    expect(fileName).toMatch(/^historial-envios-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.type).toBe('text/csv;charset=utf-8');
    expect((await textOf(file)).split('\r\n')[1]).toBe(
      'Cajas de aceite de oliva;Mendoza, Mendoza;Córdoba, Córdoba;Pablo Díaz;1999,50;2026-11-10;2026-11-12',
    );
  });

  it('shows a page at a time, and Cargar más continues after the last shipment shown', async () => {
    rpc.mockImplementation(historyOf(HISTORY_PAGE_SIZE + 3));
    const user = userEvent.setup();
    renderWithProviders(<ShipperHistoryPage />, { auth: fakeSignedIn('shipper') });
    expect(await screen.findByText(`Carga ${HISTORY_PAGE_SIZE}`)).toBeInTheDocument();
    expect(screen.queryByText(`Carga ${HISTORY_PAGE_SIZE + 1}`)).not.toBeInTheDocument();
    expect(rpc).toHaveBeenCalledWith('shipper_history', {
      p_limit: HISTORY_PAGE_SIZE + 1,
      p_after_delivered_at: undefined,
      p_after_id: undefined,
    });

    await user.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByText(`Carga ${HISTORY_PAGE_SIZE + 3}`)).toBeInTheDocument();
    expect(rpc).toHaveBeenLastCalledWith('shipper_history', {
      p_limit: HISTORY_PAGE_SIZE + 1,
      p_after_delivered_at: deliveries(1, HISTORY_PAGE_SIZE)[0]!.delivered_at,
      p_after_id: `l${HISTORY_PAGE_SIZE}`,
    });
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(HISTORY_PAGE_SIZE + 3);
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
  });

  it('exports every delivered shipment, not only the pages on screen', async () => {
    rpc.mockImplementation(historyOf(1200));
    renderWithProviders(<ShipperHistoryPage />, { auth: fakeSignedIn('shipper') });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Exportar CSV' }));
    await vi.waitFor(() => expect(downloadBlob).toHaveBeenCalledTimes(1));
    const lines = (await textOf(downloadBlob.mock.calls[0]![1] as Blob)).trimEnd().split('\r\n');
    expect(lines).toHaveLength(1 + 1200);
    expect(lines.at(-1)).toMatch(/^Carga 1200;/);
  });

  it('keeps the shipments shown when the next page fails, and tries it again', async () => {
    const history = historyOf(HISTORY_PAGE_SIZE + 1);
    rpc.mockImplementation(history);
    const user = userEvent.setup();
    renderWithProviders(<ShipperHistoryPage />, { auth: fakeSignedIn('shipper') });
    await screen.findByText('Carga 1');
    rpc.mockResolvedValueOnce({ data: null, error: { message: 'Failed to fetch', code: '' } });
    await user.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron cargar más envíos');
    expect(screen.getByText('Carga 1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText(`Carga ${HISTORY_PAGE_SIZE + 1}`)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the next page is on its way while it loads', async () => {
    const history = historyOf(HISTORY_PAGE_SIZE + 1);
    rpc.mockImplementation(history);
    const user = userEvent.setup();
    renderWithProviders(<ShipperHistoryPage />, { auth: fakeSignedIn('shipper') });
    await screen.findByText('Carga 1');
    let arrive: () => void = () => {};
    rpc.mockImplementationOnce(
      (fn, args) => new Promise((resolve) => (arrive = () => resolve(history(fn, args)))),
    );
    await user.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByRole('button', { name: 'Cargando…' })).toBeDisabled();
    arrive();
    expect(await screen.findByText(`Carga ${HISTORY_PAGE_SIZE + 1}`)).toBeInTheDocument();
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
