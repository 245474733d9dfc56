import { Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingList } from '@/components/ui/loading-list';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { CompanyLink, RatingStars, ReputationFacts, VerifiedBadge } from '@/features/trust';
import { toastOutcome } from '@/lib/mutation-toast';
import { usePageTitle } from '@/lib/use-page-title';
import { useNetwork, useRemoveFromNetwork } from '../api/network';

/** /shipper-dashboard/carriers — 'Mis transportistas', the shipper's private network. */
export function NetworkPage() {
  usePageTitle('Mis transportistas');
  const network = useNetwork();
  const remove = useRemoveFromNetwork();
  return (
    <section className="space-y-4" aria-labelledby="network-title">
      <header>
        <h1 id="network-title" className="text-2xl font-bold text-slate-900">
          Mis transportistas
        </h1>
        <p className="mt-1 text-slate-600">
          Tus transportistas de confianza. Al publicar, elegí «Primero a mis transportistas» para
          que solo ellos vean y oferten la carga durante 2, 6 o 24 horas.
        </p>
      </header>
      {network.isPending ? (
        <LoadingList label="Cargando tus transportistas…" rows={3} />
      ) : network.data === undefined ? (
        <QueryErrorState title="No pudimos cargar tus transportistas" query={network} />
      ) : network.data.length === 0 ? (
        <EmptyState
          icon={Users}
          title="Todavía no agregaste transportistas"
          description="Agregalos con «Agregar a Mis transportistas» desde un envío que ya hicieron o desde su propuesta."
        />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label="Mis transportistas">
          {network.data.map((transporter) => (
            <li key={transporter.transporterId}>
              <Card>
                <CardContent className="space-y-2">
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                    <CompanyLink userId={transporter.transporterId}>{transporter.name}</CompanyLink>
                    {transporter.verified ? <VerifiedBadge /> : null}
                  </p>
                  <RatingStars
                    rating={{ average: transporter.ratingAverage, count: transporter.ratingCount }}
                  />
                  <ReputationFacts userId={transporter.transporterId} role="transporter" />
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={remove.isPending}
                    onClick={() =>
                      void toastOutcome(
                        remove.mutateAsync(transporter.transporterId),
                        `${transporter.name} ya no está en Mis transportistas`,
                      )
                    }
                  >
                    Quitar
                  </Button>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
