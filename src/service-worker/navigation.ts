/**
 * Which page requests the service worker answers. Pure: the unit tests run it in jsdom, the
 * worker (sw.ts) in its own global scope.
 */

/** The empty app shell the build writes (scripts/prerender-plugin.ts, APP_SHELL): every route renders from it. */
export const APP_SHELL = '/app.html';

/**
 * Paths served by something other than the app on the app's origin: the embedded backend
 * (`npm run dev`, `vite preview`: GoTrue, PostgREST, Storage, Functions, Realtime, its mail and
 * test endpoints) and the local fakes of Mercado Pago and ARCA. Hosted, the backend is another
 * origin and these never reach the worker.
 */
const NOT_THE_APP = [
  '/auth/v1/',
  '/rest/v1/',
  '/storage/v1/',
  '/functions/v1/',
  '/realtime/v1/',
  '/_local/',
  '/_fake/',
];

/**
 * A page of the app: what the shell can render offline. Not a backend path, not a file
 * (`/sitemap.xml`, `/robots.txt`), which go to the network as they are.
 */
export function isAppPage(pathname: string): boolean {
  if (NOT_THE_APP.some((prefix) => pathname.startsWith(prefix) || `${pathname}/` === prefix)) {
    return false;
  }
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}
