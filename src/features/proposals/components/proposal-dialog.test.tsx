import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { ProposalDialog } from './proposal-dialog';

const fake = await vi.hoisted(async () => (await import('@/testing/fake-supabase')).fakeSupabase());
vi.mock('@/lib/supabase', () => ({ supabase: fake.client }));
const proposals = fake.table('proposals');
const toasts = vi.hoisted(() => ({ success: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: { success: toasts.success, error: vi.fn() } }));

const listing = { id: 'l1', title: 'Vinos Malbec en cajas', price: 2850 };

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
    });
    expect(toasts.success).toHaveBeenCalledWith('Propuesta enviada');
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
