import { ServerForm } from '@/components/ui/server-form';
import { SelectField, TextField } from '@/components/ui/text-field';
import { DataError } from '@/lib/data-errors';
import { formatDateTime } from '@/lib/format';
import { useZodForm } from '@/lib/forms';
import { toast } from '@/lib/toast';
import type { TripRoadIncident } from '../api/trip';
import { useTripOutbox } from '../api/trip-outbox';
import { roadIncidentSchema, type RoadIncidentFormValues } from '../schemas';
import { roadIncidentKindLabel, roadIncidentKindOptions } from '../trip-logic';
import { TripSection } from './trip-section';

type RoadIncidentOutput = ReturnType<typeof roadIncidentSchema.parse>;

/**
 * 'Informar un incidente en ruta': what happened and where; the moment is the phone's. It goes
 * through the trip's outbox: without a network it waits on the phone and is sent, once, when the
 * network is back.
 */
function RoadIncidentForm({ listingId }: { listingId: string }) {
  const { outbox } = useTripOutbox(listingId);
  const form = useZodForm<RoadIncidentFormValues, RoadIncidentOutput>(roadIncidentSchema, {
    kind: '' as RoadIncidentFormValues['kind'],
    description: '',
  });
  async function submit(values: RoadIncidentOutput) {
    const fate = await outbox.send({
      kind: 'road-incident',
      requestId: crypto.randomUUID(),
      report: { ...values, happenedAt: new Date().toISOString() },
    });
    if (!fate.sent && fate.refused !== undefined) {
      // Refused while the form is still open: said in it, to be corrected and sent again.
      throw new DataError(null, fate.refused);
    }
    form.reset();
    if (fate.sent) {
      toast.success('Incidente informado', { description: 'El dador de carga recibió el aviso.' });
    } else {
      toast.info('Incidente guardado en este teléfono', {
        description: 'Se enviará solo cuando vuelva la conexión.',
      });
    }
  }
  return (
    <ServerForm
      form={form}
      onSubmit={submit}
      submitLabel="Informar incidente"
      pendingLabel="Enviando…"
    >
      <SelectField
        form={form}
        name="kind"
        label="¿Qué pasó?"
        required
        placeholder="Selecciona una opción"
        options={roadIncidentKindOptions}
      />
      <TextField
        form={form}
        name="description"
        label="Detalle y lugar"
        required
        multiline
        rows={3}
        maxLength={1000}
      />
    </ServerForm>
  );
}

/**
 * 'Incidentes en ruta': what the transporter reported from the road, for both parties, and the
 * form to report one while the shipment is assigned or on its way (`canReport`).
 */
export function RoadIncidents({
  listingId,
  incidents,
  canReport,
}: {
  listingId: string;
  incidents: readonly TripRoadIncident[];
  canReport: boolean;
}) {
  if (incidents.length === 0 && !canReport) return null;
  return (
    <TripSection title="Incidentes en ruta">
      {incidents.length === 0 ? (
        <p className="text-sm text-slate-600">Sin incidentes informados.</p>
      ) : (
        <ul className="space-y-2">
          {incidents.map((incident) => (
            <li key={incident.id} className="rounded-md bg-amber-50 p-3 text-sm">
              <p className="font-medium text-amber-900">
                {roadIncidentKindLabel(incident.kind)}{' '}
                <span className="font-normal text-slate-600">
                  · {formatDateTime(incident.happened_at)}
                </span>
              </p>
              <p className="mt-1 whitespace-pre-line break-words text-slate-800">
                {incident.description}
              </p>
            </li>
          ))}
        </ul>
      )}
      {canReport ? <RoadIncidentForm listingId={listingId} /> : null}
    </TripSection>
  );
}
