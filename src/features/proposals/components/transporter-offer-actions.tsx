import { useState } from 'react';
import { useAuth } from '@/auth';
import { Button, type ButtonProps } from '@/components/ui/button';
import { errorMessage } from '@/lib/data-errors';
import { formatPrice } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useLiveProposal } from '../api/my-proposals';
import { useWithdrawProposal } from '../api/transitions';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ProposalDialog } from './proposal-dialog';

export interface TransporterOfferActionsProps {
  listing: { id: string; title: string; price: number; status: string };
  /** 'Aplicar Ahora' on cards and the listing page, 'Ofertar' in Cargas Disponibles. */
  applyLabel: 'Aplicar Ahora' | 'Ofertar';
  size?: ButtonProps['size'];
}

/**
 * A transporter's offer on a pending listing: the button that opens 'Enviar Propuesta', or, once
 * the transporter has a live proposal, 'Tu propuesta: {price}' with Modificar and Retirar.
 */
export function TransporterOfferActions({
  listing,
  applyLabel,
  size = 'sm',
}: TransporterOfferActionsProps) {
  const { user, userRole } = useAuth();
  const canOffer = userRole === 'transporter' && listing.status === 'pending';
  const liveOffer = useLiveProposal(user?.id, listing.id, canOffer);
  const withdraw = useWithdrawProposal();
  const [editing, setEditing] = useState(false);
  const [confirmingWithdraw, setConfirmingWithdraw] = useState(false);
  if (!canOffer) return null;
  const live = liveOffer.data ?? null;

  function confirmWithdraw(proposalId: string) {
    withdraw.mutate(proposalId, {
      onSuccess: () => {
        toast.success('Propuesta retirada');
        setConfirmingWithdraw(false);
      },
      onError: (error) => {
        toast.error('Error', { description: errorMessage(error) });
        setConfirmingWithdraw(false);
      },
    });
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      {live ? (
        <>
          <span className="text-sm font-medium text-slate-900" data-testid="my-proposal">
            Tu propuesta: {formatPrice(live.price)}
          </span>
          {live.needsReconfirmation ? (
            <span className="w-full text-sm font-medium text-amber-800">
              La carga cambió: revísala y confirma tu propuesta con Modificar.
            </span>
          ) : null}
          <Button variant="outline" size={size} onClick={() => setEditing(true)}>
            Modificar
          </Button>
          <Button variant="ghost" size={size} onClick={() => setConfirmingWithdraw(true)}>
            Retirar
          </Button>
          <ConfirmDialog
            open={confirmingWithdraw}
            onOpenChange={setConfirmingWithdraw}
            title="¿Retirar tu propuesta?"
            description={`Tu propuesta de ${formatPrice(live.price)} para «${listing.title}» dejará de estar disponible para el dador de carga.`}
            confirmLabel="Retirar"
            confirmVariant="destructive"
            pending={withdraw.isPending}
            onConfirm={() => confirmWithdraw(live.id)}
          />
        </>
      ) : (
        <Button
          variant="accent"
          size={size}
          disabled={liveOffer.isPending}
          onClick={() => setEditing(true)}
        >
          {applyLabel}
        </Button>
      )}
      {editing ? (
        <ProposalDialog listing={listing} proposal={live} open onOpenChange={setEditing} />
      ) : null}
    </div>
  );
}
