import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError } from '@/lib/data-errors';
import { formatDateTime } from '@/lib/format';
import { fakeSignedIn } from '@/testing/fake-auth';
import { expectMessages } from '@/testing/form-messages';
import { renderWithProviders } from '@/testing/render';
import type { RoadIncidentInput } from '../types';
import { tripMessages } from '../schemas';
import { useTripOutboxSending } from '../api/trip-outbox';
import type { TripRoadIncident } from '../api/trip';
import { RoadIncidents } from './road-incidents';

const api = vi.hoisted(() => ({
  report: vi.fn<(listingId: string, report: RoadIncidentInput) => Promise<unknown>>(),
  requestIds: [] as string[],
}));
vi.mock('../api/trip', () => ({
  startTrip: vi.fn(),
  sendDelivery: vi.fn(),
  recordPositions: vi.fn(),
  reportRoadIncident: async (
    listingId: string,
    entry: { requestId: string; report: RoadIncidentInput },
  ) => {
    api.requestIds.push(entry.requestId);
    await api.report(listingId, entry.report);
  },
  useInvalidateTrail: () => () => {},
}));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: toasts }));

const REPORTED: TripRoadIncident = {
  id: 'i1',
  kind: 'road_blocked',
  description: 'Corte total por piquete en Villa Mercedes.',
  happened_at: '2026-11-26T15:30:00Z',
};

/** The section on a trip page, which (for the transporter) sends the outbox. */
function TripPage(props: { listingId: string; canReport: boolean }) {
  useTripOutboxSending(props.listingId, props.canReport);
  return <RoadIncidents {...props} incidents={props.canReport ? [] : [REPORTED]} />;
}

function renderSection(listingId: string, canReport = true) {
  renderWithProviders(<TripPage listingId={listingId} canReport={canReport} />, {
    auth: fakeSignedIn(canReport ? 'transporter' : 'shipper'),
  });
  return userEvent.setup();
}

async function fill(user: UserEvent) {
  await user.selectOptions(screen.getByLabelText(/¿Qué pasó\?/), 'Avería');
  await user.type(
    screen.getByLabelText(/Detalle y lugar/),
    '  Se rompió la bomba de agua, RN 7 km 640  ',
  );
}

const submit = () => screen.getByRole('button', { name: 'Informar incidente' });

beforeEach(() => {
  api.report.mockReset().mockResolvedValue(undefined);
  api.requestIds = [];
  vi.clearAllMocks();
});

describe('RoadIncidents', () => {
  it('shows the shipper what was reported, and no form', () => {
    renderSection('l-shipper', false);
    const section = screen.getByRole('region', { name: 'Incidentes en ruta' });
    expect(section).toHaveTextContent('Corte de ruta');
    expect(section).toHaveTextContent(formatDateTime(REPORTED.happened_at));
    expect(section).toHaveTextContent('Corte total por piquete en Villa Mercedes.');
    expect(screen.queryByRole('button', { name: 'Informar incidente' })).toBeNull();
  });

  it('asks what happened and where, and sends nothing', async () => {
    const user = renderSection('l-empty');
    expect(screen.getByText('Sin incidentes informados.')).toBeVisible();
    await user.type(screen.getByLabelText(/Detalle y lugar/), 'corto');
    await user.click(submit());
    await expectMessages([tripMessages.roadIncidentKind, tripMessages.roadIncidentDescription]);
    expect(api.report).not.toHaveBeenCalled();
  });

  it('sends the kind, the trimmed detail and the moment, then empties the form', async () => {
    const user = renderSection('l-sent');
    const before = Date.now();
    await fill(user);
    await user.click(submit());
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Incidente informado', {
        description: 'El dador de carga recibió el aviso.',
      }),
    );
    const [listingId, report] = api.report.mock.calls[0];
    expect(listingId).toBe('l-sent');
    expect(report).toMatchObject({
      kind: 'breakdown',
      description: 'Se rompió la bomba de agua, RN 7 km 640',
    });
    expect(Date.parse(report.happenedAt)).toBeGreaterThanOrEqual(before - 1);
    expect(screen.getByLabelText(/Detalle y lugar/)).toHaveValue('');
  });

  it("shows the server's refusal in the form, keeping what was written", async () => {
    api.report.mockRejectedValue(
      new DataError({ code: 'P0001', message: 'not_on_the_road' }, 'El viaje ya no está en curso'),
    );
    const user = renderSection('l-refused');
    await fill(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('El viaje ya no está en curso');
    expect(screen.getByLabelText(/Detalle y lugar/)).not.toHaveValue('');
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('without a network keeps the report on the phone and sends it, the same one, once back', async () => {
    api.report.mockRejectedValueOnce(new DataError(new TypeError('Failed to fetch')));
    const user = renderSection('l-offline');
    await fill(user);
    await user.click(submit());
    await waitFor(() =>
      expect(toasts.info).toHaveBeenCalledWith('Incidente guardado en este teléfono', {
        description: 'Se enviará solo cuando vuelva la conexión.',
      }),
    );
    expect(screen.getByLabelText(/Detalle y lugar/)).toHaveValue('');
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(api.report).toHaveBeenCalledTimes(2));
    expect(api.requestIds[1]).toBe(api.requestIds[0]);
    expect(toasts.success).not.toHaveBeenCalled();
  });
});
