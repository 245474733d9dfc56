/** An invoice ARCA authorized, for the invoices feature's tests. */
import type { IssuedInvoice } from '../invoice-logic';

export function issuedInvoice(overrides: Partial<IssuedInvoice> = {}): IssuedInvoice {
  return {
    invoiceType: 1,
    pointOfSale: 5,
    number: 12,
    issuedOn: '2026-11-28',
    issuerCuit: '20123456786',
    issuerName: 'Transportes del Oeste',
    receiverCuit: '30712345671',
    receiverName: 'Bodega Andina S.A.',
    amountArs: 1210,
    netArs: 1000,
    vatArs: 210,
    cae: '71263951827464',
    caeDue: '2026-12-08',
    serviceFrom: '2026-11-25',
    serviceTo: '2026-11-27',
    ...overrides,
  };
}
