import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataError } from '@/lib/data-errors';
import { fakeSignedIn } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/render';
import type { IncidentResolution, TripIncident } from '../api/incidents';
import { resolutionMessages, settlementMessages } from '../schemas';
import { TripIncidents } from './trip-incidents';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: toasts }));

const api = vi.hoisted(() => ({
  incidents: [] as TripIncident[],
  resolve: vi.fn<(input: IncidentResolution) => Promise<void>>(),
}));
vi.mock('../api/incidents', () => ({
  useTripIncidents: () => ({
    isPending: false,
    isError: false,
    error: null,
    refetch: vi.fn(),
    data: api.incidents,
  }),
  useResolveTripIncident: () => ({ mutateAsync: api.resolve, isPending: false }),
}));
// The payment disputes below the incidents have a test of their own.
vi.mock('./payment-disputes', () => ({ PaymentDisputes: () => null }));

function incident(overrides: Partial<TripIncident> = {}): TripIncident {
  return {
    id: 'i1',
    kind: 'damage',
    listing_id: 'l1',
    listing_title: 'Soja a Rosario',
    shipper_name: 'Ana Dadora',
    transporter_name: 'Pedro Transporte',
    description: 'Llegaron dos bolsas rotas',
    photo_paths: [],
    created_at: '2026-11-20T10:00:00Z',
    // An open incident: the database returns null until it is resolved.
    resolved_at: null as unknown as string,
    resolution: null as unknown as string,
    settled_eur: null as unknown as number,
    ...overrides,
  };
}

afterEach(() => {
  api.resolve.mockReset();
  toasts.success.mockReset();
  toasts.error.mockReset();
});

function renderIncidents(incidents: TripIncident[] = [incident()]) {
  api.incidents = incidents;
  renderWithProviders(<TripIncidents />, { auth: fakeSignedIn('admin') });
  return userEvent.setup();
}

const submit = () => screen.getByRole('button', { name: 'Marcar como resuelta' });

describe('TripIncidents: the admin resolves an incident', () => {
  it('shows an open incident with its resolution form, and a resolved one with its resolution', () => {
    renderIncidents([
      incident(),
      incident({
        id: 'i2',
        resolved_at: '2026-11-21T10:00:00Z',
        resolution: 'Se descontó del flete',
      }),
    ]);
    const items = screen.getAllByTestId('trip-incident');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Llegaron dos bolsas rotas');
    expect(items[0]).toHaveTextContent('Abierta');
    expect(screen.getByLabelText(/Resolución/)).toBeInTheDocument();
    expect(submit()).toBeEnabled();
    expect(items[1]).toHaveTextContent('Resolución: Se descontó del flete');
  });

  it('says in the form that a too-short resolution is missing, and sends nothing', async () => {
    const user = renderIncidents();
    await user.type(screen.getByLabelText(/Resolución/), ' x ');
    await user.click(submit());
    expect(await screen.findByText(resolutionMessages.resolutionTooShort)).toBeInTheDocument();
    expect(screen.getByLabelText(/Resolución/)).toHaveFocus();
    expect(api.resolve).not.toHaveBeenCalled();
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('sends the trimmed resolution and says so', async () => {
    api.resolve.mockResolvedValue();
    const user = renderIncidents();
    await user.type(screen.getByLabelText(/Resolución/), '  Se descontó del flete  ');
    await user.click(submit());
    await waitFor(() =>
      expect(api.resolve).toHaveBeenCalledWith({
        id: 'i1',
        resolution: 'Se descontó del flete',
        settledEur: null,
      }),
    );
    expect(toasts.success).toHaveBeenCalledWith('Incidencia resuelta');
  });

  it("shows the server's refusal in the form and keeps the text", async () => {
    api.resolve.mockRejectedValue(new DataError(null, 'Incidencia inexistente o ya resuelta'));
    const user = renderIncidents();
    await user.type(screen.getByLabelText(/Resolución/), 'Se descontó del flete');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Incidencia inexistente o ya resuelta',
    );
    expect(screen.getByLabelText(/Resolución/)).toHaveValue('Se descontó del flete');
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('sends the amount the parties agreed, and shows it once resolved', async () => {
    api.resolve.mockResolvedValue();
    const user = renderIncidents([
      incident(),
      incident({
        id: 'i2',
        resolved_at: '2026-11-21T10:00:00Z',
        resolution: 'Se cobra menos por la demora',
        settled_eur: 1200.5,
      }),
    ]);
    expect(screen.getAllByTestId('trip-incident')[1]).toHaveTextContent(
      /Monto acordado: 1\.200,50\s€/,
    );
    await user.type(screen.getByLabelText(/Resolución/), 'Dos bolsas menos');
    await user.type(screen.getByLabelText(/Monto acordado/), '-3');
    await user.click(submit());
    expect(await screen.findByText(settlementMessages.positive)).toBeInTheDocument();
    expect(api.resolve).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText(/Monto acordado/));
    await user.type(screen.getByLabelText(/Monto acordado/), '1200,50');
    await user.click(submit());
    await waitFor(() =>
      expect(api.resolve).toHaveBeenCalledWith({
        id: 'i1',
        resolution: 'Dos bolsas menos',
        settledEur: 1200.5,
      }),
    );
  });
});
