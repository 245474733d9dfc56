import { lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import type { CarrierOfferActionsProps } from './carrier-offer-actions';

// Only a carrier gets these actions: the proposal form (its dialog, fields and zod rules) loads
// with them, not with every listing card a visitor or a shipper sees.
const CarrierOfferActions = lazy(() =>
  import('./carrier-offer-actions').then((module) => ({ default: module.CarrierOfferActions })),
);

/** CarrierOfferActions, loaded on first use; until then its button, disabled, holds the place. */
export function LazyCarrierOfferActions(props: CarrierOfferActionsProps) {
  return (
    <Suspense
      fallback={
        <Button size={props.size ?? 'sm'} disabled>
          {props.applyLabel}
        </Button>
      }
    >
      <CarrierOfferActions {...props} />
    </Suspense>
  );
}
