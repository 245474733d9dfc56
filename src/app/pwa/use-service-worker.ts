import { useEffect } from 'react';
import { listenForInstallOffer } from './install-offer';
import { registerServiceWorker, serviceWorkerSupported } from './service-worker';

let started = false;

function afterLoad(run: () => void) {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

/** For a signed-in person's pages: the installable, offline app (once per page). */
export function useServiceWorker(): void {
  useEffect(() => {
    if (started || !serviceWorkerSupported()) return;
    started = true;
    listenForInstallOffer();
    afterLoad(() => {
      registerServiceWorker().catch((error: unknown) => {
        // The app works the same without it, only not offline: nothing to tell the person.
        console.warn('No se pudo registrar el service worker', error);
      });
    });
  }, []);
}
