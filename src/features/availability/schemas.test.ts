import { describe, expect, it } from 'vitest';
import {
  availabilityFormSchema,
  availabilityMessages,
  emptyAvailability,
  offerListingSchema,
  vehicleChoice,
  type AvailabilityFormValues,
} from './schemas';

const TODAY = '2026-12-01';
const vehicles = [{ id: 'v1', vehicle_type: 'truck_large' }];
const schema = availabilityFormSchema(TODAY, vehicles);

const valid: AvailabilityFormValues = {
  vehicle: vehicleChoice.own('v1'),
  place: 'Rosario, Santa Fe',
  province: 'Santa Fe',
  availableFrom: '2026-12-03',
  availableTo: '2026-12-05',
  destinationProvince: '',
  note: '  Vuelvo vacío  ',
};

/** The message of each field that failed, by field name. */
function errorsOf(values: Partial<AvailabilityFormValues>): Record<string, string> {
  const result = schema.safeParse({ ...valid, ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('availabilityFormSchema', () => {
  it('takes one of the carrier vehicles with its type, and Cualquier destino as null', () => {
    expect(schema.parse(valid)).toEqual({
      vehicleId: 'v1',
      vehicleType: 'truck_large',
      place: 'Rosario, Santa Fe',
      province: 'Santa Fe',
      availableFrom: '2026-12-03',
      availableTo: '2026-12-05',
      destinationProvince: null,
      note: 'Vuelvo vacío',
    });
  });

  it('takes a bare vehicle type and a destination province', () => {
    expect(
      schema.parse({
        ...valid,
        vehicle: vehicleChoice.type('van'),
        destinationProvince: 'Mendoza',
      }),
    ).toMatchObject({ vehicleId: null, vehicleType: 'van', destinationProvince: 'Mendoza' });
  });

  it('refuses no vehicle, a vehicle of someone else and an unknown type', () => {
    for (const vehicle of ['', vehicleChoice.own('other'), vehicleChoice.type('rocket')]) {
      expect(errorsOf({ vehicle })).toEqual({ vehicle: availabilityMessages.vehicleRequired });
    }
  });

  it('requires a locality the picker knows', () => {
    expect(errorsOf({ place: ' ', province: '' })).toEqual({
      place: availabilityMessages.placeRequired,
    });
    expect(errorsOf({ place: 'Villa Inventada', province: '' })).toEqual({
      place: availabilityMessages.placeUnknown,
    });
  });

  it('says every wrong field at once', () => {
    expect(errorsOf({ ...emptyAvailability, place: 'Villa Inventada' })).toEqual({
      vehicle: availabilityMessages.vehicleRequired,
      place: availabilityMessages.placeUnknown,
      availableFrom: availabilityMessages.fromRequired,
      availableTo: availabilityMessages.toRequired,
    });
  });

  it('starts today at the earliest', () => {
    expect(errorsOf({ availableFrom: TODAY })).toEqual({});
    expect(errorsOf({ availableFrom: '2026-11-30' })).toEqual({
      availableFrom: availabilityMessages.fromPast,
    });
  });

  it('ends on or after its start, at most 30 days later', () => {
    expect(errorsOf({ availableTo: '2026-12-03' })).toEqual({});
    expect(errorsOf({ availableTo: '2026-12-02' })).toEqual({
      availableTo: availabilityMessages.toBeforeFrom,
    });
    expect(errorsOf({ availableTo: '2027-01-02' })).toEqual({});
    expect(errorsOf({ availableTo: '2027-01-03' })).toEqual({
      availableTo: availabilityMessages.windowTooLong,
    });
  });

  it('refuses an impossible date', () => {
    expect(errorsOf({ availableTo: '2026-12-32' })).toEqual({
      availableTo: availabilityMessages.dateInvalid,
    });
  });

  it('refuses an unknown destination province and a note over 300 characters', () => {
    expect(errorsOf({ destinationProvince: 'Atlántida', note: 'x'.repeat(301) })).toEqual({
      destinationProvince: availabilityMessages.destinationInvalid,
      note: availabilityMessages.noteTooLong,
    });
    expect(errorsOf({ note: 'x'.repeat(300) })).toEqual({});
  });
});

describe('offerListingSchema', () => {
  it('requires a listing', () => {
    expect(offerListingSchema.safeParse({ listingId: '' }).error?.issues[0]?.message).toBe(
      availabilityMessages.listingRequired,
    );
    expect(offerListingSchema.parse({ listingId: 'l1' })).toEqual({ listingId: 'l1' });
  });
});
