import { Check } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadingList } from '@/components/ui/loading-list';
import { InlineQueryError } from '@/components/ui/query-error-state';
import { toastOutcome } from '@/lib/mutation-toast';
import { useInvite } from '../api/invitations';
import { useTrucksNearListing } from '../api/matches';
import { formatPickupDistance } from '@/lib/format';
import type { TruckNear } from '../types';
import { TransporterSummary } from './transporter-summary';
import { TruckFacts } from './truck-facts';

function OfferButton({ listingId, truck }: { listingId: string; truck: TruckNear }) {
  const invite = useInvite();
  // Held until the list comes back with `invited`, so the button cannot be pressed twice.
  const [sending, setSending] = useState(false);
  if (truck.invited) {
    return (
      <Button size="sm" variant="outline" disabled>
        <Check aria-hidden="true" className="h-4 w-4" />
        Invitado
      </Button>
    );
  }
  return (
    <Button
      size="sm"
      disabled={sending}
      aria-busy={sending || undefined}
      aria-label={`Ofrecer carga a ${truck.transporterName}`}
      onClick={() => {
        setSending(true);
        void toastOutcome(
          invite.mutateAsync({ listingId, availabilityId: truck.availabilityId }),
          'Carga ofrecida',
          () => setSending(false),
        );
      }}
    >
      Ofrecer carga
    </Button>
  );
}

/**
 * 'Camiones cerca', on the shipper's own pending listing: trucks free on its pickup date within
 * 100 km of its origin, of a suitable type, nearest first, each with 'Ofrecer carga'.
 */
export function TrucksNearListing({ listingId }: { listingId: string }) {
  const trucks = useTrucksNearListing(listingId);
  return (
    <section aria-labelledby="trucks-near-heading" className="space-y-3">
      <h2 id="trucks-near-heading" className="text-xl font-semibold text-slate-900">
        Camiones cerca
      </h2>
      <div aria-live="polite">
        {trucks.isPending ? (
          <LoadingList label="Buscando camiones cerca…" rows={2} />
        ) : trucks.data === undefined ? (
          <InlineQueryError query={trucks} />
        ) : trucks.data.length === 0 ? (
          <p className="text-sm text-slate-600">
            Todavía no hay camiones libres cerca del origen en la fecha de recogida. Te avisamos
            cuando se publique uno.
          </p>
        ) : (
          <ul className="space-y-3" aria-label="Camiones cerca">
            {trucks.data.map((truck) => (
              <li key={truck.availabilityId}>
                <Card
                  className="flex flex-wrap items-start justify-between gap-3 p-4"
                  data-testid="truck-near"
                >
                  <div className="min-w-0 space-y-2">
                    <TransporterSummary transporter={truck} as="h3" />
                    <TruckFacts
                      truck={truck}
                      distance={formatPickupDistance(truck.pickupDistanceKm)}
                    />
                  </div>
                  <OfferButton listingId={listingId} truck={truck} />
                </Card>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
