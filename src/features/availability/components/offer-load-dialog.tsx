import { Link } from 'react-router-dom';
import { useAuth } from '@/auth';
import { Button } from '@/components/ui/button';
import { DialogForm, FormDialog } from '@/components/ui/dialog-form';
import { LoadingList } from '@/components/ui/loading-list';
import { InlineQueryError } from '@/components/ui/query-error-state';
import { SelectField } from '@/components/ui/text-field';
import { formatDate } from '@/lib/format';
import { useZodForm } from '@/lib/forms';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useInvite, useOfferableListings } from '../api/invitations';
import { offerListingSchema, type OfferListingValues } from '../schemas';
import type { OfferableListing, PublicAvailability } from '../types';

function listingOption(listing: OfferableListing) {
  return {
    value: listing.id,
    label: `${listing.title} · ${listing.origin} → ${listing.destination} · ${formatDate(listing.pickupDate)}`,
  };
}

function OfferForm({
  truck,
  listings,
  onClose,
}: {
  truck: PublicAvailability;
  listings: OfferableListing[];
  onClose: () => void;
}) {
  const invite = useInvite();
  const form = useZodForm<OfferListingValues, OfferListingValues>(offerListingSchema, {
    listingId: listings.length === 1 ? listings[0].id : '',
  });

  // A refusal (already invited, the truck withdrawn) is said in the form; the choice stays.
  async function submit({ listingId }: OfferListingValues) {
    await invite.mutateAsync({ listingId, availabilityId: truck.id });
    toast.success('Carga ofrecida', {
      description: `${truck.transporterName} la verá en sus invitaciones.`,
    });
    onClose();
  }

  return (
    <DialogForm form={form} onSubmit={submit} submitLabel="Ofrecer carga" pendingLabel="Enviando…">
      <SelectField
        form={form}
        name="listingId"
        label="Carga"
        required
        placeholder="Selecciona una carga"
        options={listings.map(listingOption)}
      />
    </DialogForm>
  );
}

/** 'Ofrecer carga': the shipper picks one of his pending listings and sends it to the transporter. */
export function OfferLoadDialog({
  truck,
  onClose,
}: {
  truck: PublicAvailability;
  onClose: () => void;
}) {
  const { user } = useAuth();
  const listings = useOfferableListings(user?.id);
  return (
    <FormDialog
      title="Ofrecer carga"
      description={
        <>
          Elige cuál de tus cargas pendientes le ofreces a {truck.transporterName}: la verá en sus
          invitaciones y podrá enviarte una propuesta.
        </>
      }
      onClose={onClose}
    >
      {listings.isPending ? (
        <LoadingList label="Cargando tus cargas pendientes…" rows={1} rowClassName="h-10" />
      ) : listings.data === undefined ? (
        <InlineQueryError query={listings} />
      ) : listings.data.length === 0 ? (
        <div className="mt-4 space-y-3 text-sm text-slate-600">
          <p>No tienes cargas pendientes para ofrecer.</p>
          <Button asChild size="sm">
            <Link to={paths.postCargo}>Publicar una carga</Link>
          </Button>
        </div>
      ) : (
        <OfferForm truck={truck} listings={listings.data} onClose={onClose} />
      )}
    </FormDialog>
  );
}
