import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError } from '@/lib/data-errors';
import { fakeSignedIn } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/render';
import type { TripDelivery } from '../api/trip';
import type { downloadTripPdf } from '../documents/download-trip-pdf';
import { deliveryRow, tripListing, tripRow } from '../testing/trip-rows';
import { TripDocuments } from './trip-documents';

const parties = {
  shipper_name: 'Lucía Fernández',
  shipper_company: 'Bodega Andina',
  shipper_cuit: '30-71234567-8',
  transporter_name: 'Martín Gómez',
  transporter_company: 'Transportes Gómez',
  transporter_cuit: '20-28999888-3',
};
const api = vi.hoisted(() => ({
  parties: undefined as object | undefined,
  download: vi.fn<typeof downloadTripPdf>(),
}));
vi.mock('../api/trip', () => ({ useTripParties: () => ({ data: api.parties }) }));
vi.mock('../documents/download-trip-pdf', () => ({ downloadTripPdf: api.download }));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: toasts }));

function renderDocuments(delivery: TripDelivery | null = null) {
  renderWithProviders(
    <TripDocuments
      listing={tripListing}
      trip={tripRow({ insurer: 'La Segunda', policy_number: 'POL-1' })}
      delivery={delivery}
      paperwork={{ remito_numbers: ['00001-00001234'], cot_code: '123456789012' }}
    />,
    { auth: fakeSignedIn('shipper') },
  );
  return userEvent.setup();
}

const orderButton = () => screen.getByRole('button', { name: 'Descargar orden de transporte' });

beforeEach(() => {
  api.parties = parties;
  api.download.mockReset().mockResolvedValue(undefined);
  toasts.error.mockReset();
});

describe('TripDocuments', () => {
  it('waits for the parties before any document can be made', () => {
    api.parties = undefined;
    renderDocuments(deliveryRow());
    expect(orderButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Descargar constancia de entrega' })).toBeDisabled();
  });

  it('offers only the transport order before the delivery', () => {
    renderDocuments();
    expect(orderButton()).toBeEnabled();
    expect(
      screen.queryByRole('button', { name: 'Descargar constancia de entrega' }),
    ).not.toBeInTheDocument();
  });

  it('makes the transport order from the listing, the trip and the parties', async () => {
    const user = renderDocuments();
    await user.click(orderButton());
    await waitFor(() => expect(api.download).toHaveBeenCalledTimes(1));
    const [kind, data, delivery] = api.download.mock.calls[0];
    expect(kind).toBe('order');
    expect(delivery).toBeUndefined();
    expect(data).toEqual({
      listing: tripListing,
      parties: {
        shipperName: 'Lucía Fernández',
        shipperCompany: 'Bodega Andina',
        shipperCuit: '30-71234567-8',
        transporterName: 'Martín Gómez',
        transporterCompany: 'Transportes Gómez',
        transporterCuit: '20-28999888-3',
      },
      trip: {
        plate: 'AB123CD',
        trailerPlate: null,
        vehicleType: 'truck_large',
        driverName: 'Pedro Chofer',
        driverDni: '30111222',
        insurer: 'La Segunda',
        policyNumber: 'POL-1',
        insuranceValidUntil: null,
      },
      paperwork: { remitoNumbers: ['00001-00001234'], cotCode: '123456789012' },
      shipmentUrl: `${window.location.origin}/listings/l1`,
    });
  });

  it('makes the delivery receipt with who received, who confirmed, where, and the files', async () => {
    const user = renderDocuments(
      deliveryRow({
        remito_confirmed: true,
        confirmed_by_name: 'Rosa Destino',
        confirmed_by_dni: '27111222',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Descargar constancia de entrega' }));
    await waitFor(() => expect(api.download).toHaveBeenCalledTimes(1));
    const [kind, , delivery] = api.download.mock.calls[0];
    expect(kind).toBe('delivery');
    expect(delivery).toEqual({
      recipientName: 'Ana Receptora',
      recipientDni: '28999888',
      remitoConfirmed: true,
      confirmedBy: { name: 'Rosa Destino', dni: '27111222' },
      deliveredAt: '2026-11-23T15:30:00Z',
      lat: -34.603722,
      lon: -58.381592,
      signaturePath: 'u1/l1/firma.png',
      photoPaths: ['u1/l1/foto-1.jpg', 'u1/l1/foto-2.jpg'],
    });
  });

  it('says it is generating, and holds both buttons until the file is made', async () => {
    let finish = () => undefined as void;
    api.download.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    const user = renderDocuments(deliveryRow());
    await user.click(orderButton());
    const generating = await screen.findByRole('button', { name: 'Generando…' });
    expect(generating).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Descargar constancia de entrega' })).toBeDisabled();
    finish();
    await waitFor(() => expect(orderButton()).toBeEnabled());
  });

  it('toasts why a document could not be made, and lets it be tried again', async () => {
    api.download.mockRejectedValue(new DataError(null, 'No se pudo descargar la firma'));
    const user = renderDocuments(deliveryRow({ remito_confirmed: true }));
    await user.click(screen.getByRole('button', { name: 'Descargar constancia de entrega' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Error', {
        description: 'No se pudo descargar la firma',
      }),
    );
    await waitFor(() => expect(orderButton()).toBeEnabled());
  });
});
