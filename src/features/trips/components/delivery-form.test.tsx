import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { Ref } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError } from '@/lib/data-errors';
import { FAKE_USER_ID, fakeSignedIn } from '@/testing/fake-auth';
import { expectMessages } from '@/testing/form-messages';
import { renderWithProviders } from '@/testing/render';
import type { DeliveryInput } from '../types';
import { tripMessages } from '../schemas';
import { useTripOutboxSending } from '../api/trip-outbox';
import { DeliveryForm } from './delivery-form';
import type { SignaturePadHandle } from './signature-pad';

const api = vi.hoisted(() => ({
  register: vi.fn<(input: DeliveryInput) => Promise<unknown>>(),
  registrants: [] as string[][],
  requestIds: [] as string[],
  invalidateTrail: () => {},
}));
vi.mock('../api/trip', () => ({
  startTrip: vi.fn(),
  sendDelivery: async (
    listingId: string,
    entry: { requestId: string; userId: string; delivery: DeliveryInput },
  ) => {
    api.registrants.push([listingId, entry.userId]);
    api.requestIds.push(entry.requestId);
    await api.register(entry.delivery);
  },
  recordPositions: vi.fn(),
  reportRoadIncident: vi.fn(),
  useInvalidateTrail: () => api.invalidateTrail,
}));
const resized = vi.hoisted(() => new Blob(['small'], { type: 'image/jpeg' }));
vi.mock('../media/resize-image', () => ({ resizePhoto: async () => resized }));
// jsdom draws on no canvas: a stand-in pad is signed with a click and hands over its PNG.
const signature = vi.hoisted(() => ({ png: new Blob(['firma'], { type: 'image/png' }) }));
vi.mock('./signature-pad', async () => {
  const { useImperativeHandle, useState } = await import('react');
  return {
    SignaturePad({
      ref,
      onChange,
    }: {
      ref: Ref<SignaturePadHandle>;
      onChange: (signed: boolean) => void;
    }) {
      const [signed, setSigned] = useState(false);
      useImperativeHandle(ref, () => ({ toBlob: async () => (signed ? signature.png : null) }));
      return (
        <button
          type="button"
          onClick={() => {
            setSigned(true);
            onChange(true);
          }}
        >
          Firmar
        </button>
      );
    },
  };
});
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: toasts }));

const photo = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

/** The form on the transporter's trip page, which sends the outbox. */
function TripPage({ listingId, remitoNumbers }: { listingId: string; remitoNumbers: string[] }) {
  useTripOutboxSending(listingId, true);
  return <DeliveryForm listingId={listingId} remitoNumbers={remitoNumbers} />;
}

function renderForm(remitoNumbers: string[] = [], listingId = 'l1') {
  renderWithProviders(<TripPage listingId={listingId} remitoNumbers={remitoNumbers} />, {
    auth: fakeSignedIn('transporter'),
  });
  return userEvent.setup();
}

async function fillRecipient(user: UserEvent, photos = [photo('carga.jpg'), photo('remito.jpg')]) {
  await user.upload(screen.getByLabelText('Fotos de la carga y del remito'), photos);
  await user.type(screen.getByLabelText('Nombre de quien recibe'), 'Ana Receptora');
  await user.type(screen.getByLabelText('DNI de quien recibe'), '28999888');
}

const submit = () => screen.getByRole('button', { name: 'Registrar entrega' });

beforeEach(() => {
  api.register.mockReset().mockResolvedValue(undefined);
  api.registrants = [];
  api.requestIds = [];
  toasts.success.mockReset();
  toasts.error.mockReset();
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('DeliveryForm: the transporter registers the delivery', () => {
  it('asks for the photos, the recipient and the DNI, and sends nothing', async () => {
    const user = renderForm();
    await user.click(submit());
    await expectMessages([
      tripMessages.photos,
      tripMessages.recipientName,
      tripMessages.recipientDni,
    ]);
    expect(api.register).not.toHaveBeenCalled();
  });

  it('refuses more than 6 photos and a DNI with dots', async () => {
    const user = renderForm();
    await user.upload(
      screen.getByLabelText('Fotos de la carga y del remito'),
      Array.from({ length: 7 }, (_, i) => photo(`foto-${i}.jpg`)),
    );
    await user.type(screen.getByLabelText('Nombre de quien recibe'), 'Ana Receptora');
    await user.type(screen.getByLabelText('DNI de quien recibe'), '28.999.8');
    await user.click(submit());
    await expectMessages(
      [tripMessages.photos, tripMessages.recipientDni],
      [tripMessages.recipientName],
    );
    expect(api.register).not.toHaveBeenCalled();
  });

  it('asks for the signature when all else is in, and forgets the ask once signed', async () => {
    const user = renderForm();
    await fillRecipient(user);
    await user.click(submit());
    expect(await screen.findByText(tripMessages.signature)).toBeInTheDocument();
    expect(api.register).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Firmar' }));
    expect(screen.queryByText(tripMessages.signature)).not.toBeInTheDocument();
  });

  it('sends the recipient, the signature, the resized photos and no position without GPS', async () => {
    const user = renderForm();
    await fillRecipient(user);
    await user.click(screen.getByRole('button', { name: 'Firmar' }));
    await user.click(submit());
    await waitFor(() =>
      expect(api.register).toHaveBeenCalledWith({
        recipientName: 'Ana Receptora',
        recipientDni: '28999888',
        signature: signature.png,
        photos: [resized, resized],
        position: null,
        remitoConfirmed: false,
      }),
    );
    expect(screen.queryByLabelText(/remito digital/)).not.toBeInTheDocument();
    expect(api.registrants).toContainEqual(['l1', FAKE_USER_ID]);
    expect(toasts.success).toHaveBeenCalledWith('Entrega registrada', {
      description: 'El dador de carga tiene 72 horas para confirmar la recepción.',
    });
  });

  it("sends the phone's position at the moment of delivery", async () => {
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (found: PositionCallback) =>
          found({
            coords: { latitude: -34.6037, longitude: -58.3816, accuracy: 8 },
          } as GeolocationPosition),
      },
    });
    const user = renderForm();
    await fillRecipient(user, [photo('carga.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Firmar' }));
    await user.click(submit());
    await waitFor(() =>
      expect(api.register).toHaveBeenCalledWith(
        expect.objectContaining({
          photos: [resized],
          position: { lat: -34.6037, lon: -58.3816, accuracy: 8 },
        }),
      ),
    );
  });

  it('records that the receiver confirms the digital remito, when the load has one', async () => {
    const user = renderForm(['00001-00001234', '00001-00001235']);
    await fillRecipient(user);
    await user.click(
      screen.getByLabelText(
        'Quien recibe conforma el remito digital 00001-00001234, 00001-00001235 (RG 5678/2025)',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Firmar' }));
    await user.click(submit());
    await waitFor(() =>
      expect(api.register).toHaveBeenCalledWith(expect.objectContaining({ remitoConfirmed: true })),
    );
  });

  it("shows the server's refusal in the form, and keeps nothing to send", async () => {
    api.register.mockRejectedValue(
      new DataError(
        { code: '42501', message: 'not_assigned_transporter' },
        'No tienes permiso para hacer esto.',
      ),
    );
    const user = renderForm([], 'l-refused');
    await fillRecipient(user);
    await user.click(screen.getByRole('button', { name: 'Firmar' }));
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No tienes permiso para hacer esto.',
    );
    expect(toasts.success).not.toHaveBeenCalled();
    expect(submit()).toBeEnabled();
  });

  it('without a network keeps the delivery on the phone and sends it, the same one, once back', async () => {
    api.register.mockRejectedValueOnce(new DataError(new TypeError('Failed to fetch')));
    const user = renderForm([], 'l-offline');
    await fillRecipient(user);
    await user.click(screen.getByRole('button', { name: 'Firmar' }));
    await user.click(submit());
    expect(
      await screen.findByText(/La entrega quedó guardada en este teléfono y se enviará sola/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Registrar entrega' })).not.toBeInTheDocument();
    expect(toasts.success).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(api.register).toHaveBeenCalledTimes(2));
    expect(api.requestIds).toHaveLength(2);
    expect(api.requestIds[1]).toBe(api.requestIds[0]);
    expect(await screen.findByRole('button', { name: 'Registrar entrega' })).toBeInTheDocument();
  });
});
