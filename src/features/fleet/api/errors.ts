/** Spanish messages for the fleet's refusals: its named constraints, then the app-wide ones. */
import { errorMapper } from '@/lib/data-errors';
import { fleetMessages } from '../schemas';

export const fleetError = errorMapper({
  constraints: {
    vehicles_plate_per_owner: 'Ya tienes un vehículo con esa patente.',
    vehicles_plate_format: fleetMessages.plate,
    vehicles_trailer_plate_format: fleetMessages.plate,
    vehicles_capacity_check: fleetMessages.capacity,
    vehicles_type_check: fleetMessages.vehicleType,
    drivers_dni_per_owner: 'Ya tienes un chofer con ese DNI.',
    drivers_dni_format: fleetMessages.dni,
    drivers_licence_format: fleetMessages.licenceNumber,
    drivers_phone_e164: fleetMessages.phone,
    drivers_full_name_length: fleetMessages.fullName,
  },
});
