/**
 * The 'Enviar Propuesta' form: a price in € (greater than 0, at most 100.000.000, two decimals at
 * most, as the numeric(14,2) column and its CHECK allow), an optional message of up to 1000
 * characters and, for a new offer, 'Válida hasta' (after now, at most 7 days ahead, as the database
 * checks). The 'Contraofertar' form: a price under the same rules, not the one on the table.
 * Inputs arrive as strings; the output carries numbers and an ISO timestamp.
 */
import { z } from 'zod';
import { amountField } from '@/lib/amount-field';
import { dateTimeInputValue } from '@/lib/calendar-date';

export const MAX_PROPOSAL_PRICE = 100_000_000;
export const MAX_PROPOSAL_MESSAGE = 1000;
/** How long a new offer stays valid unless its transporter says otherwise. */
export const DEFAULT_VALIDITY_HOURS = 48;
export const MAX_VALIDITY_DAYS = 7;

const HOUR = 3_600_000;
const MAX_VALIDITY_MS = MAX_VALIDITY_DAYS * 24 * HOUR;

export const proposalMessages = {
  priceRequired: 'El precio es obligatorio',
  pricePositive: 'El precio debe ser un número mayor que cero',
  priceTooLarge: 'El precio no puede superar 100.000.000 €',
  priceDecimals: 'El precio admite como máximo dos decimales',
  messageTooLong: 'El mensaje no puede superar los 1000 caracteres',
  validUntilRequired: 'Indica hasta cuándo es válida la propuesta',
  validUntilInvalid: 'Fecha inválida',
  validUntilPast: 'La validez debe terminar después de ahora',
  validUntilTooLong: `La propuesta puede ser válida como máximo ${MAX_VALIDITY_DAYS} días`,
  counterUnchanged: 'La contraoferta debe tener un precio distinto del actual',
} as const;

const priceField = amountField(MAX_PROPOSAL_PRICE, {
  required: proposalMessages.priceRequired,
  positive: proposalMessages.pricePositive,
  tooLarge: proposalMessages.priceTooLarge,
  decimals: proposalMessages.priceDecimals,
});

/** A `datetime-local` value (local time; seconds optional), as the input gives it. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?$/;

/** Compared with the clock when the form is checked, as the database compares with now(). */
const validUntilField = z
  .string()
  .trim()
  .min(1, { error: proposalMessages.validUntilRequired, abort: true })
  .refine((v) => DATE_TIME.test(v) && !Number.isNaN(Date.parse(v)), {
    error: proposalMessages.validUntilInvalid,
    abort: true,
  })
  .refine((v) => Date.parse(v) > Date.now(), {
    error: proposalMessages.validUntilPast,
    abort: true,
  })
  .refine((v) => Date.parse(v) <= Date.now() + MAX_VALIDITY_MS, proposalMessages.validUntilTooLong)
  .transform((v) => new Date(v).toISOString());

/** Modificar: the price and message of a live proposal (its validity stays). */
export const proposalFormSchema = z.object({
  price: priceField,
  message: z.string().trim().max(MAX_PROPOSAL_MESSAGE, proposalMessages.messageTooLong),
});

/** Enviar Propuesta: a new offer, with until when it is valid. */
export const newProposalFormSchema = proposalFormSchema.extend({ validUntil: validUntilField });

/** What the form holds: both fields as typed. */
export type ProposalFormValues = z.input<typeof proposalFormSchema>;
/** What a valid form produces. */
export type ProposalInput = z.output<typeof proposalFormSchema>;

export type NewProposalFormValues = z.input<typeof newProposalFormSchema>;
export type NewProposalInput = z.output<typeof newProposalFormSchema>;

/** The dialog's starting values: the listing's price (or the live proposal's) and its message. */
export function proposalFormDefaults(price: number, message = ''): ProposalFormValues {
  return { price: String(price), message };
}

/** A new offer starts at the listing's price, valid for the default 48 hours. */
export function newProposalFormDefaults(price: number, now = new Date()): NewProposalFormValues {
  return {
    ...proposalFormDefaults(price),
    validUntil: dateTimeInputValue(new Date(now.getTime() + DEFAULT_VALIDITY_HOURS * HOUR)),
  };
}

/** The latest 'Válida hasta' the input offers (its `max`). */
export function latestValidUntil(now = new Date()): string {
  return dateTimeInputValue(new Date(now.getTime() + MAX_VALIDITY_MS));
}

/** Contraofertar: a price under the proposal rules, other than the one on the table. */
export function counterOfferFormSchema(priceOnTable: number) {
  return z.object({
    price: priceField.refine((price) => price !== priceOnTable, proposalMessages.counterUnchanged),
  });
}

export type CounterOfferFormValues = z.input<ReturnType<typeof counterOfferFormSchema>>;
export type CounterOfferInput = z.output<ReturnType<typeof counterOfferFormSchema>>;
