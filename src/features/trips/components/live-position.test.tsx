import { screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/lib/format';
import { fakeSignedIn } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/render';
import type { TripPosition } from '../api/trip';
import type { ArgentinaMapProps } from '../map/argentina-map';
import { tripRow } from '../testing/trip-rows';
import { LivePosition } from './live-position';

const api = vi.hoisted(() => ({
  trail: { isPending: false, data: [] as TripPosition[] } as {
    isPending: boolean;
    data?: TripPosition[];
  },
  map: null as ArgentinaMapProps | null,
}));
vi.mock('../api/trip', () => ({ useTrail: () => api.trail }));
// The map is drawn by its own module; here only what it is handed matters.
vi.mock('../lazy-argentina-map', () => ({
  LazyArgentinaMap: (props: ArgentinaMapProps) => {
    api.map = props;
    return null;
  },
}));

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const point = (lat: number, lon: number, recorded_at: string): TripPosition => ({
  lat,
  lon,
  accuracy_m: 12.4,
  recorded_at,
});
const mendozaToCaba = tripRow({
  origin_lat: -32.8895,
  origin_lon: -68.8458,
  destination_lat: -34.6037,
  destination_lon: -58.3816,
});

function renderPosition(overrides: Partial<ComponentProps<typeof LivePosition>> = {}) {
  renderWithProviders(
    <LivePosition
      listingId="l1"
      trip={mendozaToCaba}
      events={[]}
      origin="Mendoza"
      destination="CABA"
      deliveredAt={null}
      {...overrides}
    />,
    { auth: fakeSignedIn('shipper') },
  );
}

beforeEach(() => {
  api.trail = { isPending: false, data: [] };
  api.map = null;
});

describe('LivePosition', () => {
  it('says the trail is loading', () => {
    api.trail = { isPending: true };
    renderPosition();
    expect(screen.getByText('Cargando el recorrido…')).toBeInTheDocument();
  });

  it('says there are no positions yet, and draws the route without a truck', () => {
    renderPosition();
    expect(
      screen.getByText(
        'Todavía no hay posiciones: aparecerán cuando el transportista comparta su ubicación.',
      ),
    ).toBeInTheDocument();
    expect(api.map).toMatchObject({
      title: 'Recorrido de Mendoza a CABA',
      origin: { point: { lat: -32.8895, lon: -68.8458 }, label: 'Mendoza' },
      destination: { point: { lat: -34.6037, lon: -58.3816 }, label: 'CABA' },
      trail: [],
      truck: undefined,
    });
  });

  it('says the last position, the points and the ETA while the truck is on the way', () => {
    api.trail = {
      isPending: false,
      data: [point(-33.1, -67.5, minutesAgo(30)), point(-33.2, -66.25, minutesAgo(5))],
    };
    renderPosition();
    expect(screen.getByTestId('last-position')).toHaveTextContent('(-33.2000, -66.2500, ±12 m)');
    expect(screen.getByTestId('last-position')).toHaveTextContent('hace 5 min');
    expect(screen.getByTestId('trail-count')).toHaveTextContent('2');
    expect(screen.getByText('Distancia restante')).toBeInTheDocument();
    expect(screen.getByText(/^≈ [\d.]+ km por ruta$/)).toBeInTheDocument();
    expect(screen.getByText('Llegada estimada')).toBeInTheDocument();
    expect(api.map?.trail).toEqual([
      { lat: -33.1, lon: -67.5 },
      { lat: -33.2, lon: -66.25 },
    ]);
    expect(api.map?.truck).toEqual({
      point: { lat: -33.2, lon: -66.25 },
      label: 'Última posición del camión',
    });
  });

  it('gives no ETA once delivered', () => {
    api.trail = { isPending: false, data: [point(-34.6, -58.38, minutesAgo(1))] };
    renderPosition({ deliveredAt: minutesAgo(1) });
    expect(screen.getByTestId('trail-count')).toHaveTextContent('1');
    expect(screen.queryByText('Llegada estimada')).not.toBeInTheDocument();
  });

  it('lists the arrival and departure marks with the stay, not the conformity events', () => {
    const trip = tripRow({
      arrived_origin_at: '2026-11-21T08:00:00Z',
      left_origin_at: '2026-11-21T11:20:00Z',
    });
    renderPosition({
      trip,
      events: [
        { kind: 'arrived_origin', at: '2026-11-21T08:00:00Z' },
        { kind: 'left_origin', at: '2026-11-21T11:20:00Z' },
        { kind: 'receipt_confirmed', at: '2026-11-24T09:00:00Z' },
        { kind: 'status_changed', at: '2026-11-21T11:00:00Z' },
      ],
    });
    const stops = within(screen.getByRole('list', { name: 'Paradas del viaje' }));
    expect(stops.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `Llegó al origen: ${formatDateTime('2026-11-21T08:00:00Z')}`,
      `Salió del origen: ${formatDateTime('2026-11-21T11:20:00Z')}`,
      'Estadía en origen: 3 h 20 min',
    ]);
    expect(api.map?.origin).toBeUndefined();
  });

  it('lists no stops when there are none', () => {
    renderPosition();
    expect(screen.queryByRole('list', { name: 'Paradas del viaje' })).not.toBeInTheDocument();
  });
});
