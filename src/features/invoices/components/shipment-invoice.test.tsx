import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError } from '@/lib/data-errors';
import { fakeSignedIn } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/render';
import type { ShipmentInvoice as Invoice } from '../api/invoices';
import { issuedInvoice } from '../testing/issued-invoice';
import { ShipmentInvoice } from './shipment-invoice';

const api = vi.hoisted(() => ({
  invoice: null as Invoice | null,
  issue: vi.fn<() => Promise<void>>(),
}));
vi.mock('../api/invoices', () => ({
  useShipmentInvoice: () => ({ isPending: false, isError: false, data: api.invoice }),
  useIssueInvoice: () => ({ mutateAsync: api.issue }),
}));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: toasts }));

const issued: Invoice = { status: 'issued', listingId: 'l1', ...issuedInvoice({ invoiceType: 6 }) };

function renderInvoice(canIssue: boolean) {
  renderWithProviders(<ShipmentInvoice listingId="l1" canIssue={canIssue} />, {
    auth: fakeSignedIn(canIssue ? 'transporter' : 'shipper'),
  });
  return userEvent.setup();
}

beforeEach(() => {
  api.invoice = null;
  api.issue.mockReset().mockResolvedValue(undefined);
  toasts.success.mockReset();
  toasts.error.mockReset();
});

describe('ShipmentInvoice', () => {
  it("lets the transporter issue it, says it is asking ARCA, and toasts 'Factura emitida'", async () => {
    let finish = () => undefined as void;
    api.issue.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    const user = renderInvoice(true);
    await user.click(screen.getByRole('button', { name: 'Emitir factura' }));
    expect(screen.getByRole('button', { name: 'Pidiendo el CAE a ARCA…' })).toBeDisabled();
    finish();
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Factura emitida'));
  });

  it("says ARCA's refusal, and why a draft was kept", async () => {
    api.issue.mockRejectedValue(
      new DataError(null, 'ARCA no responde: la factura quedó en borrador'),
    );
    api.invoice = { status: 'draft', listingId: 'l1', lastError: 'ARCA no responde' };
    const user = renderInvoice(true);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'La última vez no se pudo: ARCA no responde',
    );
    await user.click(screen.getByRole('button', { name: 'Emitir factura' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Error', {
        description: 'ARCA no responde: la factura quedó en borrador',
      }),
    );
  });

  it('shows both parties the issued invoice with its CAE, and no second issue', () => {
    api.invoice = issued;
    renderInvoice(false);
    expect(screen.getByText('Factura B 00005-00000012')).toBeInTheDocument();
    expect(screen.getByText('71263951827464')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar factura' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Emitir factura' })).not.toBeInTheDocument();
  });

  it('tells the shipper the invoice is not issued yet', () => {
    renderInvoice(false);
    expect(
      screen.getByText('El transportista todavía no emitió la factura de este flete.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
