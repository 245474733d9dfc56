import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/lib/format';
import { fakeSignedIn } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/render';
import type { TripDelivery } from '../api/trip';
import { deliveryRow } from '../testing/trip-rows';
import { conformityDeadline } from '../trip-logic';
import { DeliverySummary } from './delivery-summary';

const files = vi.hoisted(() => ({ loaded: true, receiptPhoto: null as string | null }));
vi.mock('../api/trip', () => ({
  useTripFileUrl: (path: string) => ({
    data: files.loaded ? `https://files.test/${path}` : undefined,
  }),
  useReceiptPhoto: (_listingId: string, enabled: boolean) => ({
    data: enabled ? files.receiptPhoto : undefined,
  }),
}));

const HOUR = 60 * 60 * 1000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

function renderSummary(delivery: TripDelivery) {
  return renderWithProviders(<DeliverySummary delivery={delivery} />, {
    auth: fakeSignedIn('shipper'),
  });
}

beforeEach(() => {
  files.loaded = true;
  files.receiptPhoto = null;
});

describe('DeliverySummary', () => {
  it('says the conformity is pending and when it confirms itself', () => {
    const deliveredAt = hoursAgo(2);
    renderSummary(deliveryRow({ delivered_at: deliveredAt }));
    expect(screen.getByRole('status')).toHaveTextContent('Entregado — pendiente de conformidad');
    expect(
      screen.getByText(
        `Se confirma sola el ${formatDateTime(conformityDeadline(deliveredAt))} si el dador de carga no reporta un problema antes.`,
      ),
    ).toBeInTheDocument();
  });

  it('says a silent delivery confirmed itself after 72 h, and no deadline', () => {
    renderSummary(deliveryRow({ delivered_at: hoursAgo(73) }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Entregado — confirmado automáticamente a las 72 h',
    );
    expect(screen.queryByText(/Se confirma sola/)).not.toBeInTheDocument();
  });

  it('says a confirmed or a disputed delivery as such', () => {
    const { unmount } = renderSummary(deliveryRow({ conformity: 'confirmed' }));
    expect(screen.getByRole('status')).toHaveTextContent('Entregado — recepción confirmada');
    unmount();
    renderSummary(deliveryRow({ conformity: 'disputed', delivered_at: hoursAgo(1) }));
    expect(screen.getByRole('status')).toHaveTextContent('Entregado — con un problema reportado');
    expect(screen.queryByText(/Se confirma sola/)).not.toBeInTheDocument();
  });

  it('says who received, when, and where to five decimals', () => {
    renderSummary(deliveryRow());
    expect(screen.getByText('Ana Receptora (DNI 28999888)')).toBeInTheDocument();
    expect(screen.getByText(formatDateTime('2026-11-23T15:30:00Z'))).toBeInTheDocument();
    expect(screen.getByText('-34.60372, -58.38159')).toBeInTheDocument();
  });

  it('says the receiver confirmed the digital remito, only when they did', () => {
    const { unmount } = renderSummary(deliveryRow({ remito_confirmed: true }));
    expect(screen.getByText('Conformado por quien recibe (RG 5678/2025)')).toBeInTheDocument();
    unmount();
    renderSummary(deliveryRow());
    expect(screen.queryByText('Remito digital')).not.toBeInTheDocument();
  });

  it('names who confirmed from the tracking link, with their signature, only when they did', () => {
    const signature = 'data:image/png;base64,iVBORw0KGgo=';
    files.receiptPhoto = 'data:image/jpeg;base64,/9j/4A==';
    const { unmount } = renderSummary(
      deliveryRow({
        conformity: 'confirmed',
        confirmed_by_name: 'Rosa Destino',
        confirmed_by_dni: '27111222',
        confirmed_by_signature: signature,
      }),
    );
    expect(
      screen.getByText('Rosa Destino (DNI 27111222), desde el enlace de seguimiento'),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Firma de Rosa Destino' })).toHaveAttribute(
      'src',
      signature,
    );
    expect(
      screen.getByRole('img', { name: 'Foto de la carga recibida, de Rosa Destino' }),
    ).toHaveAttribute('src', files.receiptPhoto);
    unmount();
    renderSummary(deliveryRow({ conformity: 'confirmed' }));
    expect(screen.queryByText('Confirmó la recepción')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Foto de la carga recibida/ })).toBeNull();
  });

  it('says the position was not available when the phone gave none', () => {
    renderSummary(deliveryRow({ lat: null, lon: null }));
    expect(screen.getByText('No disponible')).toBeInTheDocument();
  });

  it('shows the signature and each photo once their links are made', () => {
    const { unmount } = renderSummary(deliveryRow());
    const images = screen
      .getAllByRole('img')
      .map((img) => [img.getAttribute('alt'), img.getAttribute('src')]);
    expect(images).toEqual([
      ['Firma de Ana Receptora', 'https://files.test/u1/l1/firma.png'],
      ['Foto 1 de la entrega', 'https://files.test/u1/l1/foto-1.jpg'],
      ['Foto 2 de la entrega', 'https://files.test/u1/l1/foto-2.jpg'],
    ]);
    unmount();

    files.loaded = false;
    renderSummary(deliveryRow());
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
