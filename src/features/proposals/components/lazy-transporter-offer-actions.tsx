import { lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import type { TransporterOfferActionsProps } from './transporter-offer-actions';

// Only a transporter gets these actions: the proposal form (its dialog, fields and zod rules) loads
// with them, not with every listing card a visitor or a shipper sees.
const TransporterOfferActions = lazy(() =>
  import('./transporter-offer-actions').then((module) => ({
    default: module.TransporterOfferActions,
  })),
);

/** TransporterOfferActions, loaded on first use; until then its button, disabled, holds the place. */
export function LazyTransporterOfferActions(props: TransporterOfferActionsProps) {
  return (
    <Suspense
      fallback={
        <Button size={props.size ?? 'sm'} disabled>
          {props.applyLabel}
        </Button>
      }
    >
      <TransporterOfferActions {...props} />
    </Suspense>
  );
}
