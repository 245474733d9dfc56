import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError } from '@/lib/data-errors';
import { formatDate } from '@/lib/format';
import { FAKE_USER_ID, fakeSignedIn } from '@/testing/fake-auth';
import { expectMessages } from '@/testing/form-messages';
import { renderWithProviders } from '@/testing/render';
import type { InsuranceInput } from '../api/trip';
import { tripMessages } from '../schemas';
import { tripRow } from '../testing/trip-rows';
import { TripInsurance } from './trip-insurance';

const api = vi.hoisted(() => ({
  attach: vi.fn<(input: InsuranceInput) => Promise<unknown>>(),
  attachers: [] as string[][],
  fileUrl: vi.fn<(path: string) => Promise<string>>(),
}));
vi.mock('../api/trip', () => ({
  useAttachInsurance: (listingId: string, userId: string) => {
    api.attachers.push([listingId, userId]);
    return { mutateAsync: api.attach, isPending: false };
  },
}));
vi.mock('../api/trip-files', () => ({ tripFileUrl: api.fileUrl }));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: toasts }));

type Props = ComponentProps<typeof TripInsurance>;

function renderInsurance(overrides: Partial<Props> = {}) {
  renderWithProviders(
    <TripInsurance
      listingId="l1"
      trip={tripRow()}
      insuredBy="transporter"
      declaredValue={1_500_000}
      deliveryDate="2026-11-24"
      canAttach
      {...overrides}
    />,
    { auth: fakeSignedIn('transporter') },
  );
  return userEvent.setup();
}

const pdf = (bytes = 1024) => {
  const file = new File(['%PDF'], 'poliza.pdf', { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
};
const submit = () => screen.getByRole('button', { name: 'Adjuntar certificado' });

beforeEach(() => {
  api.attach.mockReset().mockResolvedValue(undefined);
  api.attachers = [];
  api.fileUrl.mockReset().mockResolvedValue('https://files.test/poliza.pdf');
  toasts.success.mockReset();
  toasts.error.mockReset();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('TripInsurance', () => {
  it('says who insures and the declared value', () => {
    renderInsurance();
    expect(screen.getByText('Seguro a cargo del transportista')).toBeInTheDocument();
    // Matched with its white space folded: the € sits after a no-break space.
    expect(screen.getByText('1.500.000,00 €')).toBeInTheDocument();
  });

  it('says "No informado" without a declared value', () => {
    renderInsurance({ declaredValue: null, canAttach: false, insuredBy: 'shipper' });
    expect(screen.getByText('No informado')).toBeInTheDocument();
    expect(screen.getByText('El certificado lo adjunta el dador de carga.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('tells the other party that the transporter attaches it', () => {
    renderInsurance({ canAttach: false });
    expect(screen.getByText('El certificado lo adjunta el transportista.')).toBeInTheDocument();
  });

  it('waits for the vehicle and the driver before the insuring party can attach', () => {
    renderInsurance({ trip: null });
    expect(
      screen.getByText(
        'Podrás adjuntar el certificado cuando el transportista asigne el vehículo y el chofer.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Aseguradora')).not.toBeInTheDocument();
  });

  it('shows the attached policy and opens its certificate in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = renderInsurance({
      trip: tripRow({
        insurer: 'La Segunda',
        policy_number: 'POL-123/4',
        insurance_valid_until: '2026-12-31',
        insurance_path: 'u1/l1/poliza.pdf',
      }),
    });
    expect(screen.getByText('La Segunda')).toBeInTheDocument();
    expect(screen.getByText('POL-123/4')).toBeInTheDocument();
    expect(screen.getByText(`hasta el ${formatDate('2026-12-31')}`)).toBeInTheDocument();
    expect(screen.queryByLabelText('Aseguradora')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ver certificado' }));
    expect(api.fileUrl).toHaveBeenCalledWith('u1/l1/poliza.pdf');
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('https://files.test/poliza.pdf', '_blank', 'noopener'),
    );
  });

  it("toasts why the certificate's link could not be made", async () => {
    api.fileUrl.mockRejectedValue(new DataError(null, 'El archivo ya no existe'));
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = renderInsurance({
      trip: tripRow({ insurer: 'La Segunda', insurance_path: 'u1/l1/poliza.pdf' }),
    });
    await user.click(screen.getByRole('button', { name: 'Ver certificado' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Error', {
        description: 'El archivo ya no existe',
      }),
    );
    expect(open).not.toHaveBeenCalled();
  });

  it('asks for every field of the policy and sends nothing', async () => {
    const user = renderInsurance();
    await user.click(submit());
    await expectMessages([
      tripMessages.insurer,
      tripMessages.policyNumber,
      tripMessages.validUntil,
      tripMessages.certificate,
    ]);
    expect(api.attach).not.toHaveBeenCalled();
  });

  it('refuses a policy that ends before the delivery date and a certificate over 10 MB', async () => {
    const user = renderInsurance();
    await user.type(screen.getByLabelText('Aseguradora'), 'La Segunda');
    await user.type(screen.getByLabelText('Número de póliza'), 'POL-123');
    await user.type(screen.getByLabelText('Vigente hasta'), '2026-11-23');
    await user.upload(screen.getByLabelText('Certificado (PDF)'), pdf(11 * 1024 * 1024));
    await user.click(submit());
    await expectMessages(
      [tripMessages.validBeforeDelivery, tripMessages.certificate],
      [tripMessages.insurer],
    );
    expect(api.attach).not.toHaveBeenCalled();
  });

  it('attaches the policy as the signed-in user, then toasts', async () => {
    const certificate = pdf();
    const user = renderInsurance();
    await user.type(screen.getByLabelText('Aseguradora'), ' La Segunda ');
    await user.type(screen.getByLabelText('Número de póliza'), 'POL-123/4');
    await user.type(screen.getByLabelText('Vigente hasta'), '2026-11-24');
    await user.upload(screen.getByLabelText('Certificado (PDF)'), certificate);
    await user.click(submit());
    await waitFor(() =>
      expect(api.attach).toHaveBeenCalledWith({
        insurer: 'La Segunda',
        policyNumber: 'POL-123/4',
        validUntil: '2026-11-24',
        certificate,
      }),
    );
    expect(api.attachers).toContainEqual(['l1', FAKE_USER_ID]);
    expect(toasts.success).toHaveBeenCalledWith('Certificado del seguro adjuntado');
  });
});
