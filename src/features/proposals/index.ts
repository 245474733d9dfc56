export { LazyTransporterOfferActions as TransporterOfferActions } from './components/lazy-transporter-offer-actions';
export { ListingOffersPanel } from './components/listing-offers-panel';
export { MyFreights } from './components/my-freights';
export { MyProposalsList } from './components/my-proposals-list';
export { ProposalCountBadge, ShipmentStatusBadge } from './components/status-badges';
export { useProposalCounts } from './api/proposal-counts';
