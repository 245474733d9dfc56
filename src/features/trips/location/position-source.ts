/**
 * Where fixes come from: the phone's Geolocation API (high accuracy), or in development a replay
 * of a recorded route (location/replay.ts), behind one small interface.
 */
import type { Fix } from '../trip-logic';

export type SourceError = 'denied' | 'unavailable';

export interface PositionSource {
  /** Starts watching; returns the function that stops it. */
  watch(onFix: (fix: Fix) => void, onError: (error: SourceError) => void): () => void;
}

export const deviceSource: PositionSource = {
  watch(onFix, onError) {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      onError('unavailable');
      return () => {};
    }
    const id = navigator.geolocation.watchPosition(
      (position) =>
        onFix({
          lat: position.coords.latitude,
          lon: position.coords.longitude,
          accuracy: position.coords.accuracy,
          at: new Date(position.timestamp || Date.now()).toISOString(),
        }),
      (error) => {
        // A timeout or a lost signal passes: the watch goes on and the next fix arrives later.
        if (error.code === error.PERMISSION_DENIED) onError('denied');
      },
      { enableHighAccuracy: true, maximumAge: 10_000, timeout: 60_000 },
    );
    return () => navigator.geolocation.clearWatch(id);
  },
};
