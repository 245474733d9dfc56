import { Link } from 'react-router-dom';
import { useAuth } from '@/auth';
import { buttonClasses } from '@/components/ui/button';
import { CarrierOfferActions } from '@/features/proposals';
import { listingEditPath } from '../listing-paths';
import { listingActionFor } from '../permissions';
import type { Listing } from '../types';

/** The role-dependent action on the listing page: a carrier's offer, or the owner's edit. */
export function ListingPageActions({ listing }: { listing: Listing }) {
  const { user, userRole } = useAuth();
  const action = listingActionFor(listing, user?.id, userRole);

  if (action === 'edit') {
    return (
      <Link to={listingEditPath(listing.id)} className={buttonClasses('outline')}>
        Editar Anuncio
      </Link>
    );
  }
  if (action === 'apply') {
    return <CarrierOfferActions listing={listing} applyLabel="Aplicar Ahora" size="md" />;
  }
  return null;
}
