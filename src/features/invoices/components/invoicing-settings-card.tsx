import { ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { InlineQueryError } from '@/components/ui/query-error-state';
import { ServerForm } from '@/components/ui/server-form';
import { Spinner } from '@/components/ui/spinner';
import { SelectField, TextField } from '@/components/ui/text-field';
import { CUIT_LENGTH, formatCuit } from '@/domain/cuit';
import { invoiceClassSummary, issuerIvaConditions, ivaConditionLabels } from '@/domain/iva';
import { useZodForm } from '@/lib/forms';
import { toast } from '@/lib/toast';
import {
  useInvoicingSettings,
  useSaveInvoicingSettings,
  type InvoicingSettings,
} from '../api/invoicing-settings';
import {
  invoicingSettingsSchema,
  type InvoicingSettingsInput,
  type InvoicingSettingsValues,
} from '../schemas';

const CONDITIONS = issuerIvaConditions.map((value) => ({
  value,
  label: ivaConditionLabels[value],
}));

function SettingsForm({
  userId,
  saved,
  onDone,
}: {
  userId: string;
  saved: InvoicingSettings | null;
  onDone: () => void;
}) {
  const save = useSaveInvoicingSettings(userId, saved !== null);
  const form = useZodForm<InvoicingSettingsInput, InvoicingSettingsValues>(
    invoicingSettingsSchema,
    {
      cuit: saved ? formatCuit(saved.cuit) : '',
      ivaCondition: saved?.ivaCondition ?? '',
      pointOfSale: saved ? String(saved.pointOfSale) : '',
    },
  );

  async function submit(values: InvoicingSettingsValues) {
    await save.mutateAsync(values);
    toast.success('Datos de facturación guardados');
    onDone();
  }

  return (
    <ServerForm
      form={form}
      onSubmit={submit}
      submitLabel="Guardar datos de facturación"
      pendingLabel="Guardando…"
      className="grid gap-3 sm:grid-cols-3"
    >
      <TextField
        form={form}
        name="cuit"
        label="CUIT"
        required
        hint="Con o sin guiones"
        inputMode="numeric"
        maxLength={CUIT_LENGTH + 2}
      />
      <SelectField
        form={form}
        name="ivaCondition"
        label="Condición frente al IVA"
        required
        placeholder="Selecciona"
        options={CONDITIONS}
      />
      <TextField
        form={form}
        name="pointOfSale"
        label="Punto de venta"
        required
        hint="El de ARCA para Web Services"
        inputMode="numeric"
        maxLength={5}
      />
    </ServerForm>
  );
}

/**
 * 'Facturación electrónica' in a transporter's profile: the CUIT, IVA condition and ARCA point
 * of sale his freight invoices are issued with, and which invoice class that means.
 */
export function InvoicingSettingsCard({ userId }: { userId: string }) {
  const settings = useInvoicingSettings(userId);
  const [editing, setEditing] = useState(false);
  const saved = settings.data ?? null;

  return (
    <section aria-labelledby="invoicing" className="space-y-3 rounded-lg border p-4">
      <h2 id="invoicing" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <ReceiptText aria-hidden="true" className="h-5 w-5 text-brand-700" />
        Facturación electrónica
      </h2>
      {settings.isPending ? (
        <Spinner label="Cargando tus datos de facturación…" />
      ) : settings.data === undefined ? (
        <InlineQueryError query={settings} />
      ) : editing || !saved ? (
        <>
          {saved ? null : (
            <p className="text-sm text-slate-700">
              Indicá tu CUIT, tu condición frente al IVA y tu punto de venta de ARCA para emitir la
              factura de tus fletes desde ConectaCargas.
            </p>
          )}
          <SettingsForm userId={userId} saved={saved} onDone={() => setEditing(false)} />
        </>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            CUIT {formatCuit(saved.cuit)} · {ivaConditionLabels[saved.ivaCondition]} · Punto de
            venta {saved.pointOfSale}
          </p>
          <p className="text-sm text-slate-600">{invoiceClassSummary(saved.ivaCondition)}</p>
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            Cambiar datos de facturación
          </Button>
        </>
      )}
    </section>
  );
}
