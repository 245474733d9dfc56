export { ListingsBrowser } from './components/listings-browser';
export { MyListingsList } from './components/my-listings-list';
export { LOCALITY_COORDINATES, localityCoordinates, placeCoordinates } from './places/coordinates';
export type { Province } from './places/provinces';
