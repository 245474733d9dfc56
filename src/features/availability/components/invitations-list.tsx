import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '@/auth';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmTargetDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ListingLink } from '@/components/ui/listing-link';
import { LoadingList } from '@/components/ui/loading-list';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { RouteLine } from '@/components/ui/route-line';
import { formatDate, formatPrice } from '@/lib/format';
import { toastOutcome } from '@/lib/mutation-toast';
import { paths } from '@/lib/paths';
import { useDeclineInvitation, useMyInvitations } from '../api/invitations';
import { isOpenInvitation } from '../open-invitations';
import type { Invitation } from '../types';

/** What became of an invitation he can no longer answer. */
function ClosedBadge({ invitation }: { invitation: Invitation }) {
  if (invitation.declined) return <Badge tone="grey">Rechazada</Badge>;
  if (invitation.answeredAt) return <Badge tone="blue">Respondida</Badge>;
  return <Badge tone="grey">Ya no está disponible</Badge>;
}

/**
 * 'Invitaciones': the listings shippers offered to the carrier, newest first. He answers on the
 * listing's page with a proposal, or 'Rechazar' here.
 */
export function InvitationsList() {
  const { user } = useAuth();
  const query = useMyInvitations(user?.id);
  const decline = useDeclineInvitation();
  const [declining, setDeclining] = useState<Invitation | null>(null);

  if (query.isPending) return <LoadingList label="Cargando tus invitaciones…" rows={2} />;
  if (query.data === undefined) {
    return <QueryErrorState title="No se pudieron cargar tus invitaciones" query={query} />;
  }
  if (query.data.length === 0) {
    return (
      <EmptyState
        icon={Inbox}
        title="No tienes invitaciones"
        description="Cuando un dador de carga te ofrezca una carga, aparecerá aquí."
      />
    );
  }
  return (
    <>
      <ul className="space-y-3" aria-label="Tus invitaciones">
        {query.data.map((invitation) => (
          <li key={invitation.id}>
            <Card
              className="flex flex-wrap items-start justify-between gap-3 p-4"
              data-testid="invitation"
            >
              <div className="min-w-0 space-y-1 text-sm">
                <ListingLink id={invitation.listingId} title={invitation.title} />
                <p className="flex flex-wrap items-center gap-1 text-slate-700">
                  <RouteLine origin={invitation.origin} destination={invitation.destination} />
                </p>
                <p className="text-slate-600">
                  Recogida {formatDate(invitation.pickupDate)} ·{' '}
                  <span className="font-semibold text-slate-900">
                    {formatPrice(invitation.price)}
                  </span>
                </p>
                <p className="text-slate-600">
                  Te la ofreció {invitation.shipperName}, el {formatDate(invitation.createdAt)}
                </p>
              </div>
              {!isOpenInvitation(invitation) ? (
                <ClosedBadge invitation={invitation} />
              ) : (
                <div className="flex flex-wrap gap-2">
                  <Button asChild size="sm">
                    <Link to={paths.listing(invitation.listingId)}>Ver carga y ofertar</Link>
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setDeclining(invitation)}
                    aria-label={`Rechazar ${invitation.title}`}
                  >
                    Rechazar
                  </Button>
                </div>
              )}
            </Card>
          </li>
        ))}
      </ul>
      <ConfirmTargetDialog
        target={declining}
        onClose={() => setDeclining(null)}
        title="¿Rechazar la invitación?"
        describe={(i) => `${i.title}, ofrecida por ${i.shipperName}.`}
        confirmLabel="Rechazar"
        confirmVariant="destructive"
        pending={decline.isPending}
        onConfirm={(i) =>
          void toastOutcome(decline.mutateAsync(i.id), 'Invitación rechazada', () =>
            setDeclining(null),
          )
        }
      />
    </>
  );
}
