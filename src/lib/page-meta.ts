import { createContext } from 'react';

/**
 * Where a page's title goes while the build prerenders it: there is no document on the server,
 * so usePageTitle hands the title to this collector instead (null in the browser).
 */
export const PageTitleCollector = createContext<((title: string) => void) | null>(null);
