export { ListingsBrowser } from './components/listings-browser';
export { MyListingsList } from './components/my-listings-list';
export { LOCALITY_COORDINATES, localityCoordinates, placeCoordinates } from './places/coordinates';
export type { Province } from './places/provinces';
export { PlaceCombobox } from './components/place-combobox';
export type { Place } from './places/match-places';
export { ARGENTINE_PROVINCES } from './places/provinces';
