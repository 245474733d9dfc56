/**
 * Loads every page module of the route table, its layouts and the query cache's module, before a
 * test renders routes. A lazy page whose module is still loading makes React show the fallback
 * and then hold the page back until 300 ms after it (its Suspense throttle), which `waitFor` and
 * `findBy…` wait out in real time: ~0.3 s a route. A module already loaded resolves inside the
 * render's `act()`, where React does not throttle. A `vi.mock` of a page module still applies.
 */
export async function preloadPageModules(): Promise<void> {
  const modules = import.meta.glob([
    '../app/pages/*-page.tsx',
    '../features/*/pages/*-page.tsx',
    '../app/layouts/*.tsx',
    '../lib/query-client.ts',
  ]);
  await Promise.all(Object.values(modules).map((load) => load()));
}
