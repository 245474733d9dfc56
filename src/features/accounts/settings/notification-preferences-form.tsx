import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormError } from '@/components/ui/form-error';
import { HydratedForm } from '@/components/ui/hydrated-form';
import { InlineQueryError } from '@/components/ui/query-error-state';
import { Spinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { submitSayingFailure, useZodForm } from '@/lib/forms';
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
    <HydratedForm
      className="space-y-3"
      noValidate
      onSubmit={submitSayingFailure(form, async (values) => {
        await save.mutateAsync(values);
        toast.success('Preferencias guardadas');
        onDone();
      })}
    >
      <fieldset className="space-y-2">
        <legend className="text-sm text-slate-600">Recibir un correo cuando haya:</legend>
        {switches.map(({ key, label }) => (
          <CheckboxField key={key} role="switch" label={label} {...form.register(key)} />
        ))}
      </fieldset>
      <FormError message={form.formState.errors.root?.message} />
      <SubmitButton pending={save.isPending} pendingLabel="Guardando…" fullWidth={false}>
        Guardar preferencias
      </SubmitButton>
    </HydratedForm>
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
