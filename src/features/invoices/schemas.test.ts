import { describe, expect, it } from 'vitest';
import { cuitMessages } from '@/domain/cuit';
import { invoicingMessages, invoicingSettingsSchema } from './schemas';

const good = { cuit: '20-12345678-6', ivaCondition: 'monotributo', pointOfSale: ' 3 ' } as const;

function messages(input: Record<string, string>) {
  const result = invoicingSettingsSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('invoicingSettingsSchema', () => {
  it('stores the CUIT without hyphens and the point of sale as a number', () => {
    expect(invoicingSettingsSchema.parse(good)).toEqual({
      cuit: '20123456786',
      ivaCondition: 'monotributo',
      pointOfSale: 3,
    });
  });

  it('refuses a wrong CUIT, no condition, a final consumer, and a point of sale out of range', () => {
    expect(messages({ ...good, cuit: '20-12345678-5' })).toEqual([cuitMessages.checkDigit]);
    expect(messages({ ...good, ivaCondition: '' })).toEqual([invoicingMessages.ivaCondition]);
    expect(messages({ ...good, ivaCondition: 'consumidor_final' })).not.toEqual([]);
    for (const pointOfSale of ['0', '100000', '-1', '1.5', '']) {
      expect(messages({ ...good, pointOfSale })).toEqual([invoicingMessages.pointOfSale]);
    }
  });
});
