import { describe, expect, it } from 'vitest';
import { messageSchema, reportSchema } from './schemas';

describe('messageSchema', () => {
  it('takes 1 to 2.000 characters once trimmed', () => {
    expect(messageSchema.parse({ body: '  ¿Va paletizada?  ' })).toEqual({
      body: '¿Va paletizada?',
    });
    expect(messageSchema.safeParse({ body: '   ' }).error?.issues[0].message).toBe(
      'Escribe un mensaje.',
    );
    expect(messageSchema.safeParse({ body: 'x'.repeat(2001) }).error?.issues[0].message).toBe(
      'El mensaje puede tener hasta 2.000 caracteres.',
    );
    expect(messageSchema.safeParse({ body: 'x'.repeat(2000) }).success).toBe(true);
  });
});

describe('reportSchema', () => {
  it('asks for a reason of up to 1.000 characters', () => {
    expect(reportSchema.safeParse({ reason: '' }).success).toBe(false);
    expect(reportSchema.safeParse({ reason: 'x'.repeat(1001) }).success).toBe(false);
    expect(reportSchema.parse({ reason: ' Pidió pagar por fuera ' }).reason).toBe(
      'Pidió pagar por fuera',
    );
  });
});
