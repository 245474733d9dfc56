import { InlineQueryError } from '@/components/ui/query-error-state';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import type { ShipperRegistrationValues } from './schemas';
import { rowToInput } from './api/shipper-registration';
import { useSaveShipperRegistration, useShipperRegistration } from './api/use-shipper-registration';
import { ShipperRegistrationForm, emptyShipperRegistration } from './shipper-registration-form';

/** The 'Registro Dador' tab: the saved registration, editable; 'Guardar' stores it. */
export function ShipperRegistrationTab({ userId }: { userId: string }) {
  const saved = useShipperRegistration(userId);
  const save = useSaveShipperRegistration(userId, Boolean(saved.data));

  if (saved.isPending) return <Spinner label="Cargando registro…" />;
  if (saved.data === undefined) {
    return <InlineQueryError query={saved} />;
  }

  async function onSubmit(values: ShipperRegistrationValues) {
    await save.mutateAsync(values);
    toast.success('Registro guardado exitosamente');
  }

  return (
    <ShipperRegistrationForm
      defaultValues={saved.data ? rowToInput(saved.data) : emptyShipperRegistration}
      onSubmit={onSubmit}
    />
  );
}
