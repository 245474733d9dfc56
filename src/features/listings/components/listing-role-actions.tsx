import { Link } from 'react-router-dom';
import { useAuth } from '@/auth';
import { Button } from '@/components/ui/button';
import { TransporterOfferActions } from '@/features/proposals';
import { paths } from '@/lib/paths';
import { listingActionFor } from '../permissions';
import type { Listing } from '../types';

export type ApplyLabel = 'Aplicar Ahora' | 'Ofertar';

/**
 * The role's action on a pending listing: Editar Anuncio for the shipper who owns it, a
 * transporter's offer (Aplicar Ahora, or Ofertar in Cargas Disponibles, then 'Tu propuesta'),
 * nothing for anyone else.
 */
export function ListingRoleActions({
  listing,
  placement,
  applyLabel = 'Aplicar Ahora',
}: {
  listing: Pick<
    Listing,
    'id' | 'status' | 'shipperId' | 'title' | 'price' | 'pickupDate' | 'instantBooking' | 'version'
  >;
  placement: 'card' | 'page';
  applyLabel?: ApplyLabel;
}) {
  const { user, userRole } = useAuth();
  const action = listingActionFor(listing, user?.id, userRole);
  const size = placement === 'card' ? 'sm' : 'md';

  if (action === 'edit') {
    return (
      <Button asChild variant="outline" size={size}>
        <Link to={paths.listingEdit(listing.id)}>Editar Anuncio</Link>
      </Button>
    );
  }
  if (action === 'apply') {
    return <TransporterOfferActions listing={listing} applyLabel={applyLabel} size={size} />;
  }
  return null;
}
