/**
 * The create/edit listing form: required title, description, origin, destination,
 * weight, pickupDate, deliveryDate, price, cargo type and load type; optional length, width,
 * height and vehicleType; the 'Reserva inmediata' switch. Inputs arrive as strings (the switch as
 * a boolean); the output carries numbers and nulls. Bounds mirror the database's CHECK constraints
 * and column sizes, so a valid form inserts. 'Republicar' takes new dates for an expired listing:
 * the same date rules, and a pickup not before today.
 */
import { isCalendarDate, localCalendarDate } from '@/lib/calendar-date';
import { z } from 'zod';
import { trimmedText } from '@/lib/trimmed-text';
import { allVehicleTypeValues, cargoTypeOptions, loadTypeOptions } from '@/domain/catalog';
import { ARGENTINE_PROVINCES } from '@/domain/places/provinces';
import { DEFAULT_PAYMENT_TERM_DAYS, paymentTermDays } from '@/domain/payment-terms';
import type { Listing } from './types';

/**
 * The longest text each field takes: the CHECK constraints of `cargo_listings` allow the same,
 * and the form's inputs stop typing there (maxLength).
 */
export const listingTextLimits = {
  title: 120,
  description: 2000,
  origin: 120,
  destination: 120,
} as const;

export const listingMessages = {
  titleRequired: 'El título es obligatorio',
  titleTooLong: `El título no puede superar los ${listingTextLimits.title} caracteres`,
  descriptionRequired: 'La descripción es obligatoria',
  descriptionTooLong: `La descripción no puede superar los ${listingTextLimits.description} caracteres`,
  originRequired: 'El origen es obligatorio',
  originTooLong: `El origen no puede superar los ${listingTextLimits.origin} caracteres`,
  destinationRequired: 'El destino es obligatorio',
  destinationTooLong: `El destino no puede superar los ${listingTextLimits.destination} caracteres`,
  weightRequired: 'El peso es obligatorio',
  weightPositive: 'El peso debe ser un número mayor que cero',
  weightTooLarge: 'El peso es demasiado grande',
  lengthPositive: 'El largo debe ser un número mayor que cero',
  widthPositive: 'El ancho debe ser un número mayor que cero',
  heightPositive: 'El alto debe ser un número mayor que cero',
  dimensionTooLarge: 'La medida es demasiado grande',
  priceRequired: 'El precio es obligatorio',
  pricePositive: 'El precio debe ser un número mayor que cero',
  priceTooLarge: 'El precio es demasiado grande',
  pickupDateRequired: 'La fecha de recogida es obligatoria',
  deliveryDateRequired: 'La fecha de entrega es obligatoria',
  dateInvalid: 'Fecha inválida',
  deliveryBeforePickup: 'La fecha de entrega no puede ser anterior a la fecha de recogida',
  pickupDatePast: 'La fecha de recogida no puede ser anterior a hoy',
  cargoTypeRequired: 'Selecciona el tipo de mercadería',
  loadTypeRequired: 'Selecciona el tipo de carga',
  vehicleTypeInvalid: 'Selecciona un tipo de vehículo válido',
  declaredValuePositive: 'El valor declarado debe ser un número mayor que cero',
  declaredValueTooLarge: 'El valor declarado es demasiado grande',
  insuredByRequired: 'Indica quién asegura la carga',
  paymentTermRequired: 'Elegí el plazo de pago',
} as const;

// numeric(12,2), numeric(10,2) and numeric(14,2) columns.
const MAX_WEIGHT = 9_999_999_999.99;
const MAX_DIMENSION = 99_999_999.99;
const MAX_PRICE = 999_999_999_999.99;
// cargo_listings_declared_value_check.
const MAX_DECLARED_VALUE = 10_000_000_000;

function text(required: string, max: number, tooLong: string) {
  return trimmedText(1, max, required, tooLong);
}

function isPositiveNumber(value: string): boolean {
  const n = Number(value);
  return value !== '' && Number.isFinite(n) && n > 0;
}

function requiredPositive(required: string, positive: string, max: number, tooLarge: string) {
  return z
    .string()
    .trim()
    .min(1, { error: required, abort: true })
    .refine(isPositiveNumber, { error: positive, abort: true })
    .refine((v) => Number(v) <= max, tooLarge)
    .transform(Number);
}

function optionalPositive(positive: string) {
  return z
    .string()
    .trim()
    .refine((v) => v === '' || isPositiveNumber(v), { error: positive, abort: true })
    .refine((v) => v === '' || Number(v) <= MAX_DIMENSION, listingMessages.dimensionTooLarge)
    .transform((v) => (v === '' ? null : Number(v)));
}

/**
 * The province the combobox found for a place ('' when none): set by picking a suggestion or
 * typing a known locality, never typed. Stored as null when empty.
 */
const province = z
  .string()
  .refine((v) => v === '' || (ARGENTINE_PROVINCES as readonly string[]).includes(v))
  .transform((v) => (v === '' ? null : v));

function requiredDate(required: string) {
  return z
    .string()
    .trim()
    .min(1, { error: required, abort: true })
    .refine(isCalendarDate, listingMessages.dateInvalid);
}

function oneOf(values: readonly string[], message: string) {
  return z.string().refine((v) => values.includes(v), message);
}

// Date-only ISO strings compare correctly as text.
function deliveryNotBeforePickup(values: { pickupDate: string; deliveryDate: string }): boolean {
  return values.deliveryDate >= values.pickupDate;
}

/** How long a new listing can stay with the shipper's network before it is public. */
export const NETWORK_HOURS = [2, 6, 24] as const;

export const listingFormSchema = z
  .object({
    title: text(
      listingMessages.titleRequired,
      listingTextLimits.title,
      listingMessages.titleTooLong,
    ),
    description: text(
      listingMessages.descriptionRequired,
      listingTextLimits.description,
      listingMessages.descriptionTooLong,
    ),
    origin: text(
      listingMessages.originRequired,
      listingTextLimits.origin,
      listingMessages.originTooLong,
    ),
    destination: text(
      listingMessages.destinationRequired,
      listingTextLimits.destination,
      listingMessages.destinationTooLong,
    ),
    originProvince: province,
    destinationProvince: province,
    weight: requiredPositive(
      listingMessages.weightRequired,
      listingMessages.weightPositive,
      MAX_WEIGHT,
      listingMessages.weightTooLarge,
    ),
    vehicleType: z
      .string()
      .refine((v) => v === '' || (allVehicleTypeValues as readonly string[]).includes(v), {
        error: listingMessages.vehicleTypeInvalid,
      })
      .transform((v) => (v === '' ? null : v)),
    cargoType: oneOf(
      cargoTypeOptions.map((o) => o.value),
      listingMessages.cargoTypeRequired,
    ),
    loadType: oneOf(
      loadTypeOptions.map((o) => o.value),
      listingMessages.loadTypeRequired,
    ),
    length: optionalPositive(listingMessages.lengthPositive),
    width: optionalPositive(listingMessages.widthPositive),
    height: optionalPositive(listingMessages.heightPositive),
    pickupDate: requiredDate(listingMessages.pickupDateRequired),
    deliveryDate: requiredDate(listingMessages.deliveryDateRequired),
    price: requiredPositive(
      listingMessages.priceRequired,
      listingMessages.pricePositive,
      MAX_PRICE,
      listingMessages.priceTooLarge,
    ),
    instantBooking: z.boolean(),
    declaredValue: z
      .string()
      .trim()
      .refine((v) => v === '' || isPositiveNumber(v), {
        error: listingMessages.declaredValuePositive,
        abort: true,
      })
      .refine(
        (v) => v === '' || Number(v) <= MAX_DECLARED_VALUE,
        listingMessages.declaredValueTooLarge,
      )
      .transform((v) => (v === '' ? null : Number(v))),
    insuredBy: oneOf(['shipper', 'transporter'], listingMessages.insuredByRequired).transform(
      (v) => v as 'shipper' | 'transporter',
    ),
    paymentTermDays: oneOf(
      paymentTermDays.map(String),
      listingMessages.paymentTermRequired,
    ).transform(Number),
    // 'Primero a mis transportistas': hours only the shipper's network sees it (publication only).
    networkHours: oneOf(['', ...NETWORK_HOURS.map(String)], 'Elegí 2, 6 o 24 horas.').transform(
      (v) => (v === '' ? null : Number(v)),
    ),
  })
  .refine(deliveryNotBeforePickup, {
    error: listingMessages.deliveryBeforePickup,
    path: ['deliveryDate'],
  });

/** What the form holds: every field as typed (strings). */
export type ListingFormValues = z.input<typeof listingFormSchema>;
/** What a valid form produces, ready to map to columns. */
export type ListingInput = z.output<typeof listingFormSchema>;

export const emptyListingFormValues: ListingFormValues = {
  title: '',
  description: '',
  origin: '',
  destination: '',
  originProvince: '',
  destinationProvince: '',
  weight: '',
  vehicleType: '',
  cargoType: '',
  loadType: '',
  length: '',
  width: '',
  height: '',
  pickupDate: '',
  deliveryDate: '',
  price: '',
  instantBooking: false,
  declaredValue: '',
  insuredBy: 'shipper',
  paymentTermDays: String(DEFAULT_PAYMENT_TERM_DAYS),
  networkHours: '',
};

function numberText(value: number | null): string {
  return value === null ? '' : String(value);
}

/** The form's starting values when editing a listing. */
export function listingToFormValues(listing: Listing): ListingFormValues {
  return {
    title: listing.title,
    description: listing.description,
    origin: listing.origin,
    destination: listing.destination,
    originProvince: listing.originProvince ?? '',
    destinationProvince: listing.destinationProvince ?? '',
    weight: numberText(listing.weightKg),
    vehicleType: listing.vehicleType ?? '',
    cargoType: listing.cargoType,
    loadType: listing.loadType,
    length: numberText(listing.lengthCm),
    width: numberText(listing.widthCm),
    height: numberText(listing.heightCm),
    pickupDate: listing.pickupDate,
    deliveryDate: listing.deliveryDate,
    price: numberText(listing.price),
    instantBooking: listing.instantBooking,
    declaredValue: numberText(listing.declaredValue),
    insuredBy: listing.insuredBy,
    paymentTermDays: String(listing.paymentTermDays ?? DEFAULT_PAYMENT_TERM_DAYS),
    // Set at publication only; an edit leaves the window as it was.
    networkHours: '',
  };
}

/** Republicar: new dates for an expired listing, the pickup today or later (`today`: YYYY-MM-DD). */
export function republishFormSchema(today: string = localCalendarDate()) {
  return z
    .object({
      pickupDate: requiredDate(listingMessages.pickupDateRequired).refine(
        // An invalid date has its own message already.
        (value) => !isCalendarDate(value) || value >= today,
        listingMessages.pickupDatePast,
      ),
      deliveryDate: requiredDate(listingMessages.deliveryDateRequired),
    })
    .refine(deliveryNotBeforePickup, {
      error: listingMessages.deliveryBeforePickup,
      path: ['deliveryDate'],
    });
}

export type RepublishFormValues = z.input<ReturnType<typeof republishFormSchema>>;
export type RepublishInput = z.output<ReturnType<typeof republishFormSchema>>;
