import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '@/auth';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { listingActionFor } from '../permissions';
import type { Listing } from '../types';

/**
 * The role's action on a pending listing: Editar Anuncio for the shipper who owns it, Aplicar
 * Ahora for a transporter, nothing for anyone else. On a card, Aplicar Ahora leads to the listing
 * page; there, until online offers exist, it tells the transporter how to reach the shipper.
 */
export function ListingRoleActions({
  listing,
  placement,
}: {
  listing: Pick<Listing, 'id' | 'status' | 'shipperId'>;
  placement: 'card' | 'page';
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
    return placement === 'card' ? (
      <Button asChild variant="accent" size={size}>
        <Link to={paths.listing(listing.id)}>Aplicar Ahora</Link>
      </Button>
    ) : (
      <ApplyNotice />
    );
  }
  return null;
}

function ApplyNotice() {
  const [applying, setApplying] = useState(false);
  return (
    <div className="space-y-2">
      <Button variant="accent" onClick={() => setApplying(true)} aria-expanded={applying}>
        Aplicar Ahora
      </Button>
      {applying ? (
        <p role="status" className="text-sm text-slate-700">
          Muy pronto podrás enviar tu oferta desde aquí. Mientras tanto,{' '}
          <Link to={paths.contact} className="font-medium text-brand-700 underline">
            contáctanos
          </Link>{' '}
          y te ponemos en contacto con el dador de carga.
        </p>
      ) : null}
    </div>
  );
}
