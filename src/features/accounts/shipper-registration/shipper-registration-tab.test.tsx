import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CUIT_CHECK_MS } from '@/domain/cuit';
import { dataErrorMessages } from '@/lib/data-errors';
import { renderWithProviders } from '@/testing/render';
import { ShipperRegistrationTab } from './shipper-registration-tab';

const api = vi.hoisted(() => ({
  fetchShipperRegistration: vi.fn(),
  saveShipperRegistration: vi.fn(),
}));
vi.mock('./api/shipper-registration', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api/shipper-registration')>()),
  ...api,
}));
vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const savedRow = {
  shipper_id: 'u1',
  entity_type: 'persona_juridica' as const,
  full_name: null,
  document_type: null,
  document_number: null,
  company_name: 'Frutas del Sur S.A.',
  cuit: '20123456786',
  iibb_number: '901-234567-8',
  business_address: 'Av. Las Heras 450',
  business_activity: 'Venta de frutas',
  loading_address: 'Ruta 40 km 3200',
  created_at: '2026-11-23T00:00:00Z',
  updated_at: '2026-11-23T00:00:00Z',
};

beforeEach(() => {
  vi.clearAllMocks();
  api.fetchShipperRegistration.mockResolvedValue(null);
  api.saveShipperRegistration.mockResolvedValue(savedRow);
});

describe('ShipperRegistrationTab', () => {
  it('the validate button says Validando… then reports a short CUIT, a wrong digit, or validates', async () => {
    // Each validation takes the spec's 1.5 s: the test's clock jumps over it instead of waiting.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderWithProviders(<ShipperRegistrationTab userId="u1" />);
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const cuit = await screen.findByLabelText('CUIT');
      const validate = async () => {
        await user.click(screen.getByRole('button', { name: 'Validar CUIT' }));
        expect(screen.getByRole('button', { name: 'Validando…' })).toBeDisabled();
        act(() => vi.advanceTimersByTime(CUIT_CHECK_MS));
      };

      await user.type(cuit, '2012345678');
      await validate();
      expect(await screen.findByText('El CUIT debe tener 11 números')).toBeInTheDocument();

      await user.clear(cuit);
      await user.type(cuit, '20-12345678-5');
      await validate();
      expect(await screen.findByText('El CUIT no es válido')).toBeInTheDocument();

      await user.clear(cuit);
      await user.type(cuit, '20-12345678-6');
      await validate();
      expect(await screen.findByRole('button', { name: 'CUIT validado' })).toBeDisabled();
      expect(toast.success).toHaveBeenCalledWith('CUIT validado correctamente', undefined);

      // Editing the CUIT asks for a new validation.
      await user.clear(cuit);
      await user.type(cuit, '20123456786');
      expect(screen.getByRole('button', { name: 'Validar CUIT' })).toBeEnabled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the natural person fields and their rule; nothing is sent while invalid', async () => {
    renderWithProviders(<ShipperRegistrationTab userId="u1" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Debe seleccionar un tipo de entidad')).toBeInTheDocument();
    expect(screen.getByText('El número de IIBB es requerido')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Tipo de entidad'), 'persona_humana');
    expect(screen.queryByLabelText('Razón social')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findAllByText('Debe completar todos los campos requeridos')).toHaveLength(
      3,
    );
    expect(api.saveShipperRegistration).not.toHaveBeenCalled();
  });

  it('Guardar inserts a new registration, then reopening shows it and saving updates it', async () => {
    const { unmount } = renderWithProviders(<ShipperRegistrationTab userId="u1" />);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Tipo de entidad'), 'persona_juridica');
    await user.type(screen.getByLabelText('Razón social'), 'Frutas del Sur S.A.');
    await user.type(screen.getByLabelText('CUIT'), '20-12345678-6');
    await user.type(screen.getByLabelText('Número de IIBB'), '901-234567-8');
    await user.type(screen.getByLabelText('Actividad de la empresa'), 'Venta de frutas');
    await user.type(screen.getByLabelText('Dirección comercial'), 'Av. Las Heras 450');
    await user.type(screen.getByLabelText('Dirección de carga'), 'Ruta 40 km 3200');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Registro guardado exitosamente', undefined),
    );
    expect(api.saveShipperRegistration).toHaveBeenCalledWith(
      'u1',
      expect.objectContaining({ cuit: '20123456786', companyName: 'Frutas del Sur S.A.' }),
      false,
    );
    unmount();

    api.fetchShipperRegistration.mockResolvedValue(savedRow);
    renderWithProviders(<ShipperRegistrationTab userId="u1" />);
    expect(await screen.findByLabelText('Razón social')).toHaveValue('Frutas del Sur S.A.');
    expect(screen.getByLabelText('CUIT')).toHaveValue('20123456786');
    expect(screen.getByRole('button', { name: 'CUIT validado' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(api.saveShipperRegistration).toHaveBeenLastCalledWith('u1', expect.anything(), true),
    );
  });

  it('a refusal from the database is shown and the input kept', async () => {
    api.fetchShipperRegistration.mockResolvedValue(savedRow);
    api.saveShipperRegistration.mockRejectedValue(new Error('El CUIT no es válido'));
    renderWithProviders(<ShipperRegistrationTab userId="u1" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(dataErrorMessages.generic);
    expect(toast.error).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Razón social')).toHaveValue('Frutas del Sur S.A.');
  });
});
