import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import type { ComponentProps } from 'react';
import type { LazyArgentinaMap } from '@/features/trips';
import type { Tracking } from '../types';
import { TrackingPage } from './tracking-page';

type ArgentinaMapProps = ComponentProps<typeof LazyArgentinaMap>;

const api = vi.hoisted(() => ({
  query: { isPending: false, isError: false, data: null } as {
    isPending: boolean;
    isError: boolean;
    data: Tracking | null;
  },
  map: null as ArgentinaMapProps | null,
}));
vi.mock('../api/tracking-view', () => ({ useTracking: () => api.query }));
vi.mock('@/features/trips', async (original) => ({
  ...(await original<typeof import('@/features/trips')>()),
  LazyArgentinaMap: (props: ArgentinaMapProps) => {
    api.map = props;
    return null;
  },
}));

const TOKEN = 'a'.repeat(64);
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function shipment(overrides: Partial<Tracking> = {}): Tracking {
  return {
    status: 'in-transit',
    origin: 'Mendoza, Mendoza',
    destination: 'Córdoba, Córdoba',
    originPoint: { lat: -32.89, lon: -68.85 },
    destinationPoint: { lat: -31.42, lon: -64.18 },
    pickupDate: '2026-11-30',
    deliveryDate: '2026-12-02',
    shipperCompany: 'Bodegas del Sol S.A.',
    transporterCompany: null,
    last: { lat: -32.5, lon: -66.1, at: minutesAgo(5) },
    deliveredAt: null,
    conformity: null,
    confirmedByName: null,
    ...overrides,
  };
}

function renderPage() {
  renderWithProviders(<TrackingPage />, { path: '/tracking/:token', route: `/tracking/${TOKEN}` });
}

beforeEach(() => {
  api.query = { isPending: false, isError: false, data: null };
  api.map = null;
});

describe('TrackingPage', () => {
  it("says 'Este enlace ya no está disponible' for a revoked, expired or unknown link", () => {
    renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Este enlace ya no está disponible' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/fue revocado, venció o no es correcto/)).toBeInTheDocument();
  });

  it('shows the status, the companies, the last position’s age and an ETA by road', () => {
    api.query.data = shipment();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Seguimiento del envío' })).toBeVisible();
    expect(screen.getByText('En viaje')).toBeInTheDocument();
    expect(screen.getByText('Bodegas del Sol S.A.')).toBeInTheDocument();
    expect(screen.getByText('Sin razón social indicada')).toBeInTheDocument();
    expect(screen.getByText('hace 5 min')).toBeInTheDocument();
    // 217 km in a straight line × 1.10 for the road.
    expect(screen.getByText(/\(faltan 239 km por ruta\)$/)).toBeInTheDocument();
    expect(api.map).toMatchObject({
      title: 'Recorrido de Mendoza, Mendoza a Córdoba, Córdoba',
      truck: { point: { lat: -32.5, lon: -66.1 } },
    });
  });

  it('once delivered says when and how the receipt stands, with no truck or ETA', () => {
    api.query.data = shipment({
      status: 'delivered',
      deliveredAt: '2026-12-02T15:00:00Z',
      conformity: 'pending',
    });
    renderPage();
    expect(
      screen.getByText('La carga fue entregada; falta confirmar la recepción.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Entregado', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.queryByText('Llegada estimada')).not.toBeInTheDocument();
    expect(api.map?.truck).toBeUndefined();
    // Whoever receives is asked to confirm, or to report a problem.
    expect(screen.getByRole('heading', { name: '¿Recibiste la carga?' })).toBeInTheDocument();
  });

  it('names who confirmed, and asks nothing more', () => {
    api.query.data = shipment({
      status: 'delivered',
      deliveredAt: '2026-12-02T15:00:00Z',
      conformity: 'confirmed',
      confirmedByName: 'Rosa Destino',
    });
    renderPage();
    expect(screen.getByText('La recepción fue confirmada.')).toBeInTheDocument();
    expect(screen.getByText('Rosa Destino')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '¿Recibiste la carga?' })).not.toBeInTheDocument();
  });

  it('says so before the truck has sent a position', () => {
    api.query.data = shipment({ status: 'assigned', last: null });
    renderPage();
    expect(screen.getByText('Todavía no hay posiciones del camión.')).toBeInTheDocument();
    expect(screen.queryByText('Llegada estimada')).not.toBeInTheDocument();
  });
});
