export { RateShipmentForm } from './components/rate-shipment-form';
export { RatingSummary } from './components/rating-summary';
export { VerifiedTransporterBadge } from './components/verified-transporter-badge';
export { useVerifiedTransporters } from './api/verified-transporter';
export { onlyVerified } from './verified-filter';
