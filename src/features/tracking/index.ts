export { TrackingLinkCard } from './components/tracking-link-card';
