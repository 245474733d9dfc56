import { ServerForm } from '@/components/ui/server-form';
import { TextField } from '@/components/ui/text-field';
import { useZodForm } from '@/lib/forms';
import { toast } from '@/lib/toast';
import { useRecordPaperwork, type ShipmentPaperwork } from '../api/trip';
import { cotJurisdictions, describeJurisdictions } from '../paperwork';
import { paperworkSchema, type PaperworkFormValues } from '../schemas';
import { Facts } from '@/components/ui/facts';
import { TripSection } from './trip-section';

type PaperworkOutput = ReturnType<typeof paperworkSchema.parse>;

function PaperworkForm({
  listingId,
  paperwork,
  cotRequired,
}: {
  listingId: string;
  paperwork: ShipmentPaperwork | null;
  cotRequired: boolean;
}) {
  const record = useRecordPaperwork(listingId);
  const form = useZodForm<PaperworkFormValues, PaperworkOutput>(paperworkSchema, {
    remitoNumbers: paperwork?.remito_numbers.join(', ') ?? '',
    cotCode: paperwork?.cot_code ?? '',
  });

  async function submit(values: PaperworkOutput) {
    await record.mutateAsync(values);
    form.reset({ remitoNumbers: values.remitoNumbers.join(', '), cotCode: values.cotCode });
    toast.success('Remito y COT guardados');
  }

  return (
    <ServerForm
      form={form}
      onSubmit={submit}
      submitLabel="Guardar remito y COT"
      pendingLabel="Guardando…"
      className="grid gap-3 sm:grid-cols-2"
    >
      <TextField
        form={form}
        name="remitoNumbers"
        label="Números de remito"
        hint="Separados por comas. Ej.: 00001-00001234"
        autoComplete="off"
      />
      <TextField
        form={form}
        name="cotCode"
        label="COT"
        hint={cotRequired ? 'Obligatorio en esta ruta' : 'Solo si la ruta lo requiere'}
        required={cotRequired}
        inputMode="numeric"
        maxLength={20}
        autoComplete="off"
      />
    </ServerForm>
  );
}

/**
 * 'Remito y COT': the load's remito numbers and, where the route's provinces require it, the
 * COT code. The shipper records them until the trip starts; both parties read them, and the
 * transport order prints them.
 */
export function TripPaperwork({
  listingId,
  paperwork,
  provinces,
  canEdit,
  isShipper,
}: {
  listingId: string;
  paperwork: ShipmentPaperwork | null;
  /** The route's origin and destination provinces. */
  provinces: readonly (string | null)[];
  canEdit: boolean;
  isShipper: boolean;
}) {
  const jurisdictions = cotJurisdictions(provinces);
  const remitos = paperwork?.remito_numbers ?? [];
  const cot = paperwork?.cot_code ?? null;
  const missingCot = jurisdictions.length > 0 && !cot;
  return (
    <TripSection title="Remito y COT">
      <Facts
        items={[
          ['Remitos', remitos.length > 0 ? remitos.join(', ') : 'Sin remito cargado'],
          ['COT', cot ?? (jurisdictions.length > 0 ? 'Falta' : 'No requerido en esta ruta')],
        ]}
      />
      {missingCot ? (
        <p className="text-sm text-amber-800" data-testid="cot-missing">
          La ruta pasa por {describeJurisdictions(jurisdictions)}: el traslado necesita COT.
          {isShipper ? ' Cargalo antes de que comience el viaje.' : ' Lo carga el dador de carga.'}
        </p>
      ) : null}
      {canEdit ? (
        <PaperworkForm
          listingId={listingId}
          paperwork={paperwork}
          cotRequired={jurisdictions.length > 0}
        />
      ) : null}
    </TripSection>
  );
}
