import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSignedIn } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/render';
import type { GivenRating, NewRating } from '../api/ratings';
import { ratingMessages } from '../schemas';
import { RATING_SENT, RateShipmentForm } from './rate-shipment-form';

const api = vi.hoisted(() => ({
  given: null as GivenRating | null,
  submit: vi.fn<(rating: NewRating) => Promise<unknown>>(),
}));
vi.mock('../api/ratings', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/ratings')>()),
  useMyRating: () => ({ isPending: false, isError: false, data: api.given }),
  useSubmitRating: () => ({ mutateAsync: api.submit }),
}));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: toasts }));

function renderForm() {
  renderWithProviders(
    <RateShipmentForm listingId="l1" rateeId="transporter-1" rateeLabel="al transportista" />,
    { auth: fakeSignedIn('shipper') },
  );
  return userEvent.setup();
}

beforeEach(() => {
  api.given = null;
  api.submit.mockReset().mockResolvedValue({});
  toasts.success.mockReset();
  toasts.error.mockReset();
});

describe('RateShipmentForm', () => {
  it('offers the stars as a radio group a keyboard can operate', async () => {
    const user = renderForm();
    const group = screen.getByRole('group', { name: 'Calificá al transportista' });
    expect(group).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('radio', { name: '3 estrellas de 5' })).not.toBeChecked();

    await user.click(screen.getByRole('radio', { name: '3 estrellas de 5' }));
    expect(screen.getByRole('radio', { name: '3 estrellas de 5' })).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 estrellas de 5' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '4 estrellas de 5' })).toHaveFocus();
  });

  it('asks for the stars and sends nothing without them', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Enviar calificación' }));
    expect(await screen.findByText(ratingMessages.starsRequired)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '1 estrella de 5' })).toHaveFocus();
    expect(api.submit).not.toHaveBeenCalled();
  });

  it('refuses a comment over 500 characters', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('radio', { name: '5 estrellas de 5' }));
    const comment = screen.getByLabelText('Comentario');
    // maxLength stops typing; a paste of more is what the schema still checks.
    comment.removeAttribute('maxlength');
    await user.click(comment);
    await user.paste('a'.repeat(501));
    await user.click(screen.getByRole('button', { name: 'Enviar calificación' }));
    expect(await screen.findByText(ratingMessages.commentTooLong)).toBeInTheDocument();
    expect(api.submit).not.toHaveBeenCalled();
  });

  it('sends the stars and the comment for the other party, then toasts', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('radio', { name: '4 estrellas de 5' }));
    await user.type(screen.getByLabelText('Comentario'), 'Llegó a tiempo');
    await user.click(screen.getByRole('button', { name: 'Enviar calificación' }));
    await waitFor(() =>
      expect(api.submit).toHaveBeenCalledWith({
        listingId: 'l1',
        rateeId: 'transporter-1',
        stars: 4,
        comment: 'Llegó a tiempo',
      }),
    );
    expect(toasts.success).toHaveBeenCalledWith(RATING_SENT);
  });

  it('shows the refusal in Spanish', async () => {
    api.submit.mockRejectedValue(new Error('x'));
    const user = renderForm();
    await user.click(screen.getByRole('radio', { name: '2 estrellas de 5' }));
    await user.click(screen.getByRole('button', { name: 'Enviar calificación' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ha ocurrido un error inesperado. Inténtalo de nuevo.',
    );
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('shows the rating already given instead of the form', () => {
    api.given = { id: 'r1', stars: 5, comment: 'Excelente', created_at: '2026-11-23T10:00:00Z' };
    renderForm();
    expect(screen.getByText('Tu calificación: 5 estrellas de 5')).toBeInTheDocument();
    expect(screen.getByText('Excelente')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});
