import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { InlineQueryError } from '@/components/ui/query-error-state';
import { ServerForm } from '@/components/ui/server-form';
import { Spinner } from '@/components/ui/spinner';
import { useZodForm } from '@/lib/forms';
import { toastOutcome } from '@/lib/mutation-toast';
import { toast } from '@/lib/toast';
import type { PushCategory } from './api/push';
import {
  useDisablePush,
  useEnablePush,
  usePushCategories,
  usePushDevice,
  useSavePushCategories,
} from './api/use-push';
import { PUSH_BLOCKED_MESSAGE } from './push-device';
import { pushCategoriesSchema, type PushCategoriesValues } from './schemas';

const categoryLabels: Record<PushCategory, string> = {
  offers: 'Ofertas y contraofertas',
  messages: 'Mensajes',
  assignments: 'Asignaciones',
  trip: 'Viajes (en tránsito, entregas, incidentes)',
  payments: 'Pagos y facturas',
  alerts: 'Alertas de cargas y camiones',
  documents: 'Documentos revisados',
};

function CategoriesForm({ userId, saved }: { userId: string; saved: PushCategory[] }) {
  const save = useSavePushCategories(userId);
  const form = useZodForm<PushCategoriesValues, PushCategoriesValues>(pushCategoriesSchema, {
    categories: saved,
  });
  return (
    <ServerForm
      form={form}
      onSubmit={async ({ categories }) => {
        await save.mutateAsync(categories);
        toast.success('Preferencias guardadas');
      }}
      submitLabel="Guardar preferencias"
      pendingLabel="Guardando…"
    >
      <fieldset className="space-y-2">
        <legend className="text-sm text-slate-600">Avisarme en mis dispositivos de:</legend>
        {(Object.keys(categoryLabels) as PushCategory[]).map((category) => (
          <CheckboxField
            key={category}
            label={categoryLabels[category]}
            value={category}
            {...form.register('categories')}
          />
        ))}
      </fieldset>
    </ServerForm>
  );
}

function Categories({ userId }: { userId: string }) {
  const query = usePushCategories(userId);
  if (query.isPending) return <Spinner label="Cargando preferencias…" />;
  if (query.data === undefined) return <InlineQueryError query={query} />;
  return <CategoriesForm userId={userId} saved={query.data} />;
}

/**
 * Notificaciones Push → Configurar: this device's subscription ('Activar notificaciones', asked
 * only on the tap) and the kinds the person wants on all of his devices.
 */
export function PushSettings({ userId }: { userId: string }) {
  const device = usePushDevice();
  const enable = useEnablePush();
  const disable = useDisablePush();
  if (device.isPending) return <Spinner label="Comprobando este dispositivo…" />;
  const state = device.data ?? { kind: 'unsupported' };
  if (state.kind === 'unsupported') {
    return (
      <p className="text-sm text-slate-700">
        Este navegador no puede recibir notificaciones. En iPhone o iPad, agregá ConectaCargas a la
        pantalla de inicio (Compartir → Agregar a inicio) y activalas desde la app.
      </p>
    );
  }
  if (state.kind === 'blocked') {
    return <p className="text-sm text-slate-700">{PUSH_BLOCKED_MESSAGE}</p>;
  }
  if (state.kind === 'off') {
    return (
      <div className="space-y-3">
        <p className="text-sm text-slate-700">
          Recibí avisos de ofertas, mensajes y viajes en este dispositivo, aunque la app esté
          cerrada.
        </p>
        <Button
          disabled={enable.isPending}
          aria-busy={enable.isPending || undefined}
          onClick={() => void toastOutcome(enable.mutateAsync(), 'Notificaciones activadas')}
        >
          {enable.isPending ? 'Activando…' : 'Activar notificaciones'}
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-slate-700">
          Activadas en este dispositivo.
        </p>
        <Button
          variant="outline"
          size="sm"
          disabled={disable.isPending}
          onClick={() =>
            void toastOutcome(
              disable.mutateAsync(),
              'Notificaciones desactivadas en este dispositivo',
            )
          }
        >
          Desactivar en este dispositivo
        </Button>
      </div>
      <Categories userId={userId} />
    </div>
  );
}
