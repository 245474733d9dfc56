import { useSyncExternalStore } from 'react';

const nothingToFollow = () => () => undefined;

/**
 * False in the server render and while React hydrates it, true once the page runs (at once when
 * it is rendered in the browser): what the prerendered HTML shows before its JavaScript is live.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToFollow,
    () => true,
    () => false,
  );
}
