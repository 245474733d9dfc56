/**
 * 'Compartir ubicación' on the transporter's phone: watches the position, keeps the screen on (Screen
 * Wake Lock) while sharing, records a point every 30 s or 500 m into the trip's outbox, which
 * sends it (now, or when the network is back),
 * and says when sharing stopped: the page was hidden (browsers stop geolocation in the
 * background), permission was denied, or the phone has no geolocation. Resuming is the
 * person's choice.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTripOutbox } from '../api/trip-outbox';
import { shouldRecord, type Fix } from '../trip-logic';
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
  const { outbox, state } = useTripOutbox(listingId);
  const [status, setStatus] = useState<SharingStatus>({ kind: 'off' });
  const [wakeLock, setWakeLock] = useState<WakeLockState>('off');
  const stopWatch = useRef<(() => void) | null>(null);
  const lock = useRef<WakeLockSentinelLike | null>(null);
  const lastRecorded = useRef<Fix | null>(null);

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
        void outbox.add({ kind: 'position', fix }).then(() => outbox.flush());
      },
      (error) => halt({ kind: 'stopped', reason: error }),
    );
  }, [halt, outbox, source]);

  const stop = useCallback(() => halt({ kind: 'off' }), [halt]);

  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden' && stopWatch.current) {
        halt({ kind: 'stopped', reason: 'hidden' });
      }
    };
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      stopWatch.current?.();
      stopWatch.current = null;
      void lock.current?.release().catch(() => {});
    };
  }, [halt]);

  return { status, lastSentAt: state.lastPositionAt, wakeLock, start, stop };
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
