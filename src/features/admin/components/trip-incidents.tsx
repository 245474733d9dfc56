import { ShieldAlert } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { ListingLink } from '@/components/ui/listing-link';
import { ServerForm } from '@/components/ui/server-form';
import { TextField } from '@/components/ui/text-field';
import { formatDateTime, formatPrice } from '@/lib/format';
import { useZodForm } from '@/lib/forms';
import { toast } from '@/lib/toast';
import { incidentKindLabel } from '@/features/trips';
import { useResolveTripIncident, useTripIncidents, type TripIncident } from '../api/incidents';
import {
  MAX_INCIDENT_RESOLUTION,
  resolveIncidentSchema,
  type ResolveIncidentInput,
  type ResolveIncidentValues,
} from '../schemas';
import { AdminList } from './admin-page';
import { PaymentDisputes } from './payment-disputes';

function ResolveForm({ incident }: { incident: TripIncident }) {
  const resolve = useResolveTripIncident();
  const form = useZodForm<ResolveIncidentValues, ResolveIncidentInput>(resolveIncidentSchema, {
    resolution: '',
    settledEur: '',
  });
  return (
    <ServerForm
      form={form}
      onSubmit={async ({ resolution, settledEur }) => {
        await resolve.mutateAsync({ id: incident.id, resolution, settledEur });
        toast.success('Incidencia resuelta');
      }}
      submitLabel="Marcar como resuelta"
      pendingLabel="Guardando…"
      className="space-y-2"
    >
      <TextField
        form={form}
        name="resolution"
        label="Resolución"
        required
        multiline
        rows={2}
        maxLength={MAX_INCIDENT_RESOLUTION}
      />
      <TextField
        form={form}
        name="settledEur"
        label="Monto acordado (€, opcional)"
        inputMode="decimal"
        hint="Si las partes acordaron menos que el precio, se cobra este monto del pago reservado."
      />
    </ServerForm>
  );
}

function IncidentItem({ incident }: { incident: TripIncident }) {
  return (
    <Card className="space-y-2 p-4" data-testid="trip-incident">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">
            {incidentKindLabel(incident.kind)} ·{' '}
            <ListingLink id={incident.listing_id} title={incident.listing_title} tone="row" />
          </p>
          <p className="text-sm text-slate-600">
            {incident.shipper_name} reclama a {incident.transporter_name} ·{' '}
            {formatDateTime(incident.created_at)} · {incident.photo_paths.length} fotos
          </p>
        </div>
        {incident.resolved_at ? (
          <Badge tone="green">Resuelta el {formatDateTime(incident.resolved_at)}</Badge>
        ) : (
          <Badge tone="red">Abierta</Badge>
        )}
      </div>
      <p className="whitespace-pre-line break-words text-sm text-slate-700">
        {incident.description}
      </p>
      {incident.resolved_at ? (
        <p className="text-sm text-slate-700">
          <span className="font-medium">Resolución:</span> {incident.resolution}
          {incident.settled_eur === null ? null : (
            <> · Monto acordado: {formatPrice(Number(incident.settled_eur))}</>
          )}
        </p>
      ) : (
        <ResolveForm incident={incident} />
      )}
    </Card>
  );
}

/**
 * 'Incidencias', in the back-office's Cargas: problems shippers reported on receiving a delivery,
 * open ones first; the admin resolves each with a note, and the amount the parties agreed when
 * it is less than the price (a reserved 'Pago protegido' is then captured for that amount).
 */
export function TripIncidents() {
  const query = useTripIncidents();
  return (
    <section id="incidencias" aria-labelledby="trip-incidents-heading" className="space-y-3">
      <h2 id="trip-incidents-heading" className="text-lg font-semibold text-slate-900">
        Incidencias
      </h2>
      <p className="text-sm text-slate-600">
        Problemas que los dadores de carga reportaron al recibir una entrega.
      </p>
      <AdminList
        query={query}
        label="Incidencias"
        loadingLabel="Cargando las incidencias…"
        errorTitle="No se pudieron cargar las incidencias"
        emptyIcon={ShieldAlert}
        emptyTitle="No hay incidencias reportadas"
        renderItem={(incident) => <IncidentItem incident={incident} />}
      />
      <PaymentDisputes />
    </section>
  );
}
