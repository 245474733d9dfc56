import { useContext, useEffect } from 'react';
import { PageTitleCollector } from './page-meta';

export const SITE_NAME = 'ConectaCargas';

export function pageTitle(title?: string): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

/** Sets document.title for the page that calls it (and the prerendered page's <title>). */
export function usePageTitle(title?: string): void {
  // The innermost page renders last, so its title is the one the prerender keeps.
  useContext(PageTitleCollector)?.(pageTitle(title));
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
