import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { listenForInstallOffer } from './install-offer';
import { registerServiceWorker, serviceWorkerSupported } from './service-worker';

/** How long the page must be loaded with no query running before the worker is registered. */
const QUIET_MS = 1000;

let started = false;

function useLoaded(): boolean {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (loaded) return;
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, [loaded]);
  return loaded;
}

/**
 * For a signed-in person's pages: the installable, offline app (once per page). The worker is
 * registered once the page has loaded and its data has arrived (a second with no query running):
 * its precache (~1 MB) would otherwise share a slow connection with the page's own requests
 * (`npm run bench:signed-in`: 'Cargas Disponibles' ready in 8.7 s instead of 6.4 s on a first
 * visit when registered at load).
 */
export function useServiceWorker(): void {
  const fetching = useIsFetching();
  const loaded = useLoaded();
  // The browser's offer to install can come at any time: it is kept from the start.
  useEffect(() => {
    if (serviceWorkerSupported()) listenForInstallOffer();
  }, []);
  useEffect(() => {
    if (started || !loaded || fetching > 0 || !serviceWorkerSupported()) return;
    const timer = setTimeout(() => {
      started = true;
      registerServiceWorker().catch((error: unknown) => {
        // The app works the same without it, only not offline: nothing to tell the person.
        console.warn('No se pudo registrar el service worker', error);
      });
    }, QUIET_MS);
    return () => clearTimeout(timer);
  }, [loaded, fetching]);
}
