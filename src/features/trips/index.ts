export { LazyArgentinaMap } from './lazy-argentina-map';
export { LazyListingRouteMap } from './lazy-listing-route-map';
export { LazyTripPanel } from './lazy-trip-panel';
export type { TripListing } from './types';
export { useDeliveryConformed } from './use-delivery-conformed';
export { estimateEta, incidentKindLabel } from './trip-logic';
export { advanceShipment } from './api/trip';
