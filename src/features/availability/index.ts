export {
  LazyReturnLoads as ReturnLoads,
  LazyTrucksNearListing as TrucksNearListing,
} from './components/lazy-matches';
export { useOpenInvitationCount } from './api/invitations';
