import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { InlineQueryError } from '@/components/ui/query-error-state';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import type { ShipperRegistrationValues } from '../schemas';
import {
  shipperKeys,
  fetchShipperRegistration,
  rowToInput,
  saveShipperRegistration,
} from './api/shipper-registration';
import { ShipperRegistrationForm, emptyShipperRegistration } from './shipper-registration-form';

/** The 'Registro Dador' tab: the saved registration, editable; 'Guardar' stores it. */
export function ShipperRegistrationTab({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const saved = useQuery({
    queryKey: shipperKeys.registration(userId),
    queryFn: () => fetchShipperRegistration(userId),
  });
  const save = useMutation({
    mutationFn: (values: ShipperRegistrationValues) =>
      saveShipperRegistration(userId, values, Boolean(saved.data)),
    onSuccess: (row) => queryClient.setQueryData(shipperKeys.registration(userId), row),
  });

  if (saved.isPending) return <Spinner label="Cargando registro…" />;
  if (saved.isError) {
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
