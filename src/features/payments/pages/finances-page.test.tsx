import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatPrice } from '@/lib/format';
import { fakeSignedIn } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/render';
import { FinancesPage } from './finances-page';

const fake = await vi.hoisted(async () =>
  (await import('@/testing/fake-supabase')).fakeSupabase({
    rpc: {
      my_finance_months: {
        data: Array.from({ length: 12 }, (_, i) => ({
          month: `2026-${String(i + 1).padStart(2, '0')}-01`,
          paid_eur: i === 10 ? 3000 : 0,
          reserved_eur: i === 10 ? 1500 : 0,
          pending_eur: i === 9 ? 800 : 0,
        })),
        error: null,
      },
      my_finance_breakdown: {
        data: [{ label: 'Frutas del Sur S.A.', shipments: 3, amount_eur: 4500, days_to_pay: 2 }],
        error: null,
      },
      my_payments_due: {
        data: [
          {
            listing_id: 'l1',
            title: 'Vino a Córdoba',
            amount_eur: 800,
            conformed_on: '2026-10-20',
            reserved: false,
          },
        ],
        error: null,
      },
    },
  }),
);
vi.mock('@/lib/supabase', () => ({ supabase: fake.client }));

describe('FinancesPage', () => {
  it('shows the transporter his year, a table behind the chart, per shipper and what is due', async () => {
    renderWithProviders(<FinancesPage role="transporter" />, { auth: fakeSignedIn('transporter') });
    expect(screen.getByRole('heading', { level: 1, name: 'Finanzas' })).toBeInTheDocument();
    const table = await screen.findByRole('table', {
      name: 'Cobrado, reservado y pendiente por mes, en euros',
    });
    const november = within(table).getByRole('row', { name: /noviembre de 2026/ });
    expect(
      within(november)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([formatPrice(3000), formatPrice(1500), formatPrice(0)]);
    const paid = screen.getByText('Cobrado', { selector: 'dt' }).parentElement!;
    expect(within(paid).getByRole('definition').textContent).toBe(formatPrice(3000));
    const byShipper = screen.getByRole('row', { name: /Frutas del Sur S\.A\./ });
    expect(
      within(byShipper)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3', formatPrice(4500), '2']);
    const due = screen.getByRole('list', { name: 'Por cobrar' });
    expect(within(due).getByRole('link', { name: 'Vino a Córdoba' })).toHaveAttribute(
      'href',
      '/listings/l1',
    );
    expect(due).toHaveTextContent('conformidad del 20 oct 2026');
    expect(screen.getByRole('heading', { name: 'Facturas emitidas' })).toBeInTheDocument();
  });

  it('names the shipper’s side: paid, per lane, payments due', async () => {
    renderWithProviders(<FinancesPage role="shipper" />, { auth: fakeSignedIn('shipper') });
    expect(
      await screen.findByRole('table', { name: 'Pagado, reservado y pendiente por mes, en euros' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Por ruta' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Días para pagar' })).not.toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Pagos pendientes' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Facturas emitidas' })).not.toBeInTheDocument();
  });
});
