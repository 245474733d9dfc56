import { toast } from '@/lib/toast';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useUpdateListing } from '../api/update-listing';
import { listingToFormValues } from '../schemas';
import type { Listing } from '../types';
import { ListingForm } from './listing-form';

export const LISTING_UPDATED_MESSAGE = 'Anuncio actualizado correctamente';

/** Editar Anuncio: the owner's form for a pending listing. */
export function EditListingPanel({ listing, onDone }: { listing: Listing; onDone: () => void }) {
  const updateListing = useUpdateListing(listing.id);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Editar Anuncio</CardTitle>
      </CardHeader>
      <CardContent>
        <ListingForm
          defaultValues={listingToFormValues(listing)}
          submitLabel="Guardar Cambios"
          onCancel={onDone}
          onSubmit={async (input) => {
            await updateListing.mutateAsync(input);
            toast.success(LISTING_UPDATED_MESSAGE);
            onDone();
          }}
        />
      </CardContent>
    </Card>
  );
}
