import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataError } from '@/lib/data-errors';
import { renderWithProviders } from '@/testing/render';
import { tripOutbox, useTripOutboxSending } from '../api/trip-outbox';
import type { Fix } from '../trip-logic';
import { OutboxStatus } from './outbox-status';

const api = vi.hoisted(() => ({
  recordPositions: vi.fn(async (_listingId: string, _fixes: readonly unknown[]) => 1),
  invalidateTrail: vi.fn(),
}));
vi.mock('../api/trip', () => ({
  startTrip: vi.fn(),
  recordPositions: api.recordPositions,
  reportRoadIncident: vi.fn(),
  sendDelivery: vi.fn(),
  useInvalidateTrail: () => api.invalidateTrail,
}));

const fix = (s: number): Fix => ({
  lat: -32.9,
  lon: -68.8,
  accuracy: 10,
  at: new Date(Date.UTC(2026, 10, 26, 12, 0, s)).toISOString(),
});

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

/** The status line on the transporter's trip page, which sends the outbox. */
function TripPage({ listingId }: { listingId: string }) {
  useTripOutboxSending(listingId, true);
  return <OutboxStatus listingId={listingId} />;
}

afterEach(() => {
  setOnline(true);
  api.recordPositions.mockClear();
});

describe('OutboxStatus', () => {
  it("says 'Sin conexión: N envíos pendientes' offline, then 'Enviado' once back", async () => {
    api.recordPositions.mockRejectedValueOnce(new DataError(new TypeError('Failed to fetch')));
    setOnline(false);
    renderWithProviders(<TripPage listingId="t1" />);
    const outbox = tripOutbox('t1');
    await act(async () => {
      await outbox.add({ kind: 'position', fix: fix(1) });
      await outbox.add({ kind: 'position', fix: fix(2) });
      await outbox.flush();
    });
    expect(screen.getByRole('status')).toHaveTextContent('Sin conexión: 2 envíos pendientes');
    act(() => setOnline(true));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Enviado'));
    expect(api.recordPositions).toHaveBeenLastCalledWith('t1', [fix(1), fix(2)]);
    expect(api.invalidateTrail).toHaveBeenCalled();
  });

  it("shows what the server refused, and 'Descartar' forgets it", async () => {
    api.recordPositions.mockRejectedValueOnce(
      new DataError({ code: 'P0001', message: 'not_in_transit' }, 'El viaje ya terminó.'),
    );
    renderWithProviders(<TripPage listingId="t2" />);
    const outbox = tripOutbox('t2');
    await act(async () => {
      await outbox.add({ kind: 'position', fix: fix(3) });
      await outbox.flush();
    });
    expect(screen.getByText('No se pudo enviar 1 posición: El viaje ya terminó.')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(screen.queryByText(/No se pudo enviar/)).not.toBeInTheDocument());
    expect(api.recordPositions).toHaveBeenCalledTimes(1);
  });
});
