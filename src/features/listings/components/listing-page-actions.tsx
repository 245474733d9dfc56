import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '@/auth';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { listingEditPath } from '../listing-paths';
import { listingActionFor } from '../permissions';
import type { Listing } from '../types';

/**
 * The role-dependent action on the listing page. Online offers come with the offers feature; until
 * then Aplicar Ahora tells the transporter how to reach the shipper through us.
 */
export function ListingPageActions({ listing }: { listing: Listing }) {
  const { user, userRole } = useAuth();
  const [applying, setApplying] = useState(false);
  const action = listingActionFor(listing, user?.id, userRole);

  if (action === 'edit') {
    return (
      <Link to={listingEditPath(listing.id)} className={buttonClasses('outline')}>
        Editar Anuncio
      </Link>
    );
  }
  if (action === 'apply') {
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
  return null;
}
