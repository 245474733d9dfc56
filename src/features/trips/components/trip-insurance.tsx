import { FileText } from 'lucide-react';
import { useAuth } from '@/auth';
import { Button } from '@/components/ui/button';
import { ServerForm } from '@/components/ui/server-form';
import { TextField } from '@/components/ui/text-field';
import { formatDate, formatPrice } from '@/lib/format';
import { useZodForm } from '@/lib/forms';
import { toast } from '@/lib/toast';
import { useAttachInsurance, type Trip } from '../api/trip';
import { tripFileUrl } from '../api/trip-files';
import { insuranceSchema, type InsuranceFormValues } from '../schemas';
import { insuredByLabels, type InsuredBy } from '../trip-logic';
import { FileField } from './file-field';
import { Facts } from '@/components/ui/facts';
import { TripSection } from './trip-section';
import { toastFailure } from '@/lib/mutation-toast';

type InsuranceOutput = ReturnType<ReturnType<typeof insuranceSchema>['parse']>;

function InsuranceForm({ listingId, deliveryDate }: { listingId: string; deliveryDate: string }) {
  const { user } = useAuth();
  const attach = useAttachInsurance(listingId, user?.id ?? '');
  const form = useZodForm<InsuranceFormValues, InsuranceOutput>(insuranceSchema(deliveryDate), {
    insurer: '',
    policyNumber: '',
    validUntil: '',
  });

  async function submit(values: InsuranceOutput) {
    await attach.mutateAsync({
      insurer: values.insurer,
      policyNumber: values.policyNumber,
      validUntil: values.validUntil,
      certificate: values.certificate,
    });
    toast.success('Certificado del seguro adjuntado');
  }

  return (
    <ServerForm
      form={form}
      onSubmit={submit}
      submitLabel="Adjuntar certificado"
      pendingLabel="Subiendo…"
      className="grid gap-3 sm:grid-cols-2"
    >
      <TextField form={form} name="insurer" label="Aseguradora" required />
      <TextField form={form} name="policyNumber" label="Número de póliza" required />
      <TextField form={form} name="validUntil" label="Vigente hasta" type="date" required />
      <FileField
        form={form}
        name="certificate"
        label="Certificado (PDF)"
        required
        accept="application/pdf"
      />
    </ServerForm>
  );
}

/**
 * 'Seguro de la carga': who insures, the declared value, and the certificate once attached (both
 * parties open it); the insuring party attaches it before the trip starts.
 */
export function TripInsurance({
  listingId,
  trip,
  insuredBy,
  declaredValue,
  deliveryDate,
  canAttach,
}: {
  listingId: string;
  trip: Trip | null;
  insuredBy: InsuredBy;
  declaredValue: number | null;
  deliveryDate: string;
  canAttach: boolean;
}) {
  const path = trip?.insurance_path ?? null;
  return (
    <TripSection title="Seguro de la carga">
      <Facts
        items={[
          ['Quién asegura', insuredByLabels[insuredBy]],
          [
            'Valor declarado de la carga',
            declaredValue === null ? 'No informado' : formatPrice(declaredValue),
          ],
          ...(trip?.insurer && path
            ? ([
                ['Aseguradora', trip.insurer],
                ['Póliza', trip.policy_number ?? ''],
                [
                  'Vigencia',
                  trip.insurance_valid_until
                    ? `hasta el ${formatDate(trip.insurance_valid_until)}`
                    : '',
                ],
              ] as const)
            : []),
        ]}
      />
      {path ? (
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            void tripFileUrl(path).then(
              (url) => window.open(url, '_blank', 'noopener'),
              (error: unknown) => toastFailure(error),
            )
          }
        >
          <FileText aria-hidden="true" className="h-4 w-4" />
          Ver certificado
        </Button>
      ) : canAttach && trip ? (
        <InsuranceForm listingId={listingId} deliveryDate={deliveryDate} />
      ) : (
        <p className="text-sm text-slate-600">
          {canAttach
            ? 'Podrás adjuntar el certificado cuando el transportista asigne el vehículo y el chofer.'
            : `El certificado lo adjunta ${insuredBy === 'shipper' ? 'el dador de carga' : 'el transportista'}.`}
        </p>
      )}
    </TripSection>
  );
}
