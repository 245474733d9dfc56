import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dateTimeInputValue } from '@/lib/calendar-date';
import { renderWithProviders } from '@/testing/render';
import { ProposalDialog } from './proposal-dialog';

const fake = await vi.hoisted(async () => (await import('@/testing/fake-supabase')).fakeSupabase());
vi.mock('@/lib/supabase', () => ({ supabase: fake.client }));
const proposals = fake.table('proposals');
const toasts = vi.hoisted(() => ({ success: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: { success: toasts.success, error: vi.fn() } }));

const listing = { id: 'l1', title: 'Vinos Malbec en cajas', price: 2850 };
const HOUR = 3_600_000;

function renderDialog() {
  const onOpenChange = vi.fn();
  renderWithProviders(<ProposalDialog listing={listing} open onOpenChange={onOpenChange} />);
  return { onOpenChange, user: userEvent.setup() };
}

beforeEach(() => {
  proposals.insert.mockClear();
  proposals.single.mockReset();
  toasts.success.mockReset();
});

describe('ProposalDialog', () => {
  it('is titled Enviar Propuesta and starts at the listing price', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Enviar Propuesta' })).toBeInTheDocument();
    expect(screen.getByLabelText('Precio ofrecido (€)')).toHaveValue('2850');
    expect(screen.getByLabelText('Mensaje')).toHaveValue('');
    // Valid for 48 hours unless the transporter says otherwise (to the minute, local time).
    const validUntil = Date.parse(
      (screen.getByLabelText(/^Válida hasta/) as HTMLInputElement).value,
    );
    expect(validUntil - Date.now()).toBeGreaterThan(47.9 * HOUR);
    expect(validUntil - Date.now()).toBeLessThanOrEqual(48 * HOUR);
  });

  it('shows the field messages and sends nothing for bad input', async () => {
    const { user } = renderDialog();
    const price = screen.getByLabelText('Precio ofrecido (€)');
    await user.clear(price);
    await user.type(price, '0');
    await user.click(screen.getByLabelText('Mensaje'));
    await user.paste('x'.repeat(1001));
    await user.click(screen.getByRole('button', { name: 'Enviar Propuesta' }));
    expect(
      await screen.findByText('El precio debe ser un número mayor que cero'),
    ).toBeInTheDocument();
    expect(screen.getByText('El mensaje no puede superar los 1000 caracteres')).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(proposals.insert).not.toHaveBeenCalled();
  });

  it('sends the offer, toasts Propuesta enviada and closes', async () => {
    proposals.single.mockResolvedValue({ data: { id: 'p1' }, error: null });
    const { user, onOpenChange } = renderDialog();
    const price = screen.getByLabelText('Precio ofrecido (€)');
    await user.clear(price);
    await user.type(price, '2700,50');
    await user.type(screen.getByLabelText('Mensaje'), 'Salgo el lunes');
    await user.click(screen.getByRole('button', { name: 'Enviar Propuesta' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(proposals.insert).toHaveBeenCalledWith({
      listing_id: 'l1',
      price: 2700.5,
      message: 'Salgo el lunes',
      valid_until: expect.any(String),
    });
    const [[{ valid_until }]] = proposals.insert.mock.calls as [[{ valid_until: string }]];
    expect(Date.parse(valid_until) - Date.now()).toBeGreaterThan(47.9 * HOUR);
    expect(toasts.success).toHaveBeenCalledWith('Propuesta enviada');
  });

  it("takes 'Válida hasta' after now and within 7 days, and sends it as a timestamp", async () => {
    proposals.single.mockResolvedValue({ data: { id: 'p1' }, error: null });
    const { user, onOpenChange } = renderDialog();
    const validUntil = screen.getByLabelText(/^Válida hasta/);
    const submit = () => user.click(screen.getByRole('button', { name: 'Enviar Propuesta' }));

    await user.clear(validUntil);
    await user.type(validUntil, dateTimeInputValue(new Date(Date.now() - HOUR)));
    await submit();
    expect(
      await screen.findByText('La validez debe terminar después de ahora'),
    ).toBeInTheDocument();
    await user.clear(validUntil);
    await user.type(validUntil, dateTimeInputValue(new Date(Date.now() + 8 * 24 * HOUR)));
    await submit();
    expect(
      await screen.findByText('La propuesta puede ser válida como máximo 7 días'),
    ).toBeInTheDocument();
    expect(proposals.insert).not.toHaveBeenCalled();

    const inFiveDays = new Date(Date.now() + 5 * 24 * HOUR);
    await user.clear(validUntil);
    await user.type(validUntil, dateTimeInputValue(inFiveDays));
    await submit();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(proposals.insert).toHaveBeenCalledWith(
      expect.objectContaining({
        valid_until: new Date(dateTimeInputValue(inFiveDays)).toISOString(),
      }),
    );
  });

  it('edits the live offer (Modificar) without a validity to choose', async () => {
    const onOpenChange = vi.fn();
    renderWithProviders(
      <ProposalDialog
        listing={listing}
        proposal={{ id: 'p1', price: 2500, message: 'Salgo el lunes' }}
        open
        onOpenChange={onOpenChange}
      />,
    );
    expect(screen.getByLabelText('Precio ofrecido (€)')).toHaveValue('2500');
    expect(screen.queryByLabelText(/^Válida hasta/)).not.toBeInTheDocument();
  });

  it('keeps what was typed and says why when the server refuses', async () => {
    proposals.single.mockResolvedValue({
      data: null,
      error: { code: 'P0001', message: 'listing_not_pending', details: null, hint: null },
    });
    const { user, onOpenChange } = renderDialog();
    await user.type(screen.getByLabelText('Mensaje'), 'Puedo mañana');
    await user.click(screen.getByRole('button', { name: 'Enviar Propuesta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Esta carga ya fue asignada');
    expect(screen.getByLabelText('Mensaje')).toHaveValue('Puedo mañana');
    expect(screen.getByLabelText('Precio ofrecido (€)')).toHaveValue('2850');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(toasts.success).not.toHaveBeenCalled();
  });
});
