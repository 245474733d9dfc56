import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { placeCoordinates } from '@/domain/places/coordinates';
import { renderWithProviders } from '@/testing/render';
import { formatKm, ListingRouteMap } from './listing-route-map';

describe('ListingRouteMap', () => {
  it('shows both places on the map with the straight-line distance', () => {
    const { container } = renderWithProviders(
      <ListingRouteMap
        locate={placeCoordinates}
        origin="Mendoza, Mendoza"
        originProvince="Mendoza"
        destination="Buenos Aires, CABA"
        destinationProvince="Ciudad Autónoma de Buenos Aires"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Recorrido' })).toBeInTheDocument();
    expect(screen.getByText('Distancia en línea recta: 986 km')).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: /Mapa del recorrido de Mendoza, Mendoza a Buenos Aires, CABA/,
      }),
    ).toBeInTheDocument();
    expect(container.querySelector('[data-marker="origin"]')).not.toBeNull();
    expect(container.querySelector('[data-marker="destination"]')).not.toBeNull();
    expect(container.querySelector('[data-line="straight"]')).not.toBeNull();
    expect(screen.getByText('Mendoza, Mendoza')).toBeInTheDocument();
    expect(screen.getByText('Buenos Aires, CABA')).toBeInTheDocument();
  });

  it('reads the locality before the comma, without accents or case', () => {
    renderWithProviders(
      <ListingRouteMap
        locate={placeCoordinates}
        origin="rosario"
        originProvince="Santa Fe"
        destination="Cordoba, Córdoba"
        destinationProvince="Córdoba"
      />,
    );
    expect(screen.getByText('Distancia en línea recta: 375 km')).toBeInTheDocument();
  });

  it('places an unknown barrio of the autonomous city at its centre', () => {
    renderWithProviders(
      <ListingRouteMap
        locate={placeCoordinates}
        origin="Villa Crespo, CABA"
        originProvince="Ciudad Autónoma de Buenos Aires"
        destination="Rosario, Santa Fe"
        destinationProvince="Santa Fe"
      />,
    );
    expect(screen.getByText('Distancia en línea recta: 278 km')).toBeInTheDocument();
  });

  it.each([
    ['an unknown locality', 'Nowhere, Santa Fe', 'Santa Fe'],
    ['no province', 'Rosario, Santa Fe', null],
  ])('renders nothing for %s', (_case, destination, destinationProvince) => {
    const { container } = renderWithProviders(
      <ListingRouteMap
        locate={placeCoordinates}
        origin="Mendoza, Mendoza"
        originProvince="Mendoza"
        destination={destination}
        destinationProvince={destinationProvince}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('formatKm', () => {
  it('rounds to whole km with es-ES grouping', () => {
    expect(formatKm(985.4)).toBe('985\u00a0km');
    expect(formatKm(1249.6)).toBe('1.250\u00a0km');
    expect(formatKm(0.2)).toBe('0\u00a0km');
  });
});
