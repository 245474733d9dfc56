/**
 * Prerendered public pages. After the client build, builds src/prerender.tsx for Node, renders
 * each public page (src/app/public-pages.ts) into a copy of dist/index.html, with its title and
 * description, and writes it where `vite preview` and static hosts look: `/` → index.html,
 * `/listings` → listings.html, the not-found page → 404.html. dist/app.html keeps the empty
 * shell for the client-rendered routes (dashboards, listing pages), which `vite preview` serves
 * for any other path.
 *
 * Each prerendered page carries the whole stylesheet inline, so nothing blocks its first paint
 * and no stylesheet arrives later to restyle it; the shell keeps the linked stylesheet.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { notFoundPage, publicPages, type PublicPage } from '../src/app/public-pages.ts';

export const APP_SHELL = 'app.html';

/** What src/prerender.tsx's renderPage returns (restated: the Node project does not see src/). */
interface RenderedPage {
  html: string;
  title: string | null;
}
const ROOT_ELEMENT = '<div id="root"></div>';

/** Where a page's HTML is written, relative to dist/. */
export function htmlFileFor(pagePath: string): string {
  return pagePath === '/' ? 'index.html' : `${pagePath.replace(/^\//, '')}.html`;
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** The shell with the page's markup in #root and its own title and description. */
export function pageDocument(shell: string, page: PublicPage, rendered: RenderedPage): string {
  const replace = (document: string, pattern: RegExp, value: string) => {
    if (!pattern.test(document)) throw new Error(`index.html no tiene ${pattern}`);
    return document.replace(pattern, () => value);
  };
  let document = replace(
    shell,
    /<div id="root"><\/div>/,
    `<div id="root" data-prerendered="${escapeHtml(page.path)}">${rendered.html}</div>`,
  );
  document = replace(
    document,
    /<title>[^<]*<\/title>/,
    `<title>${escapeHtml(rendered.title ?? 'ConectaCargas')}</title>`,
  );
  return replace(
    document,
    /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
  );
}

/**
 * The page is on screen from its HTML; its scripts only hydrate it. They start once its content
 * is painted (at once in a hidden tab, which paints nothing; after 3 s whatever happens), so the
 * first paint never waits for them or shares a slow link with them, and Lighthouse's simulation,
 * which counts every request begun before the largest paint, counts none. The entry's module
 * preloads start with it, so its imports still load side by side.
 */
export function startScriptsAfterFirstPaint(document: string): string {
  const entries: string[] = [];
  const preloads: string[] = [];
  const rest = document
    .replace(
      /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g,
      (_tag, src: string) => {
        entries.push(src);
        return '';
      },
    )
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => {
      preloads.push(href);
      return '';
    });
  if (entries.length !== 1)
    throw new Error(`se esperaba un script de entrada, hay ${entries.length}`);
  const start = [
    'let started = false;',
    'const once = () => {',
    '  if (started) return;',
    '  started = true;',
    `  for (const href of ${JSON.stringify(preloads)}) {`,
    "    const link = document.createElement('link');",
    "    link.rel = 'modulepreload';",
    "    link.crossOrigin = '';",
    '    link.href = href;',
    '    document.head.append(link);',
    '  }',
    `  import(${JSON.stringify(entries[0])});`,
    '};',
    "if (document.visibilityState === 'hidden') once();",
    'else {',
    '  new PerformanceObserver((entries, observer) => {',
    "    if (!entries.getEntriesByName('first-contentful-paint').length) return;",
    '    observer.disconnect();',
    '    setTimeout(once);',
    "  }).observe({ type: 'paint', buffered: true });",
    "  document.addEventListener('visibilitychange', once, { once: true });",
    '  setTimeout(once, 3000);',
    '}',
  ].join('\n');
  return rest.replace('</body>', () => `<script type="module">\n${start}\n</script>\n</body>`);
}

/**
 * The linked stylesheet, inlined. Inlining only the rules a page's markup uses (critical CSS)
 * and loading the rest without blocking was tried: the whole sheet is ~7 KB gzip, ~3 KB more than
 * the critical part, and when it arrived the browser restyled the whole page, a 65–80 ms task at
 * 4× CPU after the first paint, on every page.
 */
export function inlineStylesheet(document: string, href: string, css: string): string {
  const link = `<link rel="stylesheet" crossorigin href="${href}">`;
  if (!document.includes(link)) throw new Error(`falta ${link}`);
  // Anything after "</style" would end the element and be read as markup.
  if (/<\/style/i.test(css)) throw new Error(`${href} contiene </style>`);
  return document.replace(link, () => `<style>${css}</style>`);
}

/** Reads the stylesheet the shell links to (the build emits exactly one). */
async function linkedStylesheet(shell: string, dist: string, base: string) {
  const hrefs = [...shell.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map(
    ([, href]) => href,
  );
  if (hrefs.length !== 1) throw new Error(`se esperaba una hoja de estilos, hay ${hrefs.length}`);
  const [href] = hrefs;
  return { href, css: await readFile(path.join(dist, href.slice(base.length)), 'utf8') };
}

async function buildRenderer(config: ResolvedConfig, outDir: string) {
  await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    resolve: { alias: config.resolve.alias },
    plugins: [react()],
    build: {
      ssr: path.join(config.root, 'src/prerender.tsx'),
      outDir,
      emptyOutDir: true,
      rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
    },
  });
  const module = (await import(pathToFileURL(path.join(outDir, 'prerender.mjs')).href)) as {
    renderPage(pagePath: string): Promise<RenderedPage>;
  };
  return module.renderPage;
}

export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'conectacargas-prerender',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const dist = path.resolve(config.root, config.build.outDir);
      const shell = await readFile(path.join(dist, 'index.html'), 'utf8');
      if (!shell.includes(ROOT_ELEMENT)) throw new Error(`index.html sin ${ROOT_ELEMENT}`);
      // Inside the project, so the renderer's bare imports (react…) resolve from node_modules.
      const cache = path.join(config.root, 'node_modules/.cache');
      await mkdir(cache, { recursive: true });
      const work = await mkdtemp(path.join(cache, 'prerender-'));
      try {
        const renderPage = await buildRenderer(config, work);
        const stylesheet = await linkedStylesheet(shell, dist, config.base);
        await writeFile(path.join(dist, APP_SHELL), shell);
        for (const page of [...publicPages, notFoundPage]) {
          const document = pageDocument(shell, page, await renderPage(page.path));
          await writeFile(
            path.join(dist, htmlFileFor(page.path)),
            inlineStylesheet(
              startScriptsAfterFirstPaint(document),
              stylesheet.href,
              stylesheet.css,
            ),
          );
        }
        config.logger.info(`prerendered ${publicPages.length + 1} pages`);
      } finally {
        await rm(work, { recursive: true, force: true });
      }
    },
  };
}

/**
 * `vite preview` serves a prerendered page at its path (Vite looks for `<path>.html`) and the
 * empty shell for every other page request, so a dashboard never starts from the home page's HTML.
 */
export function previewAppShell(): Plugin {
  return {
    name: 'conectacargas-preview-shell',
    apply: (_config, env) => env.command === 'serve' && env.isPreview === true,
    configurePreviewServer(server) {
      const dist = path.resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, _res, next) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const wantsPage =
          (req.method === 'GET' || req.method === 'HEAD') &&
          (req.headers.accept ?? '').includes('text/html') &&
          path.extname(url.pathname) === '';
        if (wantsPage && !existsSync(path.join(dist, htmlFileFor(url.pathname)))) {
          req.url = `/${APP_SHELL}${url.search}`;
        }
        next();
      });
    },
  };
}
