import { describe, expect, it } from 'vitest';
import { makeListing } from './testing/make-listing';
import {
  emptyListingFormValues,
  listingFormSchema,
  listingMessages,
  listingToFormValues,
  republishFormSchema,
  type ListingFormValues,
} from './schemas';

const valid: ListingFormValues = {
  ...emptyListingFormValues,
  title: 'Vinos',
  description: 'Cajas de vino',
  origin: 'Mendoza',
  destination: 'Salta',
  weight: '1500',
  cargoType: 'wine',
  loadType: 'dry',
  pickupDate: '2026-12-01',
  deliveryDate: '2026-12-03',
  price: '1200.50',
};

function errorsOf(values: ListingFormValues): Record<string, string> {
  const result = listingFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('listingFormSchema', () => {
  it('turns valid input into numbers and nulls', () => {
    expect(listingFormSchema.parse({ ...valid, length: '120', vehicleType: 'van' })).toEqual({
      title: 'Vinos',
      description: 'Cajas de vino',
      origin: 'Mendoza',
      destination: 'Salta',
      originProvince: null,
      destinationProvince: null,
      weight: 1500,
      vehicleType: 'van',
      cargoType: 'wine',
      loadType: 'dry',
      length: 120,
      width: null,
      height: null,
      pickupDate: '2026-12-01',
      deliveryDate: '2026-12-03',
      price: 1200.5,
      instantBooking: false,
      declaredValue: null,
      insuredBy: 'shipper',
      paymentTermDays: 30,
      networkHours: null,
    });
    expect(listingFormSchema.parse({ ...valid, instantBooking: true }).instantBooking).toBe(true);
  });

  it("reads 'Primero a mis transportistas' as 2, 6 or 24 hours, and refuses another", () => {
    expect(listingFormSchema.parse({ ...valid, networkHours: '6' }).networkHours).toBe(6);
    expect(errorsOf({ ...valid, networkHours: '5' })).toEqual({
      networkHours: 'Elegí 2, 6 o 24 horas.',
    });
  });

  it('reads the declared value and who insures, and refuses a wrong one', () => {
    expect(
      listingFormSchema.parse({ ...valid, declaredValue: '180000', insuredBy: 'transporter' }),
    ).toMatchObject({ declaredValue: 180000, insuredBy: 'transporter' });
    expect(errorsOf({ ...valid, declaredValue: '-5' })).toEqual({
      declaredValue: listingMessages.declaredValuePositive,
    });
    expect(errorsOf({ ...valid, declaredValue: '20000000000' })).toEqual({
      declaredValue: listingMessages.declaredValueTooLarge,
    });
    expect(errorsOf({ ...valid, insuredBy: 'nadie' })).toEqual({
      insuredBy: listingMessages.insuredByRequired,
    });
  });

  it("reads 'Plazo de pago' as days the database takes, and refuses another", () => {
    expect(listingFormSchema.parse({ ...valid, paymentTermDays: '0' }).paymentTermDays).toBe(0);
    expect(listingFormSchema.parse({ ...valid, paymentTermDays: '60' }).paymentTermDays).toBe(60);
    for (const wrong of ['', '7', '90', '-30', '30.5']) {
      expect(errorsOf({ ...valid, paymentTermDays: wrong })).toEqual({
        paymentTermDays: 'Elegí el plazo de pago',
      });
    }
  });

  it('keeps a province the places list knows, and nothing else', () => {
    const withProvinces = { ...valid, originProvince: 'Mendoza', destinationProvince: 'Salta' };
    expect(listingFormSchema.parse(withProvinces)).toMatchObject({
      originProvince: 'Mendoza',
      destinationProvince: 'Salta',
    });
    for (const bad of ['mendoza', 'Narnia', 'Mendoza '.repeat(50)]) {
      expect(listingFormSchema.safeParse({ ...withProvinces, originProvince: bad }).success).toBe(
        false,
      );
    }
  });

  it('requires every mandatory field, with Spanish messages', () => {
    expect(errorsOf(emptyListingFormValues)).toEqual({
      title: listingMessages.titleRequired,
      description: listingMessages.descriptionRequired,
      origin: listingMessages.originRequired,
      destination: listingMessages.destinationRequired,
      weight: listingMessages.weightRequired,
      cargoType: listingMessages.cargoTypeRequired,
      loadType: listingMessages.loadTypeRequired,
      pickupDate: listingMessages.pickupDateRequired,
      deliveryDate: listingMessages.deliveryDateRequired,
      price: listingMessages.priceRequired,
    });
  });

  it('treats whitespace as empty', () => {
    expect(errorsOf({ ...valid, title: '   ' })).toEqual({ title: listingMessages.titleRequired });
  });

  it('requires positive numbers', () => {
    expect(
      errorsOf({ ...valid, weight: '0', price: '-5', length: 'abc', width: '0', height: '-1' }),
    ).toEqual({
      weight: listingMessages.weightPositive,
      price: listingMessages.pricePositive,
      length: listingMessages.lengthPositive,
      width: listingMessages.widthPositive,
      height: listingMessages.heightPositive,
    });
  });

  it('rejects invalid dates', () => {
    expect(errorsOf({ ...valid, pickupDate: '2026-02-30' })).toEqual({
      pickupDate: listingMessages.dateInvalid,
    });
  });

  it('rejects NaN and infinity, which Postgres would take as numbers and dates', () => {
    expect(
      errorsOf({
        ...valid,
        weight: 'NaN',
        price: 'Infinity',
        length: 'NaN',
        width: '-Infinity',
        height: '1e999',
        pickupDate: 'infinity',
        deliveryDate: '-infinity',
      }),
    ).toEqual({
      weight: listingMessages.weightPositive,
      price: listingMessages.pricePositive,
      length: listingMessages.lengthPositive,
      width: listingMessages.widthPositive,
      height: listingMessages.heightPositive,
      pickupDate: listingMessages.dateInvalid,
      deliveryDate: listingMessages.dateInvalid,
    });
  });

  it('refuses a delivery before the pickup, on the delivery date', () => {
    expect(errorsOf({ ...valid, deliveryDate: '2026-11-30' })).toEqual({
      deliveryDate: listingMessages.deliveryBeforePickup,
    });
    expect(errorsOf({ ...valid, deliveryDate: valid.pickupDate })).toEqual({});
  });

  it('refuses values outside the catalog', () => {
    expect(errorsOf({ ...valid, cargoType: 'gold', vehicleType: 'ufo' })).toEqual({
      cargoType: listingMessages.cargoTypeRequired,
      vehicleType: listingMessages.vehicleTypeInvalid,
    });
  });
});

describe('listingToFormValues', () => {
  it('round-trips a listing through the form', () => {
    const listing = makeListing({
      lengthCm: 120.5,
      widthCm: 80,
      heightCm: 100,
      vehicleType: null,
      instantBooking: true,
    });
    const values = listingToFormValues(listing);
    expect(values.length).toBe('120.5');
    expect(values.vehicleType).toBe('');
    expect(values.instantBooking).toBe(true);
    const parsed = listingFormSchema.parse(values);
    expect(parsed.weight).toBe(listing.weightKg);
    expect(parsed.vehicleType).toBeNull();
  });
});

describe('republishFormSchema', () => {
  const today = '2026-11-26';
  const republishErrors = (values: { pickupDate: string; deliveryDate: string }) => {
    const result = republishFormSchema(today).safeParse(values);
    if (result.success) return {};
    return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('takes a pickup from today on and a delivery not before it', () => {
    const dates = { pickupDate: today, deliveryDate: today };
    expect(republishFormSchema(today).parse(dates)).toEqual(dates);
    expect(republishErrors({ pickupDate: '2026-12-01', deliveryDate: '2026-12-03' })).toEqual({});
  });

  it('refuses missing, invalid and past dates, and a delivery before the pickup', () => {
    expect(republishErrors({ pickupDate: '', deliveryDate: '' })).toEqual({
      pickupDate: listingMessages.pickupDateRequired,
      deliveryDate: listingMessages.deliveryDateRequired,
    });
    expect(republishErrors({ pickupDate: '2026-11-31', deliveryDate: '2026-12-01' })).toEqual({
      pickupDate: listingMessages.dateInvalid,
    });
    expect(republishErrors({ pickupDate: '2026-11-25', deliveryDate: '2026-12-01' })).toEqual({
      pickupDate: 'La fecha de recogida no puede ser anterior a hoy',
    });
    expect(republishErrors({ pickupDate: '2026-12-03', deliveryDate: '2026-12-01' })).toEqual({
      deliveryDate: listingMessages.deliveryBeforePickup,
    });
  });
});
