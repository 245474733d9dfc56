/**
 * Emits robots.txt and sitemap.xml into the build. Both need the site's absolute address, which
 * only the deployment knows: SITE_URL (e.g. https://conectacargas.com.ar). Without it the build
 * still writes robots.txt, without the Sitemap line, and no sitemap.
 */
import type { Plugin } from 'vite';
import { publicPagePaths, robotsTxt, sitemapXml } from '../src/app/public-pages.ts';

export function sitemap(siteUrl: string | undefined = process.env.SITE_URL): Plugin {
  return {
    name: 'conectacargas-sitemap',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(siteUrl) });
      if (siteUrl) {
        this.emitFile({
          type: 'asset',
          fileName: 'sitemap.xml',
          source: sitemapXml(siteUrl, publicPagePaths),
        });
      }
    },
  };
}
