import { describe, expect, it } from 'vitest';
import { deliverySchema, insuranceSchema, problemSchema, tripMessages } from './schemas';

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
