import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useCreateListing } from '../api/create-listing';
import { ListingForm } from './listing-form';

export const LISTING_CREATED_MESSAGE = 'Anuncio de carga creado con éxito!';

/** Crear Nuevo Listado de Carga: publishes a pending listing for the signed-in shipper. */
export function CreateListingForm() {
  const createListing = useCreateListing();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Crear Nuevo Listado de Carga</CardTitle>
      </CardHeader>
      <CardContent>
        <ListingForm
          submitLabel="Crear Anuncio"
          resetOnSuccess
          suggestPrice
          networkFirst
          onSubmit={async (input) => {
            await createListing.mutateAsync(input);
            window.alert(LISTING_CREATED_MESSAGE);
          }}
        />
      </CardContent>
    </Card>
  );
}
