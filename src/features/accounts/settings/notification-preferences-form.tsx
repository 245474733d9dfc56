import { CheckboxField } from '@/components/ui/checkbox-field';
import { InlineQueryError } from '@/components/ui/query-error-state';
import { ServerForm } from '@/components/ui/server-form';
import { Spinner } from '@/components/ui/spinner';
import { useZodForm } from '@/lib/forms';
import { toast } from '@/lib/toast';
import type { NotificationPreferences } from './api/settings';
import { usePreferences, useSavePreferences } from './api/use-preferences';
import { notificationPreferencesSchema } from './schemas';

const switches: { key: keyof NotificationPreferences; label: string }[] = [
  { key: 'newProposals', label: 'Nuevas propuestas' },
  { key: 'statusChanges', label: 'Cambios de estado de mis envíos' },
  { key: 'news', label: 'Novedades de ConectaCargas' },
];

function PreferencesForm({
  userId,
  saved,
  onDone,
}: {
  userId: string;
  saved: NotificationPreferences;
  onDone(): void;
}) {
  const save = useSavePreferences(userId);
  const form = useZodForm<NotificationPreferences, NotificationPreferences>(
    notificationPreferencesSchema,
    saved,
  );
  return (
    <ServerForm
      form={form}
      onSubmit={async (values) => {
        await save.mutateAsync(values);
        toast.success('Preferencias guardadas');
        onDone();
      }}
      submitLabel="Guardar preferencias"
      pendingLabel="Guardando…"
    >
      <fieldset className="space-y-2">
        <legend className="text-sm text-slate-600">Recibir un correo cuando haya:</legend>
        {switches.map(({ key, label }) => (
          <CheckboxField key={key} role="switch" label={label} {...form.register(key)} />
        ))}
      </fieldset>
    </ServerForm>
  );
}

/** Notificaciones por Correo → Configurar: the three e-mail switches, saved per user. */
export function NotificationPreferencesForm({
  userId,
  onDone,
}: {
  userId: string;
  onDone(): void;
}) {
  const query = usePreferences(userId);
  if (query.isPending) return <Spinner label="Cargando preferencias…" />;
  if (query.data === undefined) return <InlineQueryError query={query} />;
  return <PreferencesForm userId={userId} saved={query.data} onDone={onDone} />;
}
