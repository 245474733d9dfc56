import { toastOutcome } from '@/lib/mutation-toast';
import { useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatPrice } from '@/lib/format';
import { useAcceptCounterOffer } from '../api/accept-counter-offer';
import { useWithdrawProposal } from '../api/transitions';
import { movesFor, ownPrice } from '../negotiation';
import type { MyProposal } from '../types';
import { CounterOfferDialog } from './counter-offer-dialog';
import { ProposalDialog } from './proposal-dialog';

type Dialog = 'edit' | 'counter' | 'accept' | 'withdraw' | null;

/**
 * What a transporter may do with its live proposal, by whose turn it is: after the shipper's
 * counter, 'Aceptar contraoferta' or 'Contraofertar'; while its own price waits, Modificar; and
 * Retirar always (an expired proposal, 'Vencida', can only be withdrawn).
 */
export function LiveProposalActions({
  proposal,
  size = 'sm',
}: {
  proposal: MyProposal;
  size?: ButtonProps['size'];
}) {
  const listingTitle = proposal.listing.title;
  const [dialog, setDialog] = useState<Dialog>(null);
  const acceptCounter = useAcceptCounterOffer();
  const withdraw = useWithdrawProposal();
  const moves = movesFor(proposal, 'transporter');
  const close = () => setDialog(null);

  return (
    <>
      {moves.accept ? (
        <span className="w-full text-sm font-medium text-slate-900">
          El dador de carga te ofrece {formatPrice(proposal.price)}.
        </span>
      ) : null}
      {moves.waiting ? (
        <span className="w-full text-sm text-slate-600">
          Esperando la respuesta del dador de carga.
        </span>
      ) : null}
      {proposal.needsReconfirmation && (moves.waiting || moves.accept) ? (
        <span className="w-full text-sm font-medium text-amber-800">
          {moves.waiting
            ? 'La carga cambió: revísala y confirma tu propuesta con Modificar.'
            : 'La carga cambió: revísala antes de responder a la contraoferta.'}
        </span>
      ) : null}
      {moves.accept ? (
        <Button size={size} onClick={() => setDialog('accept')}>
          Aceptar contraoferta
        </Button>
      ) : null}
      {moves.counter ? (
        <Button variant="outline" size={size} onClick={() => setDialog('counter')}>
          Contraofertar
        </Button>
      ) : null}
      {moves.waiting ? (
        <Button variant="outline" size={size} onClick={() => setDialog('edit')}>
          Modificar
        </Button>
      ) : null}
      <Button variant="ghost" size={size} onClick={() => setDialog('withdraw')}>
        Retirar
      </Button>

      {dialog === 'edit' ? (
        <ProposalDialog
          listing={{ id: proposal.listingId, title: listingTitle, price: proposal.price }}
          proposal={proposal}
          open
          onOpenChange={(open) => setDialog(open ? 'edit' : null)}
        />
      ) : null}
      {dialog === 'counter' ? (
        <CounterOfferDialog proposal={proposal} countersLeft={moves.countersLeft} onClose={close} />
      ) : null}
      <ConfirmDialog
        open={dialog === 'accept'}
        onOpenChange={(open) => setDialog(open ? 'accept' : null)}
        title="¿Aceptar la contraoferta?"
        description={`Llevarás «${listingTitle}» por ${formatPrice(proposal.price)} y la carga quedará asignada a ti.`}
        confirmLabel="Aceptar contraoferta"
        pending={acceptCounter.isPending}
        onConfirm={() =>
          void toastOutcome(acceptCounter.mutateAsync(proposal), 'Contraoferta aceptada', close)
        }
      />
      <ConfirmDialog
        open={dialog === 'withdraw'}
        onOpenChange={(open) => setDialog(open ? 'withdraw' : null)}
        title="¿Retirar tu propuesta?"
        description={`Tu propuesta de ${formatPrice(ownPrice(proposal))} para «${listingTitle}» dejará de estar disponible para el dador de carga.`}
        confirmLabel="Retirar"
        confirmVariant="destructive"
        pending={withdraw.isPending}
        onConfirm={() =>
          void toastOutcome(withdraw.mutateAsync(proposal.id), 'Propuesta retirada', close)
        }
      />
    </>
  );
}
