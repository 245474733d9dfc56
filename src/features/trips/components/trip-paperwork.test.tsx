import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError } from '@/lib/data-errors';
import { fakeSignedIn } from '@/testing/fake-auth';
import { expectMessages } from '@/testing/form-messages';
import { renderWithProviders } from '@/testing/render';
import { tripMessages } from '../schemas';
import { TripPaperwork } from './trip-paperwork';

const api = vi.hoisted(() => ({
  record: vi.fn<(input: { remitoNumbers: string[]; cotCode: string }) => Promise<unknown>>(),
}));
vi.mock('../api/trip', () => ({
  useRecordPaperwork: () => ({ mutateAsync: api.record, isPending: false }),
}));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: toasts }));

type Props = ComponentProps<typeof TripPaperwork>;

function renderPaperwork(overrides: Partial<Props> = {}) {
  renderWithProviders(
    <TripPaperwork
      listingId="l1"
      paperwork={null}
      provinces={['Mendoza', 'Ciudad Autónoma de Buenos Aires']}
      canEdit
      isShipper
      {...overrides}
    />,
    { auth: fakeSignedIn('shipper') },
  );
  return userEvent.setup();
}

const save = () => screen.getByRole('button', { name: 'Guardar remito y COT' });

beforeEach(() => {
  api.record.mockReset().mockResolvedValue(undefined);
  toasts.success.mockReset();
});

describe('TripPaperwork: remito and COT', () => {
  it('says which jurisdictions of the route require the COT while it is missing', () => {
    renderPaperwork();
    expect(screen.getByTestId('cot-missing')).toHaveTextContent(
      'La ruta pasa por Mendoza (ATM) y Ciudad Autónoma de Buenos Aires (AGIP): el traslado necesita COT. Cargalo antes de que comience el viaje.',
    );
    expect(screen.getByLabelText(/^COT/)).toBeRequired();
  });

  it('records the remitos, padded, and the COT, and toasts', async () => {
    const user = renderPaperwork();
    await user.type(screen.getByLabelText('Números de remito'), '1-1234, 00001-00001235');
    await user.type(screen.getByLabelText(/^COT/), '123456789012');
    await user.click(save());
    await waitFor(() =>
      expect(api.record).toHaveBeenCalledWith({
        remitoNumbers: ['00001-00001234', '00001-00001235'],
        cotCode: '123456789012',
      }),
    );
    expect(toasts.success).toHaveBeenCalledWith('Remito y COT guardados');
  });

  it('refuses a malformed remito or COT and sends nothing', async () => {
    const user = renderPaperwork();
    await user.type(screen.getByLabelText('Números de remito'), 'R-12');
    await user.type(screen.getByLabelText(/^COT/), '12-34');
    await user.click(save());
    await expectMessages([tripMessages.remitoNumbers, tripMessages.cotCode]);
    expect(api.record).not.toHaveBeenCalled();
  });

  it("shows the database's refusal in the form", async () => {
    api.record.mockRejectedValue(
      new DataError(null, 'El viaje ya comenzó: el remito y el COT ya no cambian.'),
    );
    const user = renderPaperwork();
    await user.type(screen.getByLabelText('Números de remito'), '1-1');
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El viaje ya comenzó: el remito y el COT ya no cambian.',
    );
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('shows the transporter what was recorded, read-only', () => {
    renderPaperwork({
      canEdit: false,
      isShipper: false,
      provinces: ['Córdoba', 'Tucumán'],
      paperwork: { remito_numbers: ['00001-00001234'], cot_code: null },
    });
    expect(screen.getByText('00001-00001234')).toBeInTheDocument();
    expect(screen.getByText('No requerido en esta ruta')).toBeInTheDocument();
    expect(screen.queryByTestId('cot-missing')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar remito y COT' })).not.toBeInTheDocument();
  });

  it('tells the transporter the shipper owes the COT', () => {
    renderPaperwork({ canEdit: false, isShipper: false, provinces: ['Buenos Aires', 'Córdoba'] });
    expect(screen.getByTestId('cot-missing')).toHaveTextContent(
      'La ruta pasa por Buenos Aires (ARBA): el traslado necesita COT. Lo carga el dador de carga.',
    );
  });
});
