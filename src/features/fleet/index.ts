export { useMyDrivers, useMyVehicles } from './api/fleet';
export { formatPlate } from './plates';
