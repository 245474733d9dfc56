/**
 * The build's server entry (scripts/prerender-plugin.ts): renders one public page to HTML with
 * React's static renderer, the same tree the browser hydrates (src/main.tsx) but with a
 * StaticRouter. Nothing here may touch window, storage or the network: queries stay pending
 * (their skeletons are what the HTML shows) and the session is read only after hydration.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppFrame } from './app/app';
import { AppRoutes } from './app/routes';
import { PageTitleCollector } from './lib/page-meta';

export interface RenderedPage {
  html: string;
  /** The title the page asked for with usePageTitle, if it did. */
  title: string | null;
}

/** A Suspense boundary whose content came after the shell: only a script would swap it in. */
const PENDING_BOUNDARY = '<!--$?-->';
const MAX_PASSES = 3;

/**
 * The page's HTML with every lazy page and component in place. A boundary whose lazy module
 * resolves during a render is streamed after its fallback, to be swapped in by an inline script;
 * the HTML must not depend on JavaScript, so the page is rendered again once its modules are
 * loaded (and the build fails if something still waits).
 */
export async function renderPage(path: string): Promise<RenderedPage> {
  let html = '';
  for (let pass = 1; pass <= MAX_PASSES; pass += 1) {
    const page = await renderOnce(path);
    if (!page.html.includes(PENDING_BOUNDARY)) return page;
    html = page.html;
  }
  const at = html.indexOf(PENDING_BOUNDARY);
  throw new Error(
    `${path}: sigue esperando contenido diferido tras ${MAX_PASSES} pasadas: …${html.slice(at - 300, at + 300)}…`,
  );
}

async function renderOnce(path: string): Promise<RenderedPage> {
  let title: string | null = null;
  const { prelude } = await prerender(
    <StrictMode>
      <PageTitleCollector
        value={(pageTitle) => {
          title = pageTitle;
        }}
      >
        <AppFrame hydrating>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </AppFrame>
      </PageTitleCollector>
    </StrictMode>,
    // React outlines a finished boundary bigger than this into a segment that an inline script
    // swaps in; the HTML must read the same without JavaScript, so nothing is outlined.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return { html: await new Response(prelude).text(), title };
}
