import { useState } from 'react';
import { useAuth } from '@/auth';
import { Button } from '@/components/ui/button';
import { ServerForm } from '@/components/ui/server-form';
import { SelectField, TextField } from '@/components/ui/text-field';
import { toastOutcome } from '@/lib/mutation-toast';
import { useZodForm } from '@/lib/forms';
import { toast } from '@/lib/toast';
import { useConfirmReceipt, useReportProblem } from '../api/trip';
import { resizePhoto } from '../media/resize-image';
import { problemSchema, type ProblemFormValues } from '../schemas';
import { incidentKindOptions } from '../trip-logic';
import { FileField } from './file-field';

type ProblemOutput = ReturnType<typeof problemSchema.parse>;

function ProblemForm({ listingId }: { listingId: string }) {
  const { user } = useAuth();
  const report = useReportProblem(listingId, user?.id ?? '');
  const form = useZodForm<ProblemFormValues, ProblemOutput>(problemSchema, {
    kind: '' as ProblemFormValues['kind'],
    description: '',
  });
  async function submit(values: ProblemOutput) {
    const photos = await Promise.all(values.photos.map(resizePhoto));
    await report.mutateAsync({ kind: values.kind, description: values.description, photos });
    toast.success('Problema reportado', {
      description: 'Un administrador revisará la incidencia.',
    });
  }
  return (
    <ServerForm form={form} onSubmit={submit} submitLabel="Enviar reporte" pendingLabel="Enviando…">
      <SelectField
        form={form}
        name="kind"
        label="Tipo de problema"
        required
        placeholder="Selecciona una opción"
        options={incidentKindOptions}
      />
      <TextField form={form} name="description" label="¿Qué pasó?" required multiline rows={4} />
      <FileField
        form={form}
        name="photos"
        label="Fotos (opcional)"
        accept="image/*"
        multiple
        capture="environment"
      />
    </ServerForm>
  );
}

/** The shipper's answer to a delivery: 'Confirmar recepción' or 'Reportar un problema'. */
export function ConformityActions({ listingId }: { listingId: string }) {
  const confirm = useConfirmReceipt(listingId);
  const [reporting, setReporting] = useState(false);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-3">
        <Button
          disabled={confirm.isPending}
          aria-busy={confirm.isPending || undefined}
          onClick={() => void toastOutcome(confirm.mutateAsync(), 'Recepción confirmada')}
        >
          Confirmar recepción
        </Button>
        <Button
          variant="outline"
          aria-expanded={reporting}
          onClick={() => setReporting((open) => !open)}
        >
          Reportar un problema
        </Button>
      </div>
      {reporting ? <ProblemForm listingId={listingId} /> : null}
    </div>
  );
}
