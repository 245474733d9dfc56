import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSignedIn } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/render';
import type { IssuedInvoice } from '../invoice-logic';
import { issuedInvoice } from '../testing/issued-invoice';
import { InvoicedMonths } from './invoiced-months';

const api = vi.hoisted(() => ({ invoices: [] as IssuedInvoice[] }));
vi.mock('../api/invoices', () => ({
  useMyInvoices: () => ({ isPending: false, isError: false, data: api.invoices }),
}));

beforeEach(() => {
  api.invoices = [];
});

const renderSection = () =>
  renderWithProviders(<InvoicedMonths />, { auth: fakeSignedIn('transporter') });

describe("'Facturas emitidas'", () => {
  it('adds up each month, newest first, and links to the invoices', () => {
    api.invoices = [
      issuedInvoice({ issuedOn: '2026-11-20', amountArs: 1_000_000 }),
      issuedInvoice({ issuedOn: '2026-11-02', amountArs: 250_000.5 }),
      issuedInvoice({ issuedOn: '2026-10-15', amountArs: 1210 }),
    ];
    renderSection();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/noviembre.*2.*1\.250\.000,50/i),
      expect.stringMatching(/octubre.*1.*1\.210,00/i),
    ]);
    expect(screen.getByRole('link', { name: 'Ver las facturas' })).toHaveAttribute(
      'href',
      '/transporter-dashboard/invoices',
    );
  });

  it('says none were issued yet', () => {
    renderSection();
    expect(screen.getByText(/Todavía no emitiste facturas/)).toBeInTheDocument();
  });
});
