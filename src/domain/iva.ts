/**
 * IVA conditions (condición frente al IVA) as ARCA names them, and which invoice class a
 * transporter issues: a Responsable Inscripto issues A to another Responsable Inscripto or a
 * Monotributista and B to an Exento or a final consumer; a Monotributista or an Exento issues C.
 */
export const ivaConditions = [
  'responsable_inscripto',
  'monotributo',
  'exento',
  'consumidor_final',
] as const;
export type IvaCondition = (typeof ivaConditions)[number];

export const ivaConditionLabels: Record<IvaCondition, string> = {
  responsable_inscripto: 'IVA Responsable Inscripto',
  monotributo: 'Responsable Monotributo',
  exento: 'IVA Sujeto Exento',
  consumidor_final: 'Consumidor Final',
};

/** Who issues invoices: every condition but the final consumer's. */
export const issuerIvaConditions = ['responsable_inscripto', 'monotributo', 'exento'] as const;
export type IssuerIvaCondition = (typeof issuerIvaConditions)[number];

export type InvoiceClass = 'A' | 'B' | 'C';

export function invoiceClass(issuer: IssuerIvaCondition, receiver: IvaCondition): InvoiceClass {
  if (issuer !== 'responsable_inscripto') return 'C';
  return receiver === 'responsable_inscripto' || receiver === 'monotributo' ? 'A' : 'B';
}

/** What the issuer's condition means for his invoices, in a sentence. */
export function invoiceClassSummary(issuer: IssuerIvaCondition): string {
  return issuer === 'responsable_inscripto'
    ? 'Emitís Factura A a responsables inscriptos y monotributistas, y Factura B a exentos y consumidores finales.'
    : 'Emitís Factura C a todos tus dadores de carga.';
}
