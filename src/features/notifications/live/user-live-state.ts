import { useSyncExternalStore } from 'react';
import type { LiveState } from '@/lib/live-state';

/**
 * Whether the signed-in person's own channel (user:<id>) is live: the bell stops polling while
 * it is, and polls again when it is not.
 */
let current: LiveState = 'offline';
const listeners = new Set<() => void>();

export function setUserLiveState(next: LiveState): void {
  if (next === current) return;
  current = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUserLiveState(): LiveState {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => 'offline',
  );
}
