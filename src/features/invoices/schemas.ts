/** 'Facturación electrónica': the transporter's CUIT, IVA condition and ARCA point of sale. */
import { z } from 'zod';
import { issuerIvaConditions } from '@/domain/iva';
import { cuitField } from '@/lib/cuit-field';

export const invoicingMessages = {
  ivaCondition: 'Selecciona tu condición frente al IVA',
  pointOfSale: 'El punto de venta es un número de 1 a 99999',
} as const;

export const invoicingSettingsSchema = z.object({
  cuit: cuitField(),
  ivaCondition: z
    .union([z.enum(issuerIvaConditions), z.literal('')])
    .refine((value) => value !== '', invoicingMessages.ivaCondition)
    .transform((value) => value as (typeof issuerIvaConditions)[number]),
  pointOfSale: z
    .string()
    .trim()
    .regex(/^\d{1,5}$/, invoicingMessages.pointOfSale)
    .transform(Number)
    .refine((value) => value >= 1, invoicingMessages.pointOfSale),
});
export type InvoicingSettingsInput = z.input<typeof invoicingSettingsSchema>;
export type InvoicingSettingsValues = z.output<typeof invoicingSettingsSchema>;
