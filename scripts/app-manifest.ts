/**
 * The web app manifest (vite-plugin-pwa writes it as manifest.webmanifest and links it from every
 * page): what the phone shows once the app is installed. It opens on the transporter's
 * dashboard, the page a carrier on the road uses most (another role lands on its own: the guard
 * sends it there).
 */
import type { ManifestOptions } from 'vite-plugin-pwa';

export const appManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'ConectaCargas: cargas y fletes en Argentina',
  short_name: 'ConectaCargas',
  description:
    'El marketplace de cargas que conecta dadores de carga con transportistas verificados en toda Argentina.',
  lang: 'es-AR',
  dir: 'ltr',
  start_url: '/transporter-dashboard',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  background_color: '#ffffff',
  theme_color: '#1d4ed8',
  categories: ['business', 'productivity', 'travel'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
