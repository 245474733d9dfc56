import { useRef, useState } from 'react';
import { useAuth } from '@/auth';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { ServerForm } from '@/components/ui/server-form';
import { TextField } from '@/components/ui/text-field';
import { DataError } from '@/lib/data-errors';
import { useZodForm } from '@/lib/forms';
import { toast } from '@/lib/toast';
import { resizePhoto } from '../media/resize-image';
import { useTripOutbox } from '../api/trip-outbox';
import { deliverySchema, tripMessages, type DeliveryFormValues } from '../schemas';
import { FileField } from './file-field';
import { SignatureField } from './signature-field';
import type { SignaturePadHandle } from './signature-pad';
import { TripSection } from './trip-section';

type DeliveryOutput = ReturnType<typeof deliverySchema.parse>;

/** The phone's position at the moment of delivery, or null within 10 s (indoors, no permission). */
function currentPosition(): Promise<{ lat: number; lon: number; accuracy: number } | null> {
  if (!('geolocation' in navigator)) return Promise.resolve(null);
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      (p) =>
        resolve({ lat: p.coords.latitude, lon: p.coords.longitude, accuracy: p.coords.accuracy }),
      () => resolve(null),
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
    ),
  );
}

/**
 * 'Registrar entrega': photos of the cargo and the paper remito (from the camera, resized to
 * 1.600 px before upload), who receives with DNI, their signature on the screen, and whether they
 * confirm the digital remito; the position and time are taken by themselves. It goes through the
 * trip's outbox: without a network it is kept on the phone and sent when the network is back.
 */
export function DeliveryForm({
  listingId,
  remitoNumbers,
}: {
  listingId: string;
  /** The remitos the shipper recorded: the receiver confirms them (RG 5678/2025). */
  remitoNumbers: readonly string[];
}) {
  const { user } = useAuth();
  const { outbox, state } = useTripOutbox(listingId);
  const signature = useRef<SignaturePadHandle>(null);
  const [signatureError, setSignatureError] = useState<string | undefined>();
  const form = useZodForm<DeliveryFormValues, DeliveryOutput>(deliverySchema, {
    recipientName: '',
    recipientDni: '',
    remitoConfirmed: false,
  });

  async function submit(values: DeliveryOutput) {
    const drawn = await signature.current?.toBlob();
    if (!drawn) {
      setSignatureError(tripMessages.signature);
      return;
    }
    const [photos, position] = await Promise.all([
      Promise.all(values.photos.map(resizePhoto)),
      currentPosition(),
    ]);
    const fate = await outbox.send({
      kind: 'delivery',
      requestId: crypto.randomUUID(),
      userId: user?.id ?? '',
      delivery: {
        recipientName: values.recipientName,
        recipientDni: values.recipientDni,
        signature: drawn,
        photos,
        position,
        remitoConfirmed: remitoNumbers.length > 0 && values.remitoConfirmed,
      },
    });
    if (fate.sent) {
      toast.success('Entrega registrada', {
        description: 'El dador de carga tiene 72 horas para confirmar la recepción.',
      });
    } else if (fate.refused !== undefined) {
      // Refused while the form is still open: said in it, to be corrected and sent again.
      throw new DataError(null, fate.refused);
    }
  }

  if (state.deliveryPending) {
    return (
      <TripSection title="Registrar entrega">
        <p className="text-sm text-slate-700">
          La entrega quedó guardada en este teléfono y se enviará sola cuando vuelva la conexión.
        </p>
      </TripSection>
    );
  }

  return (
    <TripSection title="Registrar entrega">
      <ServerForm
        form={form}
        onSubmit={submit}
        submitLabel="Registrar entrega"
        pendingLabel="Registrando…"
        fullWidth
      >
        <FileField
          form={form}
          name="photos"
          label="Fotos de la carga y del remito"
          hint="Hasta 6. Se reducen a 1.600 px antes de enviarse."
          required
          accept="image/*"
          multiple
          capture="environment"
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            form={form}
            name="recipientName"
            label="Nombre de quien recibe"
            required
            autoComplete="off"
          />
          <TextField
            form={form}
            name="recipientDni"
            label="DNI de quien recibe"
            required
            inputMode="numeric"
            maxLength={8}
          />
        </div>
        {remitoNumbers.length > 0 ? (
          <CheckboxField
            label={`Quien recibe conforma el remito digital ${remitoNumbers.join(', ')} (RG 5678/2025)`}
            {...form.register('remitoConfirmed')}
          />
        ) : null}
        <SignatureField
          label="Firma de quien recibe"
          padRef={signature}
          error={signatureError}
          onSigned={() => setSignatureError(undefined)}
        />
      </ServerForm>
    </TripSection>
  );
}
