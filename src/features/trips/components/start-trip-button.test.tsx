import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError } from '@/lib/data-errors';
import { fakeSignedIn } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/render';
import { tripOutbox, useTripOutboxSending } from '../api/trip-outbox';
import { StartTripButton } from './start-trip-button';

const api = vi.hoisted(() => ({
  start: vi.fn<(listingId: string, at: string) => Promise<void>>(),
  invalidateTrail: () => {},
}));
vi.mock('../api/trip', () => ({
  startTrip: api.start,
  recordPositions: vi.fn(),
  reportRoadIncident: vi.fn(),
  sendDelivery: vi.fn(),
  useInvalidateTrail: () => api.invalidateTrail,
}));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: toasts }));

/** The button on the transporter's trip page, which sends the outbox. */
function TripPage({ listingId, blockers }: { listingId: string; blockers: string[] }) {
  useTripOutboxSending(listingId, true);
  return <StartTripButton listingId={listingId} blockers={blockers} />;
}

function renderButton(listingId: string, blockers: string[] = []) {
  renderWithProviders(<TripPage listingId={listingId} blockers={blockers} />, {
    auth: fakeSignedIn('transporter'),
  });
  return userEvent.setup();
}

const button = () => screen.getByRole('button', { name: 'Iniciar Viaje' });

beforeEach(() => {
  api.start.mockReset().mockResolvedValue(undefined);
  toasts.success.mockReset();
  toasts.error.mockReset();
});

describe('StartTripButton', () => {
  it('stays disabled while something is missing, and says what beside it', async () => {
    const user = renderButton('l-blocked', [
      'Falta asignar el vehículo y el chofer',
      'Falta el seguro',
    ]);
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
    expect(tripOutbox('l-blocked').getState().pending).toBe(0);
  });

  it('starts the trip of its listing at the time it was tapped, and says so', async () => {
    const user = renderButton('l-start');
    expect(button()).toBeEnabled();
    expect(button()).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    const before = Date.now();
    await user.click(button());
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Estado actualizado'));
    expect(api.start).toHaveBeenCalledTimes(1);
    const [listingId, at] = api.start.mock.calls[0];
    expect(listingId).toBe('l-start');
    expect(Date.parse(at)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(at)).toBeLessThanOrEqual(Date.now());
    expect(tripOutbox('l-start').getState().pending).toBe(0);
  });

  it("toasts the database's refusal, and keeps nothing to send", async () => {
    api.start.mockRejectedValue(
      new DataError(
        { code: 'P0001', message: 'trip_not_ready' },
        'Falta el certificado del seguro',
      ),
    );
    const user = renderButton('l-refused');
    await user.click(button());
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Error', {
        description: 'Falta el certificado del seguro',
      }),
    );
    expect(toasts.success).not.toHaveBeenCalled();
    expect(tripOutbox('l-refused').getState()).toMatchObject({ pending: 0, refused: [] });
    expect(button()).toBeEnabled();
  });

  it('without a network keeps the start on the phone, with its time, and sends it once back', async () => {
    api.start.mockRejectedValueOnce(new DataError(new TypeError('Failed to fetch')));
    const user = renderButton('l-offline');
    await user.click(button());
    await waitFor(() => expect(tripOutbox('l-offline').getState().startPending).toBe(true));
    expect(toasts.success).not.toHaveBeenCalled();
    expect(toasts.error).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(tripOutbox('l-offline').getState().pending).toBe(0));
    expect(api.start).toHaveBeenCalledTimes(2);
    // The same start: the time it was tapped, not the time it was sent.
    expect(api.start.mock.calls[1]).toEqual(api.start.mock.calls[0]);
  });

  it('is busy and disabled while the start is on its way', async () => {
    api.start.mockReturnValue(new Promise(() => undefined));
    const user = renderButton('l-busy');
    await user.click(button());
    await waitFor(() => expect(button()).toBeDisabled());
    expect(button()).toHaveAttribute('aria-busy', 'true');
  });
});
