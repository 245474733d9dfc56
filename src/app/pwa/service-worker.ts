/**
 * Registers the service worker (src/service-worker/sw.ts, built as /sw.js) for a signed-in
 * person: a visitor's first page neither downloads the precache (~1 MB) nor the registration
 * code, and registration waits for the page's load so it never competes with it. A new version
 * waits until the person taps 'Actualizar' (then the page reloads into it); until then the open
 * page keeps working with the version it started with.
 */
import { toast } from '@/lib/toast';

/** What the registration needs of workbox-window's Workbox (a fake in the unit tests). */
export interface ServiceWorkerHandle {
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void;
  register(): Promise<unknown>;
  messageSkipWaiting(): void;
}

export const UPDATE_READY = 'Hay una versión nueva';
export const UPDATE_ACTION = 'Actualizar';

async function workbox(): Promise<ServiceWorkerHandle> {
  const { Workbox } = await import('workbox-window');
  return new Workbox('/sw.js', { scope: '/' });
}

/** Offers the waiting version once; taking it reloads the page when the new worker controls it. */
export async function registerServiceWorker(
  create: () => Promise<ServiceWorkerHandle> = workbox,
  reload: () => void = () => window.location.reload(),
): Promise<void> {
  const worker = await create();
  worker.addEventListener('waiting', () => {
    toast.info(UPDATE_READY, {
      id: 'service-worker-update',
      duration: Number.POSITIVE_INFINITY,
      action: {
        label: UPDATE_ACTION,
        onClick: () => {
          worker.addEventListener('controlling', reload);
          worker.messageSkipWaiting();
        },
      },
    });
  });
  await worker.register();
}

/** Where a service worker can run: a production build, in a browser that has them. */
export function serviceWorkerSupported(): boolean {
  return import.meta.env.PROD && 'serviceWorker' in navigator;
}
