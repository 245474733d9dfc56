import { describe, expect, it } from 'vitest';
import {
  deliverySchema,
  insuranceSchema,
  paperworkSchema,
  problemSchema,
  tripMessages,
} from './schemas';

const pdf = new File(['%PDF-1.4'], 'poliza.pdf', { type: 'application/pdf' });
const photo = new File(['x'], 'carga.jpg', { type: 'image/jpeg' });

function firstError(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : result.error?.issues[0]?.message;
}

describe('insuranceSchema', () => {
  const schema = insuranceSchema('2026-12-03');
  const good = {
    insurer: 'La Segunda',
    policyNumber: 'TR-123/4',
    validUntil: '2027-01-01',
    certificate: [pdf],
  };
  it('takes one PDF and a policy valid through the delivery date', () => {
    expect(schema.parse(good).certificate).toBe(pdf);
  });
  it.each([
    [{ insurer: 'X' }, tripMessages.insurer],
    [{ policyNumber: 'póliza 1' }, tripMessages.policyNumber],
    [{ validUntil: '2026-12-02' }, tripMessages.validBeforeDelivery],
    [{ validUntil: '' }, tripMessages.validUntil],
    [{ certificate: [] }, tripMessages.certificate],
    [{ certificate: [photo] }, tripMessages.certificate],
  ])('refuses a wrong field (%#)', (change, message) => {
    expect(firstError(schema.safeParse({ ...good, ...change }))).toBe(message);
  });
});

describe('deliverySchema and problemSchema', () => {
  it('asks for the recipient, a DNI and 1 to 6 photos', () => {
    const good = { recipientName: 'Ana Receptora', recipientDni: '30123456', photos: [photo] };
    expect(deliverySchema.parse(good).photos).toEqual([photo]);
    expect(deliverySchema.parse(good).remitoConfirmed).toBe(false);
    expect(deliverySchema.parse({ ...good, remitoConfirmed: true }).remitoConfirmed).toBe(true);
    expect(firstError(deliverySchema.safeParse({ ...good, recipientDni: '30.123.456' }))).toBe(
      tripMessages.recipientDni,
    );
    expect(firstError(deliverySchema.safeParse({ ...good, photos: [] }))).toBe(tripMessages.photos);
    expect(firstError(deliverySchema.safeParse({ ...good, photos: Array(7).fill(photo) }))).toBe(
      tripMessages.photos,
    );
    expect(firstError(deliverySchema.safeParse({ ...good, photos: [pdf] }))).toBe(
      tripMessages.photos,
    );
  });

  it('takes a kind, a description and optional photos', () => {
    expect(
      problemSchema.parse({ kind: 'shortage', description: 'Faltan dos pallets' }).photos,
    ).toEqual([]);
    expect(
      firstError(problemSchema.safeParse({ kind: 'theft', description: 'Faltan dos pallets' })),
    ).toBe(tripMessages.kind);
    expect(firstError(problemSchema.safeParse({ kind: 'damage', description: 'Roto' }))).toBe(
      tripMessages.description,
    );
  });
});

describe('paperworkSchema', () => {
  it('takes remito numbers in one field and an optional COT', () => {
    expect(
      paperworkSchema.parse({ remitoNumbers: '1-1234, 1-1235', cotCode: ' 12345678 ' }),
    ).toEqual({ remitoNumbers: ['00001-00001234', '00001-00001235'], cotCode: '12345678' });
    expect(paperworkSchema.parse({ remitoNumbers: '', cotCode: '' })).toEqual({
      remitoNumbers: [],
      cotCode: '',
    });
  });

  it('refuses a malformed remito, more than 10, or a COT that is not 6 to 20 digits', () => {
    expect(firstError(paperworkSchema.safeParse({ remitoNumbers: 'R-1', cotCode: '' }))).toBe(
      tripMessages.remitoNumbers,
    );
    const eleven = Array.from({ length: 11 }, (_, i) => `1-${i + 1}`).join(',');
    expect(firstError(paperworkSchema.safeParse({ remitoNumbers: eleven, cotCode: '' }))).toBe(
      tripMessages.remitoNumbers,
    );
    for (const cotCode of ['12345', '1234-5678', '1'.repeat(21)]) {
      expect(firstError(paperworkSchema.safeParse({ remitoNumbers: '', cotCode }))).toBe(
        tripMessages.cotCode,
      );
    }
  });
});
