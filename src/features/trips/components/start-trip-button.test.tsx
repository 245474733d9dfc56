import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError } from '@/lib/data-errors';
import { fakeSignedIn } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/render';
import { StartTripButton } from './start-trip-button';

const api = vi.hoisted(() => ({
  start: vi.fn<() => Promise<unknown>>(),
  isPending: false,
  listingIds: [] as string[],
}));
vi.mock('../api/trip', () => ({
  useStartTrip: (listingId: string) => {
    api.listingIds.push(listingId);
    return { mutateAsync: api.start, isPending: api.isPending };
  },
}));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: toasts }));

function renderButton(blockers: string[] = []) {
  renderWithProviders(<StartTripButton listingId="l1" blockers={blockers} />, {
    auth: fakeSignedIn('transporter'),
  });
  return userEvent.setup();
}

const button = () => screen.getByRole('button', { name: 'Iniciar Viaje' });

beforeEach(() => {
  api.start.mockReset().mockResolvedValue(undefined);
  api.isPending = false;
  api.listingIds = [];
  toasts.success.mockReset();
  toasts.error.mockReset();
});

describe('StartTripButton', () => {
  it('stays disabled while something is missing, and says what beside it', async () => {
    const user = renderButton(['Falta asignar el vehículo y el chofer', 'Falta el seguro']);
    expect(button()).toBeDisabled();
    expect(button()).toHaveAccessibleDescription(
      'Falta asignar el vehículo y el chofer Falta el seguro',
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Falta asignar el vehículo y el chofer',
      'Falta el seguro',
    ]);
    await user.click(button());
    expect(api.start).not.toHaveBeenCalled();
  });

  it('starts the trip of its listing when nothing is missing, and says so', async () => {
    const user = renderButton();
    expect(button()).toBeEnabled();
    expect(button()).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await user.click(button());
    expect(api.listingIds).toContain('l1');
    expect(api.start).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Estado actualizado'));
  });

  it("toasts the database's refusal", async () => {
    api.start.mockRejectedValue(new DataError(null, 'Falta el certificado del seguro'));
    const user = renderButton();
    await user.click(button());
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Error', {
        description: 'Falta el certificado del seguro',
      }),
    );
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('is busy and disabled while the start is on its way', () => {
    api.isPending = true;
    renderButton();
    expect(button()).toBeDisabled();
    expect(button()).toHaveAttribute('aria-busy', 'true');
  });
});
