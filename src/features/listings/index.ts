export { ListingsBrowser } from './components/listings-browser';
export { MyListingsList } from './components/my-listings-list';
