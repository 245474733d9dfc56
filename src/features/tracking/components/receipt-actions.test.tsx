import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Ref } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignaturePadHandle } from '@/features/trips';
import { renderWithProviders } from '@/testing/render';
import { ReceiptActions } from './receipt-actions';

const TOKEN = 'b'.repeat(64);
const api = vi.hoisted(() => ({ confirm: vi.fn(), report: vi.fn() }));
vi.mock('../api/receipt', () => ({
  useConfirmReceipt: () => ({ mutateAsync: api.confirm }),
  useReportProblem: () => ({ mutateAsync: api.report }),
}));
const signature = vi.hoisted(() => ({ png: new Blob(['firma'], { type: 'image/png' }) }));
const resized = vi.hoisted(() => new Blob(['foto reducida'], { type: 'image/jpeg' }));
// The pad draws on a canvas jsdom lacks: a button signs instead.
vi.mock('@/features/trips', async (original) => {
  const { useImperativeHandle, useState } = await import('react');
  return {
    ...(await original<typeof import('@/features/trips')>()),
    // jsdom decodes no image: the resize answers a fixed JPEG.
    resizePhoto: async () => resized,
    SignatureField({
      padRef,
      error,
      onSigned,
    }: {
      padRef: Ref<SignaturePadHandle>;
      error: string | undefined;
      onSigned: () => void;
    }) {
      const [signed, setSigned] = useState(false);
      useImperativeHandle(padRef, () => ({ toBlob: async () => (signed ? signature.png : null) }));
      return (
        <>
          <button
            type="button"
            onClick={() => {
              setSigned(true);
              onSigned();
            }}
          >
            Firmar
          </button>
          {error ? <p>{error}</p> : null}
        </>
      );
    },
  };
});
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: toasts }));

beforeEach(() => {
  api.confirm.mockReset().mockResolvedValue(undefined);
  api.report.mockReset().mockResolvedValue(undefined);
  toasts.success.mockReset();
});

async function fillReceiver(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Tu nombre y apellido/), 'Rosa Destino');
  await user.type(screen.getByLabelText(/Tu DNI/), '27111222');
}

describe('ReceiptActions', () => {
  it('confirms with the name, the DNI and the signature, asking for what is missing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ReceiptActions token={TOKEN} />);
    expect(screen.getByRole('heading', { name: '¿Recibiste la carga?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirmar recepción' }));
    expect(
      await screen.findByText('Indica el nombre de quien recibe (2 a 120 caracteres)'),
    ).toBeInTheDocument();
    await fillReceiver(user);
    await user.click(screen.getByRole('button', { name: 'Confirmar recepción' }));
    expect(await screen.findByText('Falta la firma de quien recibe')).toBeInTheDocument();
    expect(api.confirm).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Firmar' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar recepción' }));
    await waitFor(() =>
      expect(api.confirm).toHaveBeenCalledWith({
        recipientName: 'Rosa Destino',
        recipientDni: '27111222',
        signature: signature.png,
        photo: null,
      }),
    );
    expect(toasts.success).toHaveBeenCalledWith('Recepción confirmada', expect.anything());
  });

  it('sends the optional photo, resized, with the confirmation', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ReceiptActions token={TOKEN} />);
    await fillReceiver(user);
    await user.upload(
      screen.getByLabelText(/Foto de la carga recibida/),
      new File(['jpeg'], 'carga.jpg', { type: 'image/jpeg' }),
    );
    await user.click(screen.getByRole('button', { name: 'Firmar' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar recepción' }));
    await waitFor(() =>
      expect(api.confirm).toHaveBeenCalledWith(expect.objectContaining({ photo: resized })),
    );
  });

  it('keeps the input and says in the form why the confirmation was refused', async () => {
    api.confirm.mockRejectedValue(
      new Error('La entrega ya fue conformada o se informó un problema.'),
    );
    const user = userEvent.setup();
    renderWithProviders(<ReceiptActions token={TOKEN} />);
    await fillReceiver(user);
    await user.click(screen.getByRole('button', { name: 'Firmar' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar recepción' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByLabelText(/Tu DNI/)).toHaveValue('27111222');
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('reports a problem instead, with what happened', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ReceiptActions token={TOKEN} />);
    await user.click(screen.getByRole('button', { name: 'Hubo un problema con la entrega' }));
    expect(screen.getByRole('heading', { name: 'Informar un problema' })).toBeInTheDocument();
    await fillReceiver(user);
    await user.type(screen.getByLabelText(/Qué pasó/), 'Faltan dos pallets de los 24.');
    await user.click(screen.getByRole('button', { name: 'Informar el problema' }));
    await waitFor(() =>
      expect(api.report).toHaveBeenCalledWith({
        recipientName: 'Rosa Destino',
        recipientDni: '27111222',
        description: 'Faltan dos pallets de los 24.',
      }),
    );
    expect(toasts.success).toHaveBeenCalledWith('Problema informado', expect.anything());
    expect(api.confirm).not.toHaveBeenCalled();
  });
});
