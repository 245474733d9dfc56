import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../error-boundary';
import { PageFallback } from '../page-fallback';
import { ScrollToTop } from '../scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteNavbar } from './site-navbar';

export const MAIN_CONTENT_ID = 'main-content';

export function SiteLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Saltar al contenido principal
      </a>
      <ScrollToTop />
      <SiteNavbar />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        {/* A page that fails keeps the navbar and footer; moving to another path retries. */}
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}
