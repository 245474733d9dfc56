import { matchRoutes } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { publicPagePaths, robotsTxt, sitemapXml } from './public-pages';
import { routes } from './routes';

describe('public pages', () => {
  it('each is a route of its own (none falls through to the 404 page)', () => {
    for (const path of publicPagePaths) {
      const matched = matchRoutes(routes, path) ?? [];
      expect(matched.at(-1)?.route.path, path).toBe(path);
    }
  });

  it('the sitemap lists each page once under the site origin', () => {
    const xml = sitemapXml('https://example.com.ar/ignored-path', publicPagePaths);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toHaveLength(publicPagePaths.length);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toContain('https://example.com.ar/listings');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
  });

  it('robots.txt keeps crawlers out of the dashboards and names the sitemap when the site URL is known', () => {
    const robots = robotsTxt('https://example.com.ar');
    for (const area of [paths.adminDashboard, paths.shipperDashboard, paths.transporterDashboard]) {
      expect(robots).toContain(`Disallow: ${area}\n`);
    }
    expect(robots).toContain('Sitemap: https://example.com.ar/sitemap.xml');
    expect(robotsTxt(undefined)).not.toContain('Sitemap:');
  });
});
