import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Checkbox } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/data-errors';
import { toast } from '@/lib/toast';
import type { NotificationPreferences } from './api/settings';
import { usePreferences, useSavePreferences } from './api/use-preferences';

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
  const [values, setValues] = useState(saved);
  const save = useSavePreferences(userId, () => {
    toast.success('Preferencias guardadas');
    onDone();
  });
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(values);
      }}
    >
      <fieldset className="space-y-2">
        <legend className="text-sm text-slate-600">Recibir un correo cuando haya:</legend>
        {switches.map(({ key, label }) => (
          <label key={key} className="flex items-center gap-2 text-sm">
            <Checkbox
              role="switch"
              checked={values[key]}
              aria-checked={values[key]}
              onChange={(event) => setValues({ ...values, [key]: event.target.checked })}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <FormError message={save.error ? errorMessage(save.error) : null} />
      <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
        {save.isPending ? 'Guardando…' : 'Guardar preferencias'}
      </Button>
    </form>
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
  if (query.data === undefined) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {errorMessage(query.error)}
      </p>
    );
  }
  return <PreferencesForm userId={userId} saved={query.data} onDone={onDone} />;
}
