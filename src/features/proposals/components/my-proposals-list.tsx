import { Link } from 'react-router-dom';
import { ListingLink } from '@/components/ui/listing-link';
import { useAuth } from '@/auth';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMore } from '@/components/ui/load-more';
import { LoadingList } from '@/components/ui/loading-list';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { RouteLine } from '@/components/ui/route-line';
import { formatDate, formatPrice } from '@/lib/format';
import { loadedRows } from '@/lib/keyset';
import { paths } from '@/lib/paths';
import { useMyProposals } from '../api/my-proposals';
import { LiveProposalActions } from './live-proposal-actions';
import { NegotiationHistory } from './negotiation-history';
import { NegotiationStatusBadge } from './status-badges';

/**
 * Mis Propuestas: the transporter's proposals, newest first, with their listing, status ('Vencida'
 * once a pending one expires) and negotiation; a pending one with what the transporter may do next.
 */
export function MyProposalsList() {
  const { user } = useAuth();
  const query = useMyProposals(user?.id);
  const proposals = loadedRows(query.data?.pages);
  if (query.isPending) return <LoadingList label="Cargando tus propuestas…" rows={1} />;
  if (query.data === undefined) {
    return <QueryErrorState title="No se pudieron cargar tus propuestas" query={query} />;
  }
  if (proposals.length === 0) {
    return (
      <EmptyState title="Todavía no enviaste propuestas">
        <Button asChild variant="outline">
          <Link to={paths.transporterAvailable}>Ver cargas disponibles</Link>
        </Button>
      </EmptyState>
    );
  }
  return (
    <>
      <ul className="space-y-3">
        {proposals.map((proposal) => (
          <li key={proposal.id}>
            <Card className="space-y-2 p-4" data-testid="my-proposal-row">
              <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  {/* A listing that went to another transporter is no longer visible to this one. */}
                  {proposal.status === 'pending' || proposal.status === 'accepted' ? (
                    <ListingLink id={proposal.listingId} title={proposal.listing.title} />
                  ) : (
                    <p className="font-semibold text-slate-900">{proposal.listing.title}</p>
                  )}
                  <p className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
                    <RouteLine
                      origin={proposal.listing.origin}
                      destination={proposal.listing.destination}
                      compact
                    />
                    <span aria-hidden="true">·</span>
                    <span>{formatDate(proposal.createdAt)}</span>
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <span className="font-semibold text-slate-900">
                    {formatPrice(proposal.price)}
                  </span>
                  <NegotiationStatusBadge negotiation={proposal} />
                </div>
              </div>
              <NegotiationHistory negotiation={proposal} />
              {proposal.status === 'pending' ? (
                <div className="flex flex-wrap items-center gap-2">
                  <LiveProposalActions proposal={proposal} />
                </div>
              ) : null}
            </Card>
          </li>
        ))}
      </ul>
      <LoadMore query={query} errorTitle="No se pudieron cargar más propuestas" />
    </>
  );
}
