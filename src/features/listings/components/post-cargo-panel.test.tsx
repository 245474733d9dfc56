import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthContextValue } from '@/auth';
import { DataError } from '@/lib/data-errors';
import { listingMessages, type ListingInput } from '../schemas';
import type { SuggestedPriceQuery } from '../types';
import { fakeAuth, fakeSignedIn } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/render';
import { PostCargoPanel } from './post-cargo-panel';

let auth: AuthContextValue = fakeAuth();

const createListing = vi.hoisted(() => vi.fn<(input: ListingInput) => Promise<unknown>>());
vi.mock('../api/create-listing', () => ({
  useCreateListing: () => ({ mutateAsync: createListing }),
}));

// Precio sugerido answers 2.700–2.900 € (7+ loads) for Mendoza → CABA, and nothing for anything else.
const suggestedPrice = vi.hoisted(() =>
  vi.fn((query: SuggestedPriceQuery | null) => ({
    data:
      query?.originProvince === 'Mendoza' &&
      query.destinationProvince === 'Ciudad Autónoma de Buenos Aires'
        ? { low: 2700, high: 2900, sampleFloor: 7 }
        : null,
  })),
);
vi.mock('../api/suggested-price', () => ({ useSuggestedPrice: suggestedPrice }));

const toastError = vi.hoisted(() => vi.fn());
vi.mock('sonner', () => ({ toast: { error: toastError, success: vi.fn() } }));

beforeEach(() => {
  auth = fakeSignedIn('shipper');
  createListing.mockReset();
  toastError.mockReset();
  vi.spyOn(window, 'alert').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Título'), 'Vinos a Salta');
  await user.type(screen.getByLabelText('Descripción'), 'Cajas de vino');
  await user.type(screen.getByLabelText('Origen'), 'Mendoza');
  await user.type(screen.getByLabelText('Destino'), 'Salta');
  await user.selectOptions(screen.getByLabelText('Tipo de mercadería'), 'wine');
  await user.selectOptions(screen.getByLabelText('Tipo de carga'), 'dry');
  await user.type(screen.getByLabelText('Peso (kg)'), '1500');
  await user.selectOptions(screen.getByLabelText('Tipo de vehículo (opcional)'), 'van');
  await user.type(screen.getByLabelText('Largo (cm)'), '120');
  await user.type(screen.getByLabelText('Fecha de recogida'), '2026-12-01');
  await user.type(screen.getByLabelText('Fecha de entrega'), '2026-12-03');
  await user.type(screen.getByLabelText('Precio (€)'), '1200.5');
}

describe('PostCargoPanel', () => {
  it('asks a visitor to sign in or register as a shipper', () => {
    auth = fakeAuth();
    renderWithProviders(<PostCargoPanel />, { auth });
    expect(screen.getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute('href', '/signin');
    expect(screen.getByRole('link', { name: 'Registrarme como dador de carga' })).toHaveAttribute(
      'href',
      '/shipper-signup',
    );
    expect(screen.queryByRole('button', { name: 'Crear Anuncio' })).not.toBeInTheDocument();
  });

  it('tells a transporter that only cargo givers publish', () => {
    auth = fakeSignedIn('transporter');
    renderWithProviders(<PostCargoPanel />, { auth });
    expect(
      screen.getByText(/Solo los dadores de carga pueden publicar cargas\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Crear Anuncio' })).not.toBeInTheDocument();
  });

  it('marks every required field of the form, the selects included', () => {
    renderWithProviders(<PostCargoPanel />, { auth });
    for (const label of [
      'Título',
      'Descripción',
      'Origen',
      'Destino',
      'Tipo de mercadería',
      'Tipo de carga',
      'Peso (kg)',
      'Fecha de recogida',
      'Fecha de entrega',
      'Precio (€)',
    ]) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    for (const label of ['Tipo de vehículo (opcional)', 'Largo (cm)', 'Ancho (cm)', 'Alto (cm)']) {
      expect(screen.getByLabelText(label)).not.toBeRequired();
    }
  });

  it('shows the form to a shipper', () => {
    renderWithProviders(<PostCargoPanel />, { auth });
    expect(
      screen.getByRole('heading', { name: 'Crear Nuevo Listado de Carga' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear Anuncio' })).toBeInTheDocument();
  });
});

describe('CreateListingForm', () => {
  it('shows the Spanish validation messages, linked to their fields', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PostCargoPanel />, { auth });
    await user.click(screen.getByRole('button', { name: 'Crear Anuncio' }));

    const title = screen.getByLabelText('Título');
    expect(await screen.findByText(listingMessages.titleRequired)).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription(listingMessages.titleRequired);
    for (const message of [
      listingMessages.descriptionRequired,
      listingMessages.originRequired,
      listingMessages.destinationRequired,
      listingMessages.weightRequired,
      listingMessages.cargoTypeRequired,
      listingMessages.loadTypeRequired,
      listingMessages.pickupDateRequired,
      listingMessages.deliveryDateRequired,
      listingMessages.priceRequired,
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(createListing).not.toHaveBeenCalled();
  });

  it('refuses non-positive numbers and a delivery before the pickup', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PostCargoPanel />, { auth });
    await fillValidForm(user);
    await user.clear(screen.getByLabelText('Peso (kg)'));
    await user.type(screen.getByLabelText('Peso (kg)'), '0');
    await user.clear(screen.getByLabelText('Fecha de entrega'));
    await user.type(screen.getByLabelText('Fecha de entrega'), '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Crear Anuncio' }));
    expect(await screen.findByText(listingMessages.weightPositive)).toBeInTheDocument();
    expect(createListing).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Peso (kg)'));
    await user.type(screen.getByLabelText('Peso (kg)'), '10');
    await user.click(screen.getByRole('button', { name: 'Crear Anuncio' }));
    expect(await screen.findByText(listingMessages.deliveryBeforePickup)).toBeInTheDocument();
    expect(createListing).not.toHaveBeenCalled();
  });

  it('publishes, shows the alert and clears the form', async () => {
    createListing.mockResolvedValue({});
    const user = userEvent.setup();
    renderWithProviders(<PostCargoPanel />, { auth });
    await fillValidForm(user);
    const instantBooking = screen.getByRole('checkbox', { name: 'Reserva inmediata' });
    expect(instantBooking).not.toBeChecked();
    expect(instantBooking).toHaveAccessibleDescription(
      'Un transportista verificado puede tomar la carga al precio publicado, sin negociar.',
    );
    await user.click(instantBooking);
    const term = screen.getByRole('combobox', { name: /Plazo de pago/ });
    expect(term).toHaveValue('30');
    expect(term).toHaveAccessibleDescription(
      'Cuándo pagás el flete, contado desde que se conforma la entrega.',
    );
    await user.selectOptions(term, 'A 60 días de la conformidad');
    await user.click(screen.getByRole('button', { name: 'Crear Anuncio' }));

    await waitFor(() =>
      expect(window.alert).toHaveBeenCalledWith('Anuncio de carga creado con éxito!'),
    );
    expect(createListing).toHaveBeenCalledWith({
      title: 'Vinos a Salta',
      description: 'Cajas de vino',
      origin: 'Mendoza',
      destination: 'Salta',
      // Both typed in full and each the name of one known locality: the provinces follow.
      originProvince: 'Mendoza',
      destinationProvince: 'Salta',
      weight: 1500,
      vehicleType: 'van',
      cargoType: 'wine',
      loadType: 'dry',
      length: 120,
      width: null,
      height: null,
      pickupDate: '2026-12-01',
      deliveryDate: '2026-12-03',
      price: 1200.5,
      instantBooking: true,
      declaredValue: null,
      insuredBy: 'shipper',
      paymentTermDays: 60,
      networkHours: null,
    });
    await waitFor(() => expect(screen.getByLabelText('Título')).toHaveValue(''));
    expect(screen.getByRole('checkbox', { name: 'Reserva inmediata' })).not.toBeChecked();
    expect(screen.getByLabelText('Peso (kg)')).toHaveValue(null);
    expect(screen.getByRole('combobox', { name: /Plazo de pago/ })).toHaveValue('30');
  });

  it('suggests places as the shipper types, picked with the keyboard, and a price for the route', async () => {
    createListing.mockResolvedValue({});
    const user = userEvent.setup();
    renderWithProviders(<PostCargoPanel />, { auth });
    await fillValidForm(user);
    // Mendoza → Salta has too few similar loads: no suggestion.
    expect(screen.queryByText(/Precio sugerido/)).not.toBeInTheDocument();

    const destination = screen.getByRole('combobox', { name: 'Destino' });
    await user.clear(destination);
    await user.type(destination, 'buenos aires, ca');
    expect(await screen.findByRole('option', { name: 'Buenos Aires, CABA' })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(destination).toHaveValue('Buenos Aires, CABA');
    expect(
      await screen.findByText(
        /^Precio sugerido: 2\.700,00\s€ – 2\.900,00\s€\. Basado en 7\+ envíos entregados\.$/,
      ),
    ).toHaveAttribute('role', 'status');

    // Free text that names no known place: no province, no suggestion.
    await user.clear(destination);
    await user.type(destination, 'Depósito del puerto');
    expect(screen.queryByText(/Precio sugerido/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Crear Anuncio' }));
    await waitFor(() => expect(createListing).toHaveBeenCalledOnce());
    expect(createListing.mock.calls[0][0]).toMatchObject({
      origin: 'Mendoza',
      originProvince: 'Mendoza',
      destination: 'Depósito del puerto',
      destinationProvince: null,
    });
  });

  it('keeps the input and explains in Spanish when the insert fails', async () => {
    createListing.mockRejectedValue(
      new DataError({ code: '42501', message: 'new row violates row-level security policy' }),
    );
    const user = userEvent.setup();
    renderWithProviders(<PostCargoPanel />, { auth });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Crear Anuncio' }));

    // One report of the failure, in the form: the Spanish reason beside Crear Anuncio.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No tienes permiso para realizar esta acción.',
    );
    expect(toastError).not.toHaveBeenCalled();
    expect(window.alert).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Título')).toHaveValue('Vinos a Salta');
  });
});
