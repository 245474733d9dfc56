import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { ArgentinaMap } from './argentina-map';
import { COUNTRY_VIEW_BOX, viewBoxAttribute } from './project';

const MENDOZA = { point: { lat: -32.8895, lon: -68.8458 }, label: 'Mendoza, Mendoza' };
const CABA = { point: { lat: -34.6037, lon: -58.3816 }, label: 'Buenos Aires, CABA' };
const VILLA_MERCEDES = {
  point: { lat: -33.6757, lon: -65.4578 },
  label: 'Villa Mercedes, San Luis',
};

function facts() {
  return within(screen.getAllByRole('definition')[0].closest('dl')!)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
}

describe('ArgentinaMap', () => {
  it('is an image named by its title and described by the trip', () => {
    renderWithProviders(<ArgentinaMap title="Recorrido" origin={MENDOZA} destination={CABA} />);
    const map = screen.getByRole('img', { name: /Recorrido/ });
    expect(map.tagName).toBe('svg');
    expect(map).toHaveAccessibleName(
      'Recorrido Mapa de Argentina. Origen: Mendoza, Mendoza. Destino: Buenos Aires, CABA.',
    );
  });

  it('draws the 24 provinces', () => {
    const { container } = renderWithProviders(<ArgentinaMap title="Mapa" fit="country" />);
    const paths = container.querySelectorAll('svg > g > path');
    expect(paths).toHaveLength(24);
    paths.forEach((path) => expect(path.getAttribute('d')).toMatch(/^M[\d.-]+ [\d.-]+L.*Z$/));
  });

  it('marks origin and destination with labels, joined by a dashed straight line', () => {
    const { container } = renderWithProviders(
      <ArgentinaMap title="Recorrido" origin={MENDOZA} destination={CABA} />,
    );
    expect(container.querySelector('[data-marker="origin"] title')).toHaveTextContent(
      'Origen: Mendoza, Mendoza',
    );
    expect(container.querySelector('[data-marker="destination"] title')).toHaveTextContent(
      'Destino: Buenos Aires, CABA',
    );
    const origin = container.querySelector('[data-marker="origin"] circle')!;
    const destination = container.querySelector('[data-marker="destination"] circle')!;
    expect(origin.getAttribute('fill')).not.toBe(destination.getAttribute('fill'));
    const line = container.querySelector('[data-line="straight"]')!;
    expect(line.getAttribute('stroke-dasharray')).toBeTruthy();
    expect(container.querySelector('[data-line="trail"]')).toBeNull();
    expect(facts()).toEqual(['Origen: Mendoza, Mendoza', 'Destino: Buenos Aires, CABA']);
  });

  it('draws the trail instead of the straight line, and the truck', () => {
    const trail = [MENDOZA.point, { lat: -33.3, lon: -66.34 }, VILLA_MERCEDES.point];
    const { container } = renderWithProviders(
      <ArgentinaMap
        title="Viaje en curso"
        origin={MENDOZA}
        destination={CABA}
        trail={trail}
        truck={VILLA_MERCEDES}
      />,
    );
    expect(container.querySelector('[data-line="straight"]')).toBeNull();
    const polyline = container.querySelector('[data-line="trail"]')!;
    expect(polyline.getAttribute('points')!.split(' ')).toHaveLength(3);
    expect(container.querySelector('[data-marker="truck"] title')).toHaveTextContent(
      'Última posición: Villa Mercedes, San Luis',
    );
    expect(facts()).toEqual([
      'Origen: Mendoza, Mendoza',
      'Destino: Buenos Aires, CABA',
      'Última posición: Villa Mercedes, San Luis',
    ]);
  });

  it('zooms to the route by default, and shows the country on request', () => {
    const { container, rerender } = renderWithProviders(
      <ArgentinaMap title="Recorrido" origin={MENDOZA} destination={CABA} />,
    );
    const svg = () => container.querySelector('svg')!;
    const [, , width, height] = svg().getAttribute('viewBox')!.split(' ').map(Number);
    expect(width).toBeLessThan(COUNTRY_VIEW_BOX.width);
    expect(height).toBeLessThan(COUNTRY_VIEW_BOX.height / 2);
    rerender(<ArgentinaMap title="Recorrido" origin={MENDOZA} destination={CABA} fit="country" />);
    expect(svg().getAttribute('viewBox')).toBe(viewBoxAttribute(COUNTRY_VIEW_BOX));
  });

  it('shows the whole country, and no facts, with nothing to place', () => {
    const { container } = renderWithProviders(<ArgentinaMap title="Argentina" />);
    expect(container.querySelector('svg')!.getAttribute('viewBox')).toBe(
      viewBoxAttribute(COUNTRY_VIEW_BOX),
    );
    expect(container.querySelector('dl')).toBeNull();
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'Argentina Mapa de Argentina con sus provincias.',
    );
  });

  it('credits the outlines', () => {
    renderWithProviders(<ArgentinaMap title="Argentina" />);
    expect(screen.getByText('Límites: Natural Earth (dominio público)')).toBeInTheDocument();
  });
});
