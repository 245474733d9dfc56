import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cuitMessages } from '@/domain/cuit';
import { DataError } from '@/lib/data-errors';
import { fakeSignedIn } from '@/testing/fake-auth';
import { expectMessages } from '@/testing/form-messages';
import { renderWithProviders } from '@/testing/render';
import type { InvoicingSettings } from '../api/invoicing-settings';
import { invoicingMessages, type InvoicingSettingsValues } from '../schemas';
import { InvoicingSettingsCard } from './invoicing-settings-card';

const api = vi.hoisted(() => ({
  saved: null as InvoicingSettings | null,
  save: vi.fn<(values: InvoicingSettingsValues) => Promise<void>>(),
  savers: [] as [string, boolean][],
}));
vi.mock('../api/invoicing-settings', () => ({
  useInvoicingSettings: () => ({ isPending: false, isError: false, data: api.saved }),
  useSaveInvoicingSettings: (userId: string, exists: boolean) => {
    api.savers.push([userId, exists]);
    return { mutateAsync: api.save, isPending: false };
  },
}));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: toasts }));

function renderCard() {
  renderWithProviders(<InvoicingSettingsCard userId="t1" />, {
    auth: fakeSignedIn('transporter'),
  });
  return userEvent.setup();
}

const save = () => screen.getByRole('button', { name: 'Guardar datos de facturación' });

beforeEach(() => {
  api.saved = null;
  api.savers = [];
  api.save.mockReset().mockResolvedValue(undefined);
  toasts.success.mockReset();
});

describe('InvoicingSettingsCard', () => {
  it('asks a transporter without data for his CUIT, condition and point of sale, and saves them', async () => {
    const user = renderCard();
    await user.type(screen.getByLabelText(/^CUIT/), '20-12345678-6');
    await user.selectOptions(
      screen.getByLabelText(/^Condición frente al IVA/),
      'IVA Responsable Inscripto',
    );
    await user.type(screen.getByLabelText(/^Punto de venta/), '4');
    await user.click(save());
    await waitFor(() =>
      expect(api.save).toHaveBeenCalledWith({
        cuit: '20123456786',
        ivaCondition: 'responsable_inscripto',
        pointOfSale: 4,
      }),
    );
    expect(api.savers).toContainEqual(['t1', false]);
    expect(toasts.success).toHaveBeenCalledWith('Datos de facturación guardados');
  });

  it('refuses a wrong CUIT, no condition and no point of sale, and sends nothing', async () => {
    const user = renderCard();
    await user.type(screen.getByLabelText(/^CUIT/), '20-12345678-5');
    await user.click(save());
    await expectMessages([
      cuitMessages.checkDigit,
      invoicingMessages.ivaCondition,
      invoicingMessages.pointOfSale,
    ]);
    expect(api.save).not.toHaveBeenCalled();
  });

  it('shows the saved data, the invoice class it means, and changes it', async () => {
    api.saved = { cuit: '20123456786', ivaCondition: 'monotributo', pointOfSale: 2 };
    const user = renderCard();
    expect(
      screen.getByText('CUIT 20-12345678-6 · Responsable Monotributo · Punto de venta 2'),
    ).toBeInTheDocument();
    expect(screen.getByText('Emitís Factura C a todos tus dadores de carga.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cambiar datos de facturación' }));
    const point = screen.getByLabelText(/^Punto de venta/);
    expect(point).toHaveValue('2');
    await user.clear(point);
    await user.type(point, '7');
    await user.click(save());
    await waitFor(() =>
      expect(api.save).toHaveBeenCalledWith({
        cuit: '20123456786',
        ivaCondition: 'monotributo',
        pointOfSale: 7,
      }),
    );
    expect(api.savers).toContainEqual(['t1', true]);
  });

  it("shows the database's refusal in the form and keeps what was typed", async () => {
    api.save.mockRejectedValue(new DataError(null, invoicingMessages.pointOfSale));
    const user = renderCard();
    await user.type(screen.getByLabelText(/^CUIT/), '20123456786');
    await user.selectOptions(
      screen.getByLabelText(/^Condición frente al IVA/),
      'IVA Sujeto Exento',
    );
    await user.type(screen.getByLabelText(/^Punto de venta/), '5');
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(invoicingMessages.pointOfSale);
    expect(screen.getByLabelText(/^Punto de venta/)).toHaveValue('5');
    expect(toasts.success).not.toHaveBeenCalled();
  });
});
