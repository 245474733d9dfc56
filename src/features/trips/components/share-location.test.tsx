import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSignedIn } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/render';
import { deviceSource, type PositionSource } from '../location/position-source';
import type {
  SharingStatus,
  WakeLockState,
  useLocationSharing,
} from '../location/use-location-sharing';
import { ShareLocation } from './share-location';

const api = vi.hoisted(() => ({
  state: null as unknown as ReturnType<typeof useLocationSharing>,
  sources: [] as PositionSource[],
}));
vi.mock('../location/use-location-sharing', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../location/use-location-sharing')>()),
  useLocationSharing: (_listingId: string, source: PositionSource) => {
    api.sources.push(source);
    return api.state;
  },
}));

function sharing(
  status: SharingStatus,
  more: { wakeLock?: WakeLockState; lastSentAt?: string | null } = {},
) {
  api.state = {
    status,
    wakeLock: more.wakeLock ?? 'off',
    lastSentAt: more.lastSentAt ?? null,
    start: vi.fn(),
    stop: vi.fn(),
  };
}

function renderShare() {
  renderWithProviders(<ShareLocation listingId="l1" />, { auth: fakeSignedIn('transporter') });
  return userEvent.setup();
}

beforeEach(() => {
  sharing({ kind: 'off' });
  api.sources = [];
});

describe('ShareLocation', () => {
  it('says the location is not shared and starts sharing on the phone’s GPS', async () => {
    const user = renderShare();
    expect(screen.getByRole('status')).toHaveTextContent('La ubicación no se está compartiendo.');
    await user.click(screen.getByRole('button', { name: 'Compartir ubicación' }));
    expect(api.state.start).toHaveBeenCalledTimes(1);
    expect(api.sources.at(-1)).toBe(deviceSource);
  });

  it('stops sharing, and warns when the screen cannot be kept on', async () => {
    sharing({ kind: 'sharing' }, { wakeLock: 'unsupported' });
    const user = renderShare();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Compartiendo ubicación. Mantén esta página abierta y la pantalla encendida.',
    );
    expect(
      screen.getByText(/no puede mantener la pantalla encendida: si se apaga/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Compartir ubicación' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dejar de compartir' }));
    expect(api.state.stop).toHaveBeenCalledTimes(1);
  });

  it('gives no warning when the screen is kept on', () => {
    sharing({ kind: 'sharing' }, { wakeLock: 'on' });
    renderShare();
    expect(screen.queryByText(/no puede mantener la pantalla encendida/)).not.toBeInTheDocument();
  });

  it('says why sharing stopped and offers to resume', async () => {
    sharing({ kind: 'stopped', reason: 'denied' });
    const user = renderShare();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Se dejó de compartir la ubicación: el navegador no tiene permiso.',
    );
    await user.click(screen.getByRole('button', { name: 'Reanudar' }));
    expect(api.state.start).toHaveBeenCalledTimes(1);
  });

  it('says when the last point was sent', () => {
    sharing({ kind: 'sharing' }, { lastSentAt: new Date(Date.now() - 2 * 60_000).toISOString() });
    renderShare();
    expect(screen.getByText('Último punto enviado hace 2 min.')).toBeInTheDocument();
  });

  it('in development, replays the recorded route instead of the GPS, and goes back', async () => {
    const user = renderShare();
    expect(
      screen.getByRole('group', { name: 'Modo desarrollo: simular el recorrido' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mendoza → CABA ×225 (5 km/s)' }));
    expect(api.sources.at(-1)).not.toBe(deviceSource);
    await user.click(screen.getByRole('button', { name: 'GPS del dispositivo' }));
    expect(api.sources.at(-1)).toBe(deviceSource);
  });
});
