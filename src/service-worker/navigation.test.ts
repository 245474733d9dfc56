import { isAppPage } from './navigation';

describe('isAppPage', () => {
  it.each([
    '/',
    '/transporter-dashboard',
    '/transporter-dashboard/trips',
    '/listings/0b6e2f0c-3a51-4c55-9a5e-1f6f0e2f7a10',
    '/seguimiento/abc123',
    '/auth',
    '/restaurant',
  ])('answers %s from the shell when offline', (pathname) => {
    expect(isAppPage(pathname)).toBe(true);
  });

  it.each([
    '/auth/v1/verify',
    '/rest/v1/cargo_listings',
    '/storage/v1/object/sign/documents/a.pdf',
    '/functions/v1/mercadopago-oauth',
    '/realtime/v1/websocket',
    '/_local/mail',
    '/_fake/mercadopago/authorization',
    '/_fake/arca',
    '/sitemap.xml',
    '/robots.txt',
    '/icons/icon-192.png',
  ])('leaves %s to the network', (pathname) => {
    expect(isAppPage(pathname)).toBe(false);
  });
});
