/**
 * The 'Camión disponible' form: a vehicle (one of the carrier's, or a type), the locality where the
 * truck is free, from when to when (from today, at most 30 days), where he would like to go (a
 * province, or '' for 'Cualquier destino') and a short note. The database checks the same rules.
 * The offer dialog's choice of listing is here too.
 */
import { z } from 'zod';
import { trimmedText } from '@/lib/trimmed-text';
import { vehicleTypeOptions } from '@/domain/catalog';
import { ARGENTINE_PROVINCES } from '@/domain/places/provinces';
import { daysBetween, isCalendarDate } from '@/lib/calendar-date';

/** The longest window a carrier may publish, in days after its first day (the table's rule). */
export const MAX_WINDOW_DAYS = 30;
export const NOTE_MAX = 300;
/** The place column takes what a listing's origin takes. */
export const PLACE_MAX = 120;

export const availabilityMessages = {
  vehicleRequired: 'Elige uno de tus vehículos o un tipo de vehículo',
  placeRequired: 'Indica la localidad donde está el camión',
  placeUnknown: 'Elige una localidad de la lista',
  fromRequired: 'Indica desde cuándo está disponible',
  toRequired: 'Indica hasta cuándo está disponible',
  dateInvalid: 'Fecha inválida',
  fromPast: 'La fecha de inicio no puede ser anterior a hoy',
  toBeforeFrom: "'Disponible hasta' no puede ser anterior a 'Disponible desde'",
  windowTooLong: `La disponibilidad puede durar como máximo ${MAX_WINDOW_DAYS} días`,
  destinationInvalid: 'Elige una provincia o Cualquier destino',
  noteTooLong: `La nota no puede superar los ${NOTE_MAX} caracteres`,
  listingRequired: 'Elige la carga que quieres ofrecer',
} as const;

/** How the vehicle select names a choice: one of the carrier's vehicles, or a bare type. */
export const vehicleChoice = {
  own: (vehicleId: string) => `vehicle:${vehicleId}`,
  type: (vehicleType: string) => `type:${vehicleType}`,
};

/** The carrier's vehicles the form can name, with the type each one carries to the row. */
export interface OwnVehicle {
  id: string;
  vehicle_type: string;
}

const provinces: readonly string[] = ARGENTINE_PROVINCES;
const vehicleTypes: readonly string[] = vehicleTypeOptions.map((o) => o.value);

/**
 * A date input's text. No issue here aborts (`abort: true` would), so the object's checks still
 * run and the person sees every mistake at once.
 */
function requiredDate(required: string) {
  return z
    .string()
    .trim()
    .refine((date) => date !== '', required)
    .refine((date) => date === '' || isCalendarDate(date), availabilityMessages.dateInvalid);
}

/** The form's schema for a carrier with these vehicles, on the day `today` (YYYY-MM-DD). */
export function availabilityFormSchema(today: string, vehicles: readonly OwnVehicle[]) {
  return (
    z
      .object({
        vehicle: z.string().transform((choice, ctx) => {
          const own = vehicles.find((v) => vehicleChoice.own(v.id) === choice);
          if (own) return { vehicleId: own.id, vehicleType: own.vehicle_type };
          const type = choice.startsWith('type:') ? choice.slice('type:'.length) : '';
          if (vehicleTypes.includes(type)) return { vehicleId: null, vehicleType: type };
          ctx.addIssue({ code: 'custom', message: availabilityMessages.vehicleRequired });
          return z.NEVER;
        }),
        place: trimmedText(
          1,
          PLACE_MAX,
          availabilityMessages.placeRequired,
          availabilityMessages.placeUnknown,
        ),
        // Set by the place picker when the text names a known locality, never typed.
        province: z.string(),
        availableFrom: requiredDate(availabilityMessages.fromRequired).refine(
          (from) => !isCalendarDate(from) || from >= today,
          availabilityMessages.fromPast,
        ),
        availableTo: requiredDate(availabilityMessages.toRequired),
        destinationProvince: z
          .string()
          .refine((v) => v === '' || provinces.includes(v), availabilityMessages.destinationInvalid)
          .transform((v) => (v === '' ? null : v)),
        note: z.string().trim().max(NOTE_MAX, availabilityMessages.noteTooLong),
      })
      // Run whatever else is wrong, on fields that are strings whatever their own issues.
      .superRefine(
        (values, ctx) => {
          const { place, province, availableFrom: from, availableTo: to } = values;
          if (place !== '' && !provinces.includes(province)) {
            ctx.addIssue({
              code: 'custom',
              path: ['place'],
              message: availabilityMessages.placeUnknown,
            });
          }
          if (!isCalendarDate(from) || !isCalendarDate(to)) return;
          // Date-only ISO strings compare correctly as text.
          if (to < from) {
            ctx.addIssue({
              code: 'custom',
              path: ['availableTo'],
              message: availabilityMessages.toBeforeFrom,
            });
          } else if (daysBetween(from, to) > MAX_WINDOW_DAYS) {
            ctx.addIssue({
              code: 'custom',
              path: ['availableTo'],
              message: availabilityMessages.windowTooLong,
            });
          }
        },
        { when: () => true },
      )
      .transform(({ vehicle, ...rest }) => ({ ...rest, ...vehicle }))
  );
}

export type AvailabilityFormValues = z.input<ReturnType<typeof availabilityFormSchema>>;
export type AvailabilityInput = z.output<ReturnType<typeof availabilityFormSchema>>;

export const emptyAvailability: AvailabilityFormValues = {
  vehicle: '',
  place: '',
  province: '',
  availableFrom: '',
  availableTo: '',
  destinationProvince: '',
  note: '',
};

/** 'Ofrecer carga': which of the shipper's pending listings goes to the carrier. */
export const offerListingSchema = z.object({
  listingId: z.string().min(1, availabilityMessages.listingRequired),
});
export type OfferListingValues = z.infer<typeof offerListingSchema>;
