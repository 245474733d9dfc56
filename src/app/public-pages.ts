// Relative with its extension, not '@/': vite.config.ts loads this file before the alias exists.
import { paths } from '../lib/paths.ts';

/**
 * The pages a visitor reaches without an account, the ones search engines may index: the
 * sitemap lists them (emitted by scripts/sitemap-plugin.ts). Dashboards, the listing editor and password
 * reset stay out, as do listing pages (they come and go with the database).
 */
export interface PublicPage {
  path: string;
  /** The page's meta description: what a search result shows under its title. */
  description: string;
}

export const publicPages: readonly PublicPage[] = [
  {
    path: paths.home,
    description:
      'ConectaCargas: el marketplace de cargas que conecta dadores de carga con transportistas verificados en toda Argentina.',
  },
  {
    path: paths.listings,
    description:
      'Cargas disponibles en toda Argentina: busca por origen, destino, tipo de carga y vehículo, y envía tu propuesta.',
  },
  {
    path: paths.howItWorks,
    description:
      'Cómo funciona ConectaCargas: publica tu carga, recibe propuestas de transportistas y sigue el envío hasta la entrega.',
  },
  {
    path: paths.about,
    description:
      'Quiénes somos: ConectaCargas acerca a dadores de carga y transportistas de todo el país en un solo lugar.',
  },
  {
    path: paths.contact,
    description: 'Contacta a ConectaCargas por correo, teléfono o WhatsApp, o déjanos tu mensaje.',
  },
  {
    path: paths.shipperFaq,
    description:
      'Preguntas frecuentes de los dadores de carga: publicar, elegir propuestas y seguir envíos.',
  },
  {
    path: paths.pricing,
    description: 'Precios de ConectaCargas para dadores de carga y transportistas.',
  },
  {
    path: paths.findCargo,
    description: 'Encuentra cargas para tu camión en toda Argentina y ofrece tu precio en minutos.',
  },
  {
    path: paths.transporterFaq,
    description:
      'Preguntas frecuentes de los transportistas: encontrar cargas, enviar propuestas y cobrar.',
  },
  {
    path: paths.resources,
    description: 'Recursos para transportistas: guías y consejos para trabajar con ConectaCargas.',
  },
  {
    path: paths.privacyPolicy,
    description: 'Política de privacidad de ConectaCargas: qué datos guardamos y para qué.',
  },
  {
    path: paths.terms,
    description: 'Términos y condiciones de uso del marketplace ConectaCargas.',
  },
  {
    path: paths.privacy,
    description: 'Privacidad y cookies en ConectaCargas.',
  },
  {
    path: paths.signIn,
    description: 'Inicia sesión en ConectaCargas para publicar cargas o enviar propuestas.',
  },
  {
    path: paths.register,
    description: 'Crea tu cuenta gratis en ConectaCargas como dador de carga o transportista.',
  },
  {
    path: paths.shipperSignup,
    description:
      'Regístrate como dador de carga y recibe propuestas de transportistas verificados.',
  },
  {
    path: paths.transporterSignup,
    description: 'Regístrate como transportista y encuentra cargas en toda Argentina.',
  },
];

export const publicPagePaths = publicPages.map((page) => page.path);

/** The not-found page, prerendered for static hosts that serve a 404.html for unknown paths. */
export const notFoundPage: PublicPage = {
  path: '/404',
  description: 'La página que buscas no existe en ConectaCargas.',
};

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
    ...[
      paths.adminDashboard,
      paths.shipperDashboard,
      paths.transporterDashboard,
      paths.postCargo,
      paths.resetPassword,
    ].map((path) => `Disallow: ${path}`),
    'Allow: /',
  ];
  if (siteUrl) lines.push('', `Sitemap: ${new URL(siteUrl).origin}/sitemap.xml`);
  return `${lines.join('\n')}\n`;
}
