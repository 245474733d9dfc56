import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '@/testing/render';
import { useTripOutboxSending } from '../api/trip-outbox';
import type { Fix } from '../trip-logic';
import type { PositionSource, SourceError } from './position-source';
import { sharingMessage, useLocationSharing } from './use-location-sharing';

const recordPositions = vi.hoisted(() =>
  vi.fn(async (_id: string, points: readonly Fix[]) => points.length),
);
const invalidateTrail = vi.hoisted(() => vi.fn());
vi.mock('../api/trip', () => ({
  startTrip: vi.fn(),
  recordPositions,
  reportRoadIncident: vi.fn(),
  sendDelivery: vi.fn(),
  useInvalidateTrail: () => invalidateTrail,
}));

function renderSharing(listingId: string, source: PositionSource) {
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  // As on the transporter's trip page, which sends the outbox.
  return renderHook(
    () => {
      useTripOutboxSending(listingId, true);
      return useLocationSharing(listingId, source);
    },
    { wrapper },
  );
}

function fakeSource() {
  const handlers: { fix?: (fix: Fix) => void; error?: (error: SourceError) => void } = {};
  const stop = vi.fn();
  const source: PositionSource = {
    watch(onFix, onError) {
      handlers.fix = onFix;
      handlers.error = onError;
      return stop;
    },
  };
  return { source, handlers, stop };
}

const fix = (s: number, lat = -32.9): Fix => ({
  lat,
  lon: -68.8,
  accuracy: 10,
  at: new Date(Date.UTC(2026, 10, 26, 12, 0, s)).toISOString(),
});

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  setVisibility('visible');
  window.localStorage.clear();
  recordPositions.mockClear();
});

describe('useLocationSharing', () => {
  it('sends the first fix, then only every 30 s or 500 m, and reads the trail again', async () => {
    const { source, handlers } = fakeSource();
    const { result } = renderSharing('l1', source);
    act(() => result.current.start());
    expect(result.current.status).toEqual({ kind: 'sharing' });
    act(() => handlers.fix?.(fix(0)));
    act(() => handlers.fix?.(fix(10)));
    act(() => handlers.fix?.(fix(12, -32.91)));
    const sent = () => recordPositions.mock.calls.flatMap(([, points]) => points.map((p) => p.at));
    await waitFor(() => expect(sent()).toEqual([fix(0).at, fix(12).at]));
    await waitFor(() => expect(result.current.lastSentAt).toBe(fix(12).at));
    expect(invalidateTrail).toHaveBeenCalled();
  });

  it('moves the points an earlier version queued in localStorage into the outbox, in order', async () => {
    window.localStorage.setItem(
      'conectacargas:positions:l3',
      JSON.stringify([fix(1), { lat: 'x' }, fix(2)]),
    );
    renderSharing('l3', fakeSource().source);
    const sent = () => recordPositions.mock.calls.flatMap(([, points]) => points.map((p) => p.at));
    await waitFor(() => expect(sent()).toEqual([fix(1).at, fix(2).at]));
    expect(window.localStorage.getItem('conectacargas:positions:l3')).toBeNull();
  });

  it('stops when the page is hidden or permission is denied, and says so', () => {
    const { source, handlers, stop } = fakeSource();
    const { result } = renderSharing('l2', source);
    act(() => result.current.start());
    act(() => setVisibility('hidden'));
    expect(stop).toHaveBeenCalled();
    expect(result.current.status).toEqual({ kind: 'stopped', reason: 'hidden' });
    expect(sharingMessage(result.current.status)).toMatch(/porque saliste de esta página/);
    act(() => setVisibility('visible'));
    act(() => result.current.start());
    act(() => handlers.error?.('denied'));
    expect(result.current.status).toEqual({ kind: 'stopped', reason: 'denied' });
    expect(sharingMessage(result.current.status)).toMatch(/no tiene permiso/);
  });
});
