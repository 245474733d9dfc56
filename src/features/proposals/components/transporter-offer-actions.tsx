import { useState } from 'react';
import { useAuth } from '@/auth';
import { Button, type ButtonProps } from '@/components/ui/button';
import { formatPrice } from '@/lib/format';
import { useLiveProposal } from '../api/my-proposals';
import { isExpired, ownPrice } from '../negotiation';
import { BookListingButton } from './book-listing-button';
import { LiveProposalActions } from './live-proposal-actions';
import { NegotiationHistory } from './negotiation-history';
import { ProposalDialog } from './proposal-dialog';
import { NegotiationStatusBadge } from './status-badges';

export interface TransporterOfferActionsProps {
  listing: {
    id: string;
    title: string;
    price: number;
    status: string;
    /** Reserva inmediata: a verified transporter may take it at its price ('Tomar al precio'). */
    instantBooking: boolean;
    /** The listing's version, which 'Tomar al precio' names. */
    version: number;
  };
  /** 'Aplicar Ahora' on cards and the listing page, 'Ofertar' in Cargas Disponibles. */
  applyLabel: 'Aplicar Ahora' | 'Ofertar';
  size?: ButtonProps['size'];
}

/**
 * A transporter's offer on a pending listing: the button that opens 'Enviar Propuesta', or, once
 * the transporter has a live proposal, 'Tu propuesta: {price}' with its negotiation and what it may
 * do next; and 'Tomar al precio' on a listing with Reserva inmediata.
 */
export function TransporterOfferActions({
  listing,
  applyLabel,
  size = 'sm',
}: TransporterOfferActionsProps) {
  const { user, userRole } = useAuth();
  const canOffer = userRole === 'transporter' && listing.status === 'pending';
  const liveOffer = useLiveProposal(user?.id, listing.id, canOffer);
  const [offering, setOffering] = useState(false);
  if (!canOffer) return null;
  const live = liveOffer.data ?? null;

  return (
    <div className="flex flex-wrap items-center gap-2">
      {live ? (
        <>
          <span className="text-sm font-medium text-slate-900" data-testid="my-proposal">
            Tu propuesta: {formatPrice(ownPrice(live))}
          </span>
          {isExpired(live) ? <NegotiationStatusBadge negotiation={live} /> : null}
          <LiveProposalActions proposal={live} size={size} />
          <div className="w-full">
            <NegotiationHistory negotiation={live} />
          </div>
        </>
      ) : (
        <Button
          variant="accent"
          size={size}
          disabled={liveOffer.isPending}
          onClick={() => setOffering(true)}
        >
          {applyLabel}
        </Button>
      )}
      {listing.instantBooking ? <BookListingButton listing={listing} size={size} /> : null}
      {offering ? <ProposalDialog listing={listing} open onOpenChange={setOffering} /> : null}
    </div>
  );
}
