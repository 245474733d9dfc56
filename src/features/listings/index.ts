export * from './catalog';
export {
  browseListings,
  defaultListingFilters,
  filtersFromSearchParams,
  filtersToSearchParams,
  type ListingFilters,
} from './browse';
export type { Listing, ListingShipper } from './types';
export { listingEditPath } from './listing-paths';
export { listingKeys } from './api/keys';
export { useMyListings } from './api/my-listings';
export { ListingsBrowser } from './components/listings-browser';
export { CreateListingForm } from './components/create-listing-form';
export { PostCargoPanel } from './components/post-cargo-panel';
export { ListingStatusBadge } from './components/listing-status-badge';
export { MyListingsList } from './components/my-listings-list';
