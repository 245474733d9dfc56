import { Link } from 'react-router-dom';
import { useAuth } from '@/auth';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { listingEditPath } from '../listing-paths';
import { listingActionFor } from '../permissions';
import type { Listing } from '../types';

/**
 * Aplicar Ahora for a transporter, Editar Anuncio for the owner shipper, on a pending listing.
 * Until offers exist, Aplicar Ahora leads to the listing page.
 */
export function ListingRoleActions({
  listing,
  className,
}: {
  listing: Pick<Listing, 'id' | 'status' | 'shipperId' | 'title'>;
  className?: string;
}) {
  const { user, userRole } = useAuth();
  const action = listingActionFor(listing, user?.id, userRole);
  if (action === 'apply') {
    return (
      <Link to={paths.listing(listing.id)} className={buttonClasses('accent', 'sm', className)}>
        Aplicar Ahora
      </Link>
    );
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
