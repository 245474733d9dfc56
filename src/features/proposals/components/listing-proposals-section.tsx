import { AddToNetworkButton } from '@/features/network';
import { toastOutcome } from '@/lib/mutation-toast';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { EmptyState } from '@/components/ui/empty-state';
import { errorMessage } from '@/lib/data-errors';
import { formatDate, formatPrice } from '@/lib/format';
import { OpenConversationButton } from '@/features/messages';
import { vehicleTypeLabel } from '@/domain/catalog';
import {
  onlyVerified,
  RatingSummary,
  CompanyLink,
  ReputationFacts,
  useVerifiedTransporters,
  VerifiedTransporterBadge,
} from '@/features/trust';
import { useListingProposals } from '../api/listing-proposals';
import { useAcceptProposal, useRejectProposal } from '../api/transitions';
import type { ListingProposal } from '../types';
import { ConfirmTargetDialog } from '@/components/ui/confirm-dialog';
import { countersLeft, movesFor } from '../negotiation';
import { CounterOfferDialog } from './counter-offer-dialog';
import { NegotiationHistory } from './negotiation-history';
import { NegotiationStatusBadge } from './status-badges';

function ProposalItem({
  listingId,
  proposal,
  decidable,
  onAccept,
  onCounter,
}: {
  listingId: string;
  proposal: ListingProposal;
  decidable: boolean;
  onAccept: (proposal: ListingProposal) => void;
  onCounter: (proposal: ListingProposal) => void;
}) {
  const reject = useRejectProposal();
  const { transporter } = proposal;
  const moves = movesFor(proposal, 'shipper');
  const open = decidable && proposal.status === 'pending';
  return (
    <Card className="space-y-2 p-4" data-testid="listing-proposal">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="space-y-1">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
            <CompanyLink userId={proposal.transporterId}>{transporter.name}</CompanyLink>
            <VerifiedTransporterBadge userId={proposal.transporterId} />
          </p>
          {transporter.company ? (
            <p className="text-sm text-slate-600">{transporter.company}</p>
          ) : null}
          <RatingSummary userId={proposal.transporterId} />
          <ReputationFacts userId={proposal.transporterId} role="transporter" />
          <AddToNetworkButton transporterId={proposal.transporterId} />
        </div>
        <p className="text-lg font-semibold text-slate-900">{formatPrice(proposal.price)}</p>
      </div>
      {transporter.vehicleTypes.length > 0 ? (
        <p className="text-sm text-slate-600">
          Vehículos: {transporter.vehicleTypes.map((v) => vehicleTypeLabel(v)).join(', ')}
        </p>
      ) : null}
      {proposal.message ? (
        <p className="whitespace-pre-line text-sm text-slate-700">{proposal.message}</p>
      ) : null}
      <NegotiationHistory negotiation={proposal} />
      {open && moves.accept && proposal.needsReconfirmation ? (
        <p className="text-sm font-medium text-amber-800">
          Cambiaste la carga: esperando que el transportista confirme su propuesta.
        </p>
      ) : null}
      {open && moves.waiting ? (
        <p className="text-sm font-medium text-slate-700">
          Esperando la respuesta del transportista a tu contraoferta.
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-xs text-slate-500">Recibida el {formatDate(proposal.createdAt)}</p>
          <OpenConversationButton
            listingId={listingId}
            transporterId={proposal.transporterId}
            label="Mensaje"
            size="sm"
          />
        </div>
        {open ? (
          <div className="flex flex-wrap items-center gap-2">
            {moves.expired ? <NegotiationStatusBadge negotiation={proposal} /> : null}
            <Button
              variant="outline"
              size="sm"
              disabled={reject.isPending}
              onClick={() =>
                void toastOutcome(reject.mutateAsync(proposal.id), 'Propuesta rechazada')
              }
            >
              Rechazar
            </Button>
            {moves.counter ? (
              <Button variant="outline" size="sm" onClick={() => onCounter(proposal)}>
                Contraofertar
              </Button>
            ) : null}
            {moves.accept ? (
              <Button
                size="sm"
                disabled={proposal.needsReconfirmation}
                onClick={() => onAccept(proposal)}
              >
                Aceptar
              </Button>
            ) : null}
          </div>
        ) : (
          <NegotiationStatusBadge negotiation={proposal} />
        )}
      </div>
    </Card>
  );
}

/**
 * 'Propuestas (N)' on the owner's listing page: each transporter's offer and its negotiation, with
 * Aceptar and Contraofertar on the shipper's turn and Rechazar while the listing is pending;
 * afterwards, what became of each one.
 */
export function ListingProposalsSection({
  listingId,
  listingPending,
}: {
  listingId: string;
  listingPending: boolean;
}) {
  const proposals = useListingProposals(listingId);
  const accept = useAcceptProposal();
  const [accepting, setAccepting] = useState<ListingProposal | null>(null);
  const [countering, setCountering] = useState<ListingProposal | null>(null);
  const [verifiedOnly, setVerifiedOnly] = useState(false);
  const verified = useVerifiedTransporters(proposals.data?.map((p) => p.transporterId) ?? []);
  const shown = onlyVerified(proposals.data ?? [], verified, verifiedOnly);

  function confirmAccept(proposal: ListingProposal) {
    void toastOutcome(accept.mutateAsync(proposal), 'Propuesta aceptada', () => setAccepting(null));
  }

  const count = proposals.data?.length ?? 0;
  return (
    <section aria-labelledby="listing-proposals-heading" className="space-y-3">
      <h2 id="listing-proposals-heading" className="text-lg font-semibold text-slate-900">
        Propuestas ({count})
      </h2>
      {proposals.isPending ? (
        <p className="text-sm text-slate-500">Cargando propuestas…</p>
      ) : proposals.data === undefined ? (
        <p role="alert" className="text-sm text-red-700">
          No se pudieron cargar las propuestas. {errorMessage(proposals.error)}
        </p>
      ) : count === 0 ? (
        <EmptyState title="Todavía no recibiste propuestas para esta carga" />
      ) : (
        <>
          <CheckboxField
            label="Solo transportistas verificados"
            checked={verifiedOnly}
            onChange={(event) => setVerifiedOnly(event.target.checked)}
          />
          {shown.length === 0 ? (
            <p role="status" className="text-sm text-slate-600">
              Ninguna propuesta es de un transportista verificado.
            </p>
          ) : null}
          <ul className="space-y-3">
            {shown.map((proposal) => (
              <li key={proposal.id}>
                <ProposalItem
                  listingId={listingId}
                  proposal={proposal}
                  decidable={listingPending}
                  onAccept={setAccepting}
                  onCounter={setCountering}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      <ConfirmTargetDialog
        target={accepting}
        onClose={() => setAccepting(null)}
        title="¿Aceptar esta propuesta?"
        describe={(proposal) =>
          `${proposal.transporter.name} llevará la carga por ${formatPrice(proposal.price)}. Las demás propuestas quedarán rechazadas.`
        }
        confirmLabel="Confirmar"
        pending={accept.isPending}
        onConfirm={confirmAccept}
      />
      {countering ? (
        <CounterOfferDialog
          proposal={countering}
          countersLeft={countersLeft(countering, 'shipper')}
          onClose={() => setCountering(null)}
        />
      ) : null}
    </section>
  );
}
