import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ServerForm } from '@/components/ui/server-form';
import { TextField } from '@/components/ui/text-field';
import {
  FileField,
  resizePhoto,
  SignatureField,
  tripMessages,
  type SignaturePadHandle,
} from '@/features/trips';
import { useZodForm } from '@/lib/forms';
import { toast } from '@/lib/toast';
import { useConfirmReceipt, useReportProblem } from '../api/receipt';
import {
  receiptSchema,
  trackingProblemSchema,
  type ReceiptFormValues,
  type ReceiptInput,
  type TrackingProblemFormValues,
  type TrackingProblemInput,
} from '../schemas';

const NO_ONE = { recipientName: '', recipientDni: '' };
const NAME = { label: 'Tu nombre y apellido', required: true, autoComplete: 'name' } as const;
const DNI = { label: 'Tu DNI', required: true, inputMode: 'numeric', maxLength: 8 } as const;

function ConfirmReceiptForm({ token }: { token: string }) {
  const confirm = useConfirmReceipt(token);
  const signature = useRef<SignaturePadHandle>(null);
  const [signatureError, setSignatureError] = useState<string | undefined>();
  const form = useZodForm<ReceiptFormValues, ReceiptInput>(receiptSchema, NO_ONE);

  async function submit(values: ReceiptInput) {
    const drawn = await signature.current?.toBlob();
    if (!drawn) {
      setSignatureError(tripMessages.signature);
      return;
    }
    const photo = values.photo ? await resizePhoto(values.photo) : null;
    await confirm.mutateAsync({ ...values, signature: drawn, photo });
    toast.success('Recepción confirmada', {
      description: 'Gracias: el dador y el transportista ya lo saben.',
    });
  }

  return (
    <ServerForm
      form={form}
      onSubmit={submit}
      submitLabel="Confirmar recepción"
      pendingLabel="Confirmando…"
      fullWidth
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField form={form} name="recipientName" {...NAME} />
        <TextField form={form} name="recipientDni" {...DNI} />
      </div>
      <FileField
        form={form}
        name="photo"
        label="Foto de la carga recibida"
        hint="Opcional. Se reduce a 1.600 px antes de enviarse."
        accept="image/*"
        capture="environment"
      />
      <SignatureField
        label="Tu firma"
        padRef={signature}
        error={signatureError}
        onSigned={() => setSignatureError(undefined)}
      />
    </ServerForm>
  );
}

function ReportProblemForm({ token }: { token: string }) {
  const report = useReportProblem(token);
  const form = useZodForm<TrackingProblemFormValues, TrackingProblemInput>(trackingProblemSchema, {
    ...NO_ONE,
    description: '',
  });
  return (
    <ServerForm
      form={form}
      onSubmit={async (values) => {
        await report.mutateAsync(values);
        toast.success('Problema informado', {
          description: 'ConectaCargas lo revisa con las partes.',
        });
      }}
      submitLabel="Informar el problema"
      pendingLabel="Enviando…"
      fullWidth
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField form={form} name="recipientName" {...NAME} />
        <TextField form={form} name="recipientDni" {...DNI} />
      </div>
      <TextField
        form={form}
        name="description"
        label="Qué pasó"
        required
        multiline
        rows={4}
        maxLength={1800}
      />
    </ServerForm>
  );
}

/**
 * For whoever receives the cargo, once the transporter registered the delivery: confirm the
 * reception (name, DNI, signature) or report a problem instead. Either ends the 72 h window.
 */
export function ReceiptActions({ token }: { token: string }) {
  const headingId = useId();
  const [reporting, setReporting] = useState(false);
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border bg-white p-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {reporting ? 'Informar un problema' : '¿Recibiste la carga?'}
      </h2>
      <p className="text-sm text-slate-600">
        {reporting
          ? 'Contá qué pasó (daño, faltante, demora u otro): la entrega queda en revisión.'
          : 'Si está todo bien, confirmá la recepción con tu nombre, tu DNI y tu firma.'}
      </p>
      {reporting ? <ReportProblemForm token={token} /> : <ConfirmReceiptForm token={token} />}
      <Button variant="link" className="px-0" onClick={() => setReporting(!reporting)}>
        {reporting ? 'Volver a confirmar la recepción' : 'Hubo un problema con la entrega'}
      </Button>
    </section>
  );
}
