import { describe, expect, it } from 'vitest';
import { receiptSchema, trackingProblemSchema } from './schemas';

function errorsOf(
  result:
    ReturnType<typeof trackingProblemSchema.safeParse> | ReturnType<typeof receiptSchema.safeParse>,
) {
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
}

describe('the consignee’s forms', () => {
  it('take at most one photo, an image', () => {
    const jpeg = new File(['j'], 'carga.jpg', { type: 'image/jpeg' });
    const receiver = { recipientName: 'Rosa Destino', recipientDni: '27111222' };
    expect(receiptSchema.parse({ ...receiver, photo: [jpeg] }).photo).toBe(jpeg);
    for (const photo of [
      [jpeg, jpeg],
      [new File(['%PDF'], 'x.pdf', { type: 'application/pdf' })],
    ]) {
      expect(errorsOf(receiptSchema.safeParse({ ...receiver, photo }))).toEqual({
        photo: 'Elegí una sola foto (una imagen)',
      });
    }
  });

  it('take a name and a DNI of 7 or 8 digits, trimmed', () => {
    expect(
      receiptSchema.parse({ recipientName: ' Rosa Destino ', recipientDni: '27111222' }),
    ).toEqual({ recipientName: 'Rosa Destino', recipientDni: '27111222', photo: null });
    expect(
      errorsOf(
        trackingProblemSchema.safeParse({
          recipientName: 'R',
          recipientDni: '27.111.222',
          description: 'Mal',
        }),
      ),
    ).toEqual({
      recipientName: 'Indica el nombre de quien recibe (2 a 120 caracteres)',
      recipientDni: 'El DNI debe tener 7 u 8 dígitos, sin puntos',
      description: 'Contá qué pasó (10 a 1800 caracteres)',
    });
  });

  it('keep a description the database takes with the reporter appended', () => {
    const long = { recipientName: 'Rosa', recipientDni: '27111222', description: 'x'.repeat(1801) };
    expect(errorsOf(trackingProblemSchema.safeParse(long))).toEqual({
      description: 'Contá qué pasó (10 a 1800 caracteres)',
    });
    expect(
      trackingProblemSchema.safeParse({ ...long, description: 'x'.repeat(1800) }).success,
    ).toBe(true);
  });
});
