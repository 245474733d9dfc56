import { describe, expect, it } from 'vitest';
import { listingShareLink, listingShareText } from './share';

const listing = {
  title: 'Vinos Malbec en cajas',
  origin: 'Mendoza, Mendoza',
  originProvince: 'Mendoza',
  destination: 'Palermo',
  destinationProvince: 'Ciudad Autónoma de Buenos Aires',
  pickupDate: '2026-12-03',
  price: 2850,
};
const url = 'https://conectacargas.com.ar/listings/a0000000-0000-4000-8000-000000000001';

describe('listingShareText', () => {
  it('has the title, the route with provinces, the pickup date, the price and the URL', () => {
    expect(listingShareText(listing, url)).toBe(
      [
        'Carga en ConectaCargas: Vinos Malbec en cajas',
        'Ruta: Mendoza, Mendoza → Palermo, CABA',
        'Recogida: 3 dic 2026',
        'Precio: 2.850,00\u00a0€',
        url,
      ].join('\n'),
    );
  });

  it('keeps places without a province as they were typed', () => {
    const text = listingShareText({ ...listing, origin: 'Depósito 4', originProvince: null }, url);
    expect(text).toContain('Ruta: Depósito 4 → Palermo, CABA');
  });
});

describe('listingShareLink', () => {
  it('is a wa.me chat link with no number and the encoded text', () => {
    const link = listingShareLink(listing, url);
    expect(link.startsWith('https://wa.me/?text=')).toBe(true);
    const text = new URL(link).searchParams.get('text');
    expect(text).toBe(listingShareText(listing, url));
    // Characters that would break a URL are encoded, not raw.
    expect(link).not.toMatch(/[\s→€]/);
  });
});
