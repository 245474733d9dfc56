/**
 * 'Compartir ubicación' on the transporter's phone: watches the position, keeps the screen on (Screen
 * Wake Lock) while sharing, records a point every 30 s or 500 m into the outbox and sends it,
 * and says when sharing stopped: the page was hidden (browsers stop geolocation in the
 * background), permission was denied, or the phone has no geolocation. Resuming is the
 * person's choice.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { DataError } from '@/lib/data-errors';
import { recordPositions, useInvalidateTrail } from '../api/trip';
import { shouldRecord, type Fix } from '../trip-logic';
import { createPositionQueue, type PositionQueue } from './position-queue';
import type { PositionSource, SourceError } from './position-source';

export type SharingStatus =
  { kind: 'off' } | { kind: 'sharing' } | { kind: 'stopped'; reason: 'hidden' | SourceError };

export type WakeLockState = 'on' | 'unsupported' | 'off';

interface WakeLockSentinelLike {
  release(): Promise<void>;
}

function requestWakeLock(): Promise<WakeLockSentinelLike | null> {
  const wakeLock = (
    navigator as Navigator & {
      wakeLock?: { request(type: 'screen'): Promise<WakeLockSentinelLike> };
    }
  ).wakeLock;
  if (!wakeLock) return Promise.resolve(null);
  return wakeLock.request('screen').catch(() => null);
}

export function useLocationSharing(listingId: string, source: PositionSource) {
  const invalidateTrail = useInvalidateTrail(listingId);
  const [status, setStatus] = useState<SharingStatus>({ kind: 'off' });
  const [pending, setPending] = useState(0);
  const [lastSentAt, setLastSentAt] = useState<string | null>(null);
  const [wakeLock, setWakeLock] = useState<WakeLockState>('off');
  const queue = useRef<PositionQueue | null>(null);
  const stopWatch = useRef<(() => void) | null>(null);
  const lock = useRef<WakeLockSentinelLike | null>(null);
  const lastRecorded = useRef<Fix | null>(null);

  queue.current ??= createPositionQueue(
    listingId,
    window.localStorage,
    async (points) => {
      await recordPositions(listingId, points);
      setLastSentAt(points[points.length - 1].at);
    },
    // The database said no (trip over, not his, a point out of range: SQLSTATE classes 22, 42
    // and P0): sending again won't help. A lost connection or an expired session will.
    (error) => error instanceof DataError && /^(22|42|P0)/.test(error.code ?? ''),
  );

  const flush = useCallback(async () => {
    const outbox = queue.current;
    if (!outbox) return;
    const sent = await outbox.flush();
    setPending(outbox.size());
    if (sent) invalidateTrail();
  }, [invalidateTrail]);

  const halt = useCallback((next: SharingStatus) => {
    stopWatch.current?.();
    stopWatch.current = null;
    void lock.current?.release().catch(() => {});
    lock.current = null;
    setWakeLock('off');
    setStatus(next);
  }, []);

  const start = useCallback(() => {
    if (stopWatch.current) return;
    setStatus({ kind: 'sharing' });
    void requestWakeLock().then((sentinel) => {
      lock.current = sentinel;
      setWakeLock(sentinel ? 'on' : 'unsupported');
    });
    stopWatch.current = source.watch(
      (fix) => {
        if (!shouldRecord(lastRecorded.current, fix)) return;
        lastRecorded.current = fix;
        queue.current?.add(fix);
        setPending(queue.current?.size() ?? 0);
        void flush();
      },
      (error) => halt({ kind: 'stopped', reason: error }),
    );
  }, [flush, halt, source]);

  const stop = useCallback(() => halt({ kind: 'off' }), [halt]);

  useEffect(() => {
    setPending(queue.current?.size() ?? 0);
    void flush();
    const onHidden = () => {
      if (document.visibilityState === 'hidden' && stopWatch.current) {
        halt({ kind: 'stopped', reason: 'hidden' });
      }
    };
    const onOnline = () => void flush();
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('online', onOnline);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('online', onOnline);
      stopWatch.current?.();
      stopWatch.current = null;
      void lock.current?.release().catch(() => {});
    };
  }, [flush, halt]);

  return { status, pending, lastSentAt, wakeLock, start, stop };
}

/** What the transporter is told, for each state. */
export function sharingMessage(status: SharingStatus): string {
  if (status.kind === 'off') return 'La ubicación no se está compartiendo.';
  if (status.kind === 'sharing')
    return 'Compartiendo ubicación. Mantén esta página abierta y la pantalla encendida.';
  switch (status.reason) {
    case 'hidden':
      return 'Se dejó de compartir la ubicación porque saliste de esta página o se apagó la pantalla.';
    case 'denied':
      return 'Se dejó de compartir la ubicación: el navegador no tiene permiso. Actívalo en los ajustes del sitio y reanuda.';
    case 'unavailable':
      return 'Este dispositivo no informa su ubicación.';
  }
}
