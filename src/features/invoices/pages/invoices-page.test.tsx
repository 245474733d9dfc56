import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { textOf } from '@/testing/blob-text';
import { fakeSignedIn } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/render';
import type { IssuedInvoice } from '../invoice-logic';
import { issuedInvoice } from '../testing/issued-invoice';
import { InvoicesPage } from './invoices-page';

type Issued = IssuedInvoice & { status: 'issued'; listingId: string };
const api = vi.hoisted(() => ({ invoices: [] as Issued[] }));
vi.mock('../api/invoices', () => ({
  useMyInvoices: () => ({ isPending: false, isError: false, data: api.invoices }),
}));
const download = vi.hoisted(() => vi.fn<(name: string, blob: Blob) => void>());
vi.mock('@/lib/download', () => ({ downloadBlob: download }));

const invoice = (number: number, issuedOn: string): Issued => ({
  status: 'issued',
  listingId: `l${number}`,
  ...issuedInvoice({ invoiceType: 11, pointOfSale: 2, number, issuedOn, netArs: 1210, vatArs: 0 }),
});

beforeEach(() => {
  api.invoices = [];
  download.mockReset();
});

const renderPage = () => {
  renderWithProviders(<InvoicesPage role="transporter" />, { auth: fakeSignedIn('transporter') });
  return userEvent.setup();
};

describe("'Facturas'", () => {
  it('says there are none yet', () => {
    renderPage();
    expect(screen.getByText('Todavía no hay facturas')).toBeInTheDocument();
  });

  it("lists the latest month's invoices, changes month, and exports that month's CSV", async () => {
    api.invoices = [invoice(2, '2026-11-20'), invoice(1, '2026-10-15')];
    const user = renderPage();
    expect(screen.getAllByTestId('invoice')).toHaveLength(1);
    expect(screen.getByText(/Factura C 00002-00000002/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Mes'), '2026-10');
    expect(screen.getByText(/Factura C 00002-00000001/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Exportar CSV del mes' }));
    const [name, blob] = download.mock.calls[0];
    expect(name).toBe('facturas-2026-10.csv');
    const text = await textOf(blob);
    expect(text).toContain('00002-00000001');
    expect(text).not.toContain('00002-00000002');
  });
});
