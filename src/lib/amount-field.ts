/**
 * A money amount typed in a form: a plain decimal number (a comma is accepted as the decimal
 * separator, as people type it), greater than 0, up to a maximum, with at most two decimals, as
 * a numeric(…, 2) column and its CHECK allow. The text in, the number out.
 */
import { z } from 'zod';

const DECIMAL = /^\d+(?:[.,]\d+)?$/;
const CENTS = /^\d+(?:[.,]\d{1,2})?$/;
const toNumber = (value: string) => Number(value.replace(',', '.'));

export interface AmountMessages {
  required: string;
  positive: string;
  tooLarge: string;
  decimals: string;
}

export function amountField(max: number, messages: AmountMessages) {
  return z
    .string()
    .trim()
    .min(1, { error: messages.required, abort: true })
    .refine((v) => DECIMAL.test(v) && toNumber(v) > 0, { error: messages.positive, abort: true })
    .refine((v) => toNumber(v) <= max, { error: messages.tooLarge, abort: true })
    .refine((v) => CENTS.test(v), messages.decimals)
    .transform(toNumber);
}
