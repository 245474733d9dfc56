import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';

const HydratedContext = createContext(true);

/**
 * Around a page that React hydrates: false in the server render and while hydrating, then true,
 * switched in a transition. A transition, not a store read (useSyncExternalStore re-renders at
 * once, in one long task, what differs from the server's snapshot), so the change renders in
 * slices like the hydration itself.
 */
export function HydrationState({
  hydrating,
  children,
}: {
  hydrating: boolean;
  children: ReactNode;
}) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext.Provider value={hydrated}>{children}</HydratedContext.Provider>;
}

/** Whether the page's JavaScript is live: always, outside a HydrationState that is hydrating. */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
