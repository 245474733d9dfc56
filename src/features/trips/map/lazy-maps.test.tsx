import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { placeCoordinates } from '@/domain/places/coordinates';
import { renderWithProviders } from '@/testing/render';
import { LazyArgentinaMap, LazyListingRouteMap } from '../index';

describe('LazyListingRouteMap', () => {
  it('shows a placeholder, then the map with the distance', async () => {
    renderWithProviders(
      <LazyListingRouteMap
        locate={placeCoordinates}
        origin="Rosario, Santa Fe"
        originProvince="Santa Fe"
        destination="Buenos Aires, CABA"
        destinationProvince="Ciudad Autónoma de Buenos Aires"
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Cargando el mapa…');
    expect(await screen.findByText('Distancia en línea recta: 278 km')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Mapa del recorrido/ })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it.each([
    ['a province is missing', 'Rosario', null],
    ['a place is unknown', 'Nowhere, Santa Fe', 'Santa Fe'],
  ])('renders and loads nothing when %s', (_case, origin, originProvince) => {
    const { container } = renderWithProviders(
      <LazyListingRouteMap
        locate={placeCoordinates}
        origin={origin}
        originProvince={originProvince}
        destination="Buenos Aires, CABA"
        destinationProvince="Ciudad Autónoma de Buenos Aires"
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('LazyArgentinaMap', () => {
  it('loads the map', async () => {
    renderWithProviders(
      <LazyArgentinaMap
        title="Viaje"
        truck={{ point: { lat: -33.6757, lon: -65.4578 }, label: 'Villa Mercedes, San Luis' }}
      />,
    );
    expect(await screen.findByRole('img', { name: /Viaje/ })).toBeInTheDocument();
    expect(screen.getByText('Villa Mercedes, San Luis')).toBeInTheDocument();
  });
});
