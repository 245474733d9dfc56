// Relative, not '@/': vite.config.ts loads this file before the alias exists.
import { paths } from '../lib/paths';

/**
 * The pages a visitor reaches without an account, the ones search engines may index: the
 * sitemap lists them (emitted by scripts/sitemap-plugin.ts). Dashboards, the listing editor and password
 * reset stay out, as do listing pages (they come and go with the database).
 */
export const publicPagePaths = [
  paths.home,
  paths.listings,
  paths.howItWorks,
  paths.about,
  paths.contact,
  paths.shipperFaq,
  paths.pricing,
  paths.findCargo,
  paths.transporterFaq,
  paths.resources,
  paths.privacyPolicy,
  paths.terms,
  paths.privacy,
  paths.signIn,
  paths.register,
  paths.shipperSignup,
  paths.transporterSignup,
] as const;

/** The sitemap protocol's XML for the given absolute page URLs. */
export function sitemapXml(siteUrl: string, pagePaths: readonly string[]): string {
  const origin = new URL(siteUrl).origin;
  const urls = pagePaths.map((path) => `  <url><loc>${origin}${path}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Crawlers may read the public pages; the signed-in areas are of no use to them. */
export function robotsTxt(siteUrl: string | undefined): string {
  const lines = [
    'User-agent: *',
    'Disallow: /dashboard',
    'Disallow: /shipper-dashboard',
    'Disallow: /transporter-dashboard',
    'Disallow: /post-cargo',
    'Disallow: /reset-password',
    'Allow: /',
  ];
  if (siteUrl) lines.push('', `Sitemap: ${new URL(siteUrl).origin}/sitemap.xml`);
  return `${lines.join('\n')}\n`;
}
