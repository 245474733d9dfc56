import { describe, expect, it } from 'vitest';
import { invoiceClass, invoiceClassSummary, ivaConditions } from './iva';

describe('invoiceClass', () => {
  it('a Responsable Inscripto issues A to RI and Monotributo, B to Exento and final consumers', () => {
    expect(ivaConditions.map((r) => invoiceClass('responsable_inscripto', r))).toEqual([
      'A',
      'A',
      'B',
      'B',
    ]);
  });

  it('a Monotributista or an Exento issues C to anyone', () => {
    for (const issuer of ['monotributo', 'exento'] as const) {
      expect(ivaConditions.map((r) => invoiceClass(issuer, r))).toEqual(['C', 'C', 'C', 'C']);
    }
  });

  it('says so in Spanish', () => {
    expect(invoiceClassSummary('responsable_inscripto')).toMatch(/^Emitís Factura A .* Factura B/);
    expect(invoiceClassSummary('monotributo')).toBe(
      'Emitís Factura C a todos tus dadores de carga.',
    );
  });
});
