import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { signInRedirectState, useAuth } from '@/auth';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/lib/paths';
import type { PublicAvailability } from '../types';
import { TransporterSummary } from './transporter-summary';
import { TruckFacts } from './truck-facts';

// Only a shipper offers a load: the dialog (its form and zod rules) loads on his first click.
const OfferLoadDialog = lazy(() =>
  import('./offer-load-dialog').then((module) => ({ default: module.OfferLoadDialog })),
);

/**
 * What each role can do with a truck: a shipper offers it a load, a visitor signs in first
 * (and comes back here), a carrier or an admin nothing.
 */
function TruckAction({ truck }: { truck: PublicAvailability }) {
  const { user, userRole, loading } = useAuth();
  const location = useLocation();
  const [offering, setOffering] = useState(false);

  if (loading) return null;
  if (!user) {
    return (
      <Button asChild variant="outline" size="sm">
        <Link to={paths.signIn} state={signInRedirectState(location)}>
          Inicia sesión para ofrecer carga
        </Link>
      </Button>
    );
  }
  if (userRole !== 'shipper') return null;
  return (
    <>
      <Button
        size="sm"
        onClick={() => setOffering(true)}
        aria-label={`Ofrecer carga a ${truck.transporterName}`}
      >
        Ofrecer carga
      </Button>
      {offering ? (
        <Suspense fallback={null}>
          <OfferLoadDialog truck={truck} onClose={() => setOffering(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

/** A truck in 'Camiones disponibles': its carrier, vehicle, place, window and wished destination. */
export function TruckCard({ truck }: { truck: PublicAvailability }) {
  return (
    <Card className="flex w-full flex-col gap-3 p-5" data-testid="truck-card">
      <TransporterSummary transporter={truck} as="h2" />
      <TruckFacts truck={truck} />
      {truck.note ? (
        <p className="text-sm break-words whitespace-pre-line text-slate-600">{truck.note}</p>
      ) : null}
      <div className="mt-auto flex flex-wrap justify-end gap-2 pt-2">
        <TruckAction truck={truck} />
      </div>
    </Card>
  );
}
