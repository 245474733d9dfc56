import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError } from '@/lib/data-errors';
import { FAKE_USER_ID, fakeSignedIn } from '@/testing/fake-auth';
import { expectMessages } from '@/testing/form-messages';
import { renderWithProviders } from '@/testing/render';
import type { ProblemInput } from '../api/trip';
import { tripMessages } from '../schemas';
import { ConformityActions } from './conformity-actions';

const api = vi.hoisted(() => ({
  confirm: vi.fn<() => Promise<unknown>>(),
  report: vi.fn<(input: ProblemInput) => Promise<unknown>>(),
  reporters: [] as string[][],
}));
vi.mock('../api/trip', () => ({
  useConfirmReceipt: () => ({ mutateAsync: api.confirm, isPending: false }),
  useReportProblem: (listingId: string, userId: string) => {
    api.reporters.push([listingId, userId]);
    return { mutateAsync: api.report, isPending: false };
  },
}));
// Resizing draws on a canvas, which jsdom lacks; its own tests cover it.
const resized = vi.hoisted(() => new Blob(['small'], { type: 'image/jpeg' }));
vi.mock('../media/resize-image', () => ({ resizePhoto: async () => resized }));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: toasts }));

function renderActions() {
  renderWithProviders(<ConformityActions listingId="l1" />, { auth: fakeSignedIn('shipper') });
  return userEvent.setup();
}

const reportToggle = () => screen.getByRole('button', { name: 'Reportar un problema' });
const sendReport = () => screen.getByRole('button', { name: 'Enviar reporte' });

beforeEach(() => {
  api.confirm.mockReset().mockResolvedValue(undefined);
  api.report.mockReset().mockResolvedValue(undefined);
  api.reporters = [];
  toasts.success.mockReset();
  toasts.error.mockReset();
});

describe('ConformityActions: the shipper answers a delivery', () => {
  it('confirms the receipt and says so', async () => {
    const user = renderActions();
    await user.click(screen.getByRole('button', { name: 'Confirmar recepción' }));
    expect(api.confirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Recepción confirmada'));
  });

  it('toasts the refusal of a confirmation', async () => {
    api.confirm.mockRejectedValue(new DataError(null, 'El plazo de conformidad ya venció'));
    const user = renderActions();
    await user.click(screen.getByRole('button', { name: 'Confirmar recepción' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Error', {
        description: 'El plazo de conformidad ya venció',
      }),
    );
  });

  it('opens and closes the problem form', async () => {
    const user = renderActions();
    expect(reportToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('Tipo de problema')).not.toBeInTheDocument();
    await user.click(reportToggle());
    expect(reportToggle()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Tipo de problema')).toBeInTheDocument();
    await user.click(reportToggle());
    expect(screen.queryByLabelText('Tipo de problema')).not.toBeInTheDocument();
  });

  it('asks for the kind and a description of at least 10 characters, and sends nothing', async () => {
    const user = renderActions();
    await user.click(reportToggle());
    await user.type(screen.getByLabelText('¿Qué pasó?'), 'Roto');
    await user.click(sendReport());
    await expectMessages([tripMessages.kind, tripMessages.description]);
    expect(api.report).not.toHaveBeenCalled();
  });

  it('reports the problem as the signed-in shipper, with the photos resized, then toasts', async () => {
    const user = renderActions();
    await user.click(reportToggle());
    await user.selectOptions(screen.getByLabelText('Tipo de problema'), 'damage');
    await user.type(screen.getByLabelText('¿Qué pasó?'), '  Llegaron tres cajas rotas ');
    await user.upload(
      screen.getByLabelText('Fotos (opcional)'),
      new File(['x'], 'caja.jpg', { type: 'image/jpeg' }),
    );
    await user.click(sendReport());
    await waitFor(() =>
      expect(api.report).toHaveBeenCalledWith({
        kind: 'damage',
        description: 'Llegaron tres cajas rotas',
        photos: [resized],
      }),
    );
    expect(api.reporters).toContainEqual(['l1', FAKE_USER_ID]);
    expect(toasts.success).toHaveBeenCalledWith('Problema reportado', {
      description: 'Un administrador revisará la incidencia.',
    });
  });
});
