export { RateShipmentForm } from './components/rate-shipment-form';
export { RatingSummary } from './components/rating-summary';
export { VerifiedCarrierBadge } from './components/verified-carrier-badge';
export { useVerifiedCarriers } from './api/verified-carrier';
export { onlyVerified } from './verified-filter';
