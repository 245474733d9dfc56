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

/** The checks of a typed amount, each passing an empty text (whether one may be empty is apart). */
function amountText(max: number, messages: Omit<AmountMessages, 'required'>) {
  return z
    .string()
    .trim()
    .refine((v) => v === '' || (DECIMAL.test(v) && toNumber(v) > 0), {
      error: messages.positive,
      abort: true,
    })
    .refine((v) => v === '' || toNumber(v) <= max, { error: messages.tooLarge, abort: true })
    .refine((v) => v === '' || CENTS.test(v), messages.decimals);
}

export function amountField(max: number, messages: AmountMessages) {
  return amountText(max, messages)
    .refine((v) => v !== '', messages.required)
    .transform(toNumber);
}

/** The same amount where the form may leave it empty: null then. */
export function optionalAmountField(max: number, messages: Omit<AmountMessages, 'required'>) {
  return amountText(max, messages).transform((v) => (v === '' ? null : toNumber(v)));
}
