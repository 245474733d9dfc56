import { Link } from 'react-router-dom';
import { useAuth } from '@/auth';
import { buttonClasses } from '@/components/ui/button';
import { CarrierOfferActions } from '@/features/proposals';
import { listingEditPath } from '../listing-paths';
import { listingActionFor } from '../permissions';
import type { Listing } from '../types';

export type ApplyLabel = 'Aplicar Ahora' | 'Ofertar';

/**
 * On a pending listing: a transporter's offer (Aplicar Ahora, or Ofertar in Cargas Disponibles,
 * then 'Tu propuesta'), Editar Anuncio for the owner shipper.
 */
export function ListingRoleActions({
  listing,
  applyLabel = 'Aplicar Ahora',
  className,
}: {
  listing: Pick<Listing, 'id' | 'status' | 'shipperId' | 'title' | 'price'>;
  applyLabel?: ApplyLabel;
  className?: string;
}) {
  const { user, userRole } = useAuth();
  const action = listingActionFor(listing, user?.id, userRole);
  if (action === 'apply') {
    return <CarrierOfferActions listing={listing} applyLabel={applyLabel} />;
  }
  if (action === 'edit') {
    return (
      <Link to={listingEditPath(listing.id)} className={buttonClasses('outline', 'sm', className)}>
        Editar Anuncio
      </Link>
    );
  }
  return null;
}
