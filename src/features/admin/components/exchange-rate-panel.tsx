import { DataTable } from '@/components/ui/data-table';
import { LoadingList } from '@/components/ui/loading-list';
import { InlineQueryError } from '@/components/ui/query-error-state';
import { ServerForm } from '@/components/ui/server-form';
import { TextField } from '@/components/ui/text-field';
import { localCalendarDate } from '@/lib/calendar-date';
import { formatDate, formatPesos } from '@/lib/format';
import { useZodForm } from '@/lib/forms';
import { toast } from '@/lib/toast';
import { useExchangeRates, useSetExchangeRate, type ExchangeRate } from '../api/exchange-rates';
import { exchangeRateSchema, type ExchangeRateInput, type ExchangeRateValues } from '../schemas';
import { currentRate, lastRateDay } from '../exchange-rate';

const RATE_COLUMNS = [{ label: 'Desde' }, { label: 'Pesos por euro' }, { label: 'Estado' }];

function RatesTable({ rates, today }: { rates: ExchangeRate[]; today: string }) {
  const current = currentRate(rates, today);
  return (
    <DataTable caption="Últimos tipos de cambio" columns={RATE_COLUMNS}>
      {rates.map((rate) => (
        <tr key={rate.effectiveOn} className="border-t">
          <td className="py-1">{formatDate(rate.effectiveOn)}</td>
          <td className="py-1">{formatPesos(rate.arsPerEur)}</td>
          <td className="py-1 text-slate-600">
            {rate.effectiveOn > today ? 'Programado' : rate === current ? 'Vigente' : 'Anterior'}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/**
 * 'Tipo de cambio': the pesos per euro the platform applies when Mercado Pago charges a price
 * shown in €, from a chosen day (today or up to 30 days ahead); the latest rates below.
 */
export function ExchangeRatePanel() {
  const today = localCalendarDate();
  const rates = useExchangeRates();
  const save = useSetExchangeRate();
  const empty = { arsPerEur: '', effectiveOn: today };
  const form = useZodForm<ExchangeRateValues, ExchangeRateInput>(exchangeRateSchema(today), empty);

  async function submit(input: ExchangeRateInput) {
    await save.mutateAsync(input);
    toast.success('Tipo de cambio guardado');
    form.reset(empty);
  }

  const current = rates.data ? currentRate(rates.data, today) : undefined;
  return (
    <section
      aria-labelledby="exchange-rate"
      className="mx-auto max-w-2xl space-y-4 rounded-lg border bg-white p-4 text-left"
    >
      <h2 id="exchange-rate" className="text-lg font-semibold text-slate-900">
        Tipo de cambio
      </h2>
      <p className="text-sm text-slate-600">
        Los precios se publican en euros y Mercado Pago cobra en pesos: quien paga ve este tipo de
        cambio antes de pagar, y el pago lo guarda.
      </p>
      {rates.isPending ? (
        <LoadingList label="Cargando el tipo de cambio…" rows={1} rowClassName="h-10" />
      ) : rates.data === undefined ? (
        <InlineQueryError query={rates} />
      ) : (
        <>
          <p className="font-medium text-slate-900">
            {current
              ? `Vigente: 1 € = ${formatPesos(current.arsPerEur)}, desde el ${formatDate(current.effectiveOn)}`
              : 'Todavía no hay un tipo de cambio vigente.'}
          </p>
          {rates.data.length > 0 ? <RatesTable rates={rates.data} today={today} /> : null}
        </>
      )}
      <ServerForm
        form={form}
        onSubmit={submit}
        submitLabel="Guardar tipo de cambio"
        pendingLabel="Guardando…"
      >
        <TextField
          form={form}
          name="arsPerEur"
          label="Pesos por euro"
          required
          inputMode="decimal"
          autoComplete="off"
        />
        <TextField
          form={form}
          name="effectiveOn"
          label="Desde"
          required
          type="date"
          min={today}
          max={lastRateDay(today)}
        />
      </ServerForm>
    </section>
  );
}
