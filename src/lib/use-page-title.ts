import { useEffect } from 'react';

export const SITE_NAME = 'ConectaCargas';

export function pageTitle(title?: string): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

/** Sets document.title for the page that calls it. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
