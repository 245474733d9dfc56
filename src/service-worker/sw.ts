/// <reference lib="webworker" />
/**
 * The service worker (vite-plugin-pwa builds it with the app, `injectManifest`): the build's
 * scripts, styles, icons and the app shell are precached, so the app and its map (data shipped
 * in a chunk) open without a network. Pages always come from the network first, so a new deploy
 * is what an online visit gets; only when the network fails does the shell answer. A new worker
 * waits until the page says so ('Hay una versión nueva: Actualizar', src/app/pwa). A push (the
 * push-notifications function's) shows its title; a tap opens its link in the app (push.ts).
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { APP_SHELL, isAppPage } from './navigation';
import { openedUrl, shownPush } from './push';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && url.origin === self.location.origin && isAppPage(url.pathname),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch {
      return (await matchPrecache(APP_SHELL)) ?? Response.error();
    }
  },
);

// workbox-window's messageSkipWaiting() sends this when the person taps 'Actualizar'.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('push', (event: PushEvent) => {
  const { title, options } = shownPush(event.data?.text());
  event.waitUntil(self.registration.showNotification(title, options));
});

// An open window of the app goes to the link; none open, a new one does.
async function open(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) {
    const moved = await client.navigate(url).catch(() => null);
    if (moved) {
      // Focusing needs the tap's activation, which only the browser's own click carries.
      await moved.focus().catch(() => undefined);
      return;
    }
  }
  await self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  event.waitUntil(open(openedUrl(event.notification.data, self.location.origin)));
});
