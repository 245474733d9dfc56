/**
 * The fleet's forms: a vehicle (plate in either Argentine format, type, capacity, optional
 * trailer) and a driver (name, DNI, licence, phone). The database checks the same rules.
 */
import { z } from 'zod';
import { trimmedText } from '@/lib/trimmed-text';
import { vehicleTypeOptions, type FormVehicleType } from '@/domain/catalog';
import { isCalendarDate } from '@/lib/calendar-date';
import { normalizeArgentinePhone } from '@/lib/phone';
import { isArgentinePlate, normalizePlate } from './plates';

export const fleetMessages = {
  plate: "Patente inválida: usa el formato 'AA 123 BB' o 'ABC 123'",
  vehicleType: 'Selecciona el tipo de vehículo',
  capacity: 'La capacidad debe ser un número entero de kg entre 1 y 80.000',
  fullName: 'El nombre debe tener entre 2 y 120 caracteres',
  dni: 'El DNI debe tener 7 u 8 dígitos, sin puntos',
  licenceNumber: 'Número de licencia inválido (3 a 20 letras, números o guiones)',
  licenceExpiry: 'Indica la fecha de vencimiento de la licencia',
  phone: 'Número de teléfono inválido',
} as const;

const plate = z
  .string()
  .trim()
  .refine(isArgentinePlate, fleetMessages.plate)
  .transform(normalizePlate);

const vehicleTypeValues = vehicleTypeOptions.map((o) => o.value) as [
  FormVehicleType,
  ...FormVehicleType[],
];

export const vehicleSchema = z.object({
  plate,
  vehicleType: z.enum(vehicleTypeValues, fleetMessages.vehicleType),
  capacityKg: z
    .string()
    .trim()
    .regex(/^\d{1,5}$/, fleetMessages.capacity)
    .transform(Number)
    .refine((kg) => kg >= 1 && kg <= 80_000, fleetMessages.capacity),
  trailerPlate: z
    .string()
    .trim()
    .refine((typed) => typed === '' || isArgentinePlate(typed), fleetMessages.plate)
    .transform((typed) => (typed === '' ? null : normalizePlate(typed))),
});
export type VehicleFormValues = z.input<typeof vehicleSchema>;
export type VehicleInput = z.output<typeof vehicleSchema>;
export const emptyVehicle: VehicleFormValues = {
  plate: '',
  vehicleType: '' as FormVehicleType,
  capacityKg: '',
  trailerPlate: '',
};

export const driverSchema = z.object({
  fullName: trimmedText(2, 120, fleetMessages.fullName),
  dni: z
    .string()
    .trim()
    .regex(/^\d{7,8}$/, fleetMessages.dni),
  licenceNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{3,20}$/, fleetMessages.licenceNumber),
  licenceExpiry: z.string().refine(isCalendarDate, fleetMessages.licenceExpiry),
  phone: z
    .string()
    .trim()
    .max(40, fleetMessages.phone)
    .transform((typed, ctx) => {
      const e164 = normalizeArgentinePhone(typed);
      if (e164) return e164;
      ctx.addIssue({ code: 'custom', message: fleetMessages.phone });
      return z.NEVER;
    }),
});
export type DriverFormValues = z.input<typeof driverSchema>;
export type DriverInput = z.output<typeof driverSchema>;
export const emptyDriver: DriverFormValues = {
  fullName: '',
  dni: '',
  licenceNumber: '',
  licenceExpiry: '',
  phone: '',
};
