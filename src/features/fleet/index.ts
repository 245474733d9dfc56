export { useMyDrivers, useMyVehicles } from './api/fleet';
export { FleetSections } from './components/fleet-sections';
export { formatPlate } from './plates';
