/**
 * The 'Enviar Propuesta' form: a price in € (greater than 0, at most 100.000.000, two decimals at
 * most, as the numeric(14,2) column and its CHECK allow) and an optional message of up to 1000
 * characters. Inputs arrive as strings; the output carries a number.
 */
import { z } from 'zod';

export const MAX_PROPOSAL_PRICE = 100_000_000;
export const MAX_PROPOSAL_MESSAGE = 1000;

export const proposalMessages = {
  priceRequired: 'El precio es obligatorio',
  pricePositive: 'El precio debe ser un número mayor que cero',
  priceTooLarge: 'El precio no puede superar 100.000.000 €',
  priceDecimals: 'El precio admite como máximo dos decimales',
  messageTooLong: 'El mensaje no puede superar los 1000 caracteres',
} as const;

/** A plain decimal number; a comma is accepted as the decimal separator, as people type it. */
const DECIMAL = /^\d+(?:[.,]\d+)?$/;
const CENTS = /^\d+(?:[.,]\d{1,2})?$/;
const toNumber = (value: string) => Number(value.replace(',', '.'));

export const proposalFormSchema = z.object({
  price: z
    .string()
    .trim()
    .min(1, { error: proposalMessages.priceRequired, abort: true })
    .refine((v) => DECIMAL.test(v) && toNumber(v) > 0, {
      error: proposalMessages.pricePositive,
      abort: true,
    })
    .refine((v) => toNumber(v) <= MAX_PROPOSAL_PRICE, {
      error: proposalMessages.priceTooLarge,
      abort: true,
    })
    .refine((v) => CENTS.test(v), proposalMessages.priceDecimals)
    .transform(toNumber),
  message: z.string().trim().max(MAX_PROPOSAL_MESSAGE, proposalMessages.messageTooLong),
});

/** What the form holds: both fields as typed. */
export type ProposalFormValues = z.input<typeof proposalFormSchema>;
/** What a valid form produces. */
export type ProposalInput = z.output<typeof proposalFormSchema>;

/** The dialog's starting values: the listing's price (or the live proposal's) and its message. */
export function proposalFormDefaults(price: number, message = ''): ProposalFormValues {
  return { price: String(price), message };
}
