/**
 * What a push becomes on the device: the push-notifications function sends `{ title, link }`
 * (nothing personal), the worker shows the title and, on a tap, opens the link in the app. A
 * push it cannot read still shows a notification (a browser requires one for every push).
 */

/** The app's name, for a push whose content cannot be read. */
const FALLBACK_TITLE = 'ConectaCargas';

/** An app path, as the database allows a notification's link: never another origin. */
function isAppPath(link: unknown): link is string {
  return typeof link === 'string' && link.length <= 200 && /^\/([^/\\]|$)/.test(link);
}

export interface ShownPush {
  title: string;
  options: NotificationOptions;
}

export function shownPush(text: string | undefined): ShownPush {
  let payload: { title?: unknown; link?: unknown } = {};
  try {
    payload = (JSON.parse(text ?? '') as typeof payload | null) ?? {};
  } catch {
    // Shown with the app's name, opening the app.
  }
  const title =
    typeof payload.title === 'string' && payload.title.trim()
      ? payload.title.trim().slice(0, 120)
      : FALLBACK_TITLE;
  const link = isAppPath(payload.link) ? payload.link : '/';
  return {
    title,
    options: {
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      lang: 'es-AR',
      data: { link },
    },
  };
}

/** The address a tapped notification opens, on the worker's own origin. */
export function openedUrl(data: unknown, origin: string): string {
  const link = (data as { link?: unknown } | null)?.link;
  return new URL(isAppPath(link) ? link : '/', origin).href;
}
