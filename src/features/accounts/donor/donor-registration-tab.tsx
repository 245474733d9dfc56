import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { InlineQueryError } from '@/components/ui/query-error-state';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/data-errors';
import { toast } from '@/lib/toast';
import type { DonorRegistrationValues } from '../schemas';
import {
  donorKeys,
  fetchDonorRegistration,
  rowToInput,
  saveDonorRegistration,
} from './api/donor-registration';
import { DonorRegistrationForm, emptyDonorRegistration } from './donor-registration-form';

/** The 'Registro Dador' tab: the saved registration, editable; 'Guardar' stores it. */
export function DonorRegistrationTab({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const saved = useQuery({
    queryKey: donorKeys.registration(userId),
    queryFn: () => fetchDonorRegistration(userId),
  });
  const save = useMutation({
    mutationFn: (values: DonorRegistrationValues) =>
      saveDonorRegistration(userId, values, Boolean(saved.data)),
    onSuccess: (row) => queryClient.setQueryData(donorKeys.registration(userId), row),
  });

  if (saved.isPending) return <Spinner label="Cargando registro…" />;
  if (saved.isError) {
    return <InlineQueryError query={saved} />;
  }

  async function onSubmit(values: DonorRegistrationValues) {
    try {
      await save.mutateAsync(values);
      toast.success('Registro guardado exitosamente');
    } catch (error) {
      toast.error('Error', { description: errorMessage(error) });
    }
  }

  return (
    <DonorRegistrationForm
      defaultValues={saved.data ? rowToInput(saved.data) : emptyDonorRegistration}
      onSubmit={onSubmit}
    />
  );
}
