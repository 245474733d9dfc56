/**
 * The back-office's forms: the reject form of 'Documentos por revisar' (a reason, at most 500
 * characters, the RPC's limit), and the resolutions of 'Incidencias' (with an optional amount
 * agreed) and 'Disputas de cobro' (the lengths the database checks), and 'Tipo de cambio' (the range and days the database
 * takes).
 */
import { z } from 'zod';
import { trimmedText } from '@/lib/trimmed-text';
import { amountField, optionalAmountField } from '@/lib/amount-field';
import { daysBetween, isCalendarDate } from '@/lib/calendar-date';

export const MAX_REVIEW_NOTE = 500;

export const reviewMessages = {
  noteRequired: 'Indicá el motivo del rechazo',
  noteTooLong: 'El motivo no puede superar los 500 caracteres',
} as const;

export const rejectDocumentSchema = z.object({
  note: trimmedText(1, MAX_REVIEW_NOTE, reviewMessages.noteRequired, reviewMessages.noteTooLong),
});

export type RejectDocumentInput = z.output<typeof rejectDocumentSchema>;

/** trip_incidents.resolution: 2 to 2000 characters once trimmed. */
export const MAX_INCIDENT_RESOLUTION = 2000;
/** admin_resolve_payment_dispute's note: 1 to 500 characters once trimmed. */
export const MAX_DISPUTE_NOTE = 500;

export const resolutionMessages = {
  resolutionTooShort: 'Escribe la resolución (al menos 2 caracteres)',
  resolutionTooLong: 'La resolución no puede superar los 2000 caracteres',
  noteRequired: 'Escribe la nota de la resolución',
  noteTooLong: 'La nota no puede superar los 500 caracteres',
} as const;

/** 'Marcar como resuelta' on an incident: what the admin decided. */
/** trip_incidents.settled_eur: numeric(12, 2); the database also keeps it below the price. */
const MAX_SETTLED_EUR = 9_999_999_999.99;

export const settlementMessages = {
  positive: 'El monto acordado debe ser un número mayor que 0',
  tooLarge: 'El monto acordado es demasiado grande',
  decimals: 'El monto acordado admite hasta 2 decimales',
} as const;

export const resolveIncidentSchema = z.object({
  resolution: trimmedText(
    2,
    MAX_INCIDENT_RESOLUTION,
    resolutionMessages.resolutionTooShort,
    resolutionMessages.resolutionTooLong,
  ),
  /** 'Monto acordado': what the parties settled at, in €, when less than the agreed price. */
  settledEur: optionalAmountField(MAX_SETTLED_EUR, settlementMessages),
});
export type ResolveIncidentValues = z.input<typeof resolveIncidentSchema>;
export type ResolveIncidentInput = z.output<typeof resolveIncidentSchema>;

/**
 * A payment dispute's resolution: the note, and whom it favours (`uphold`: the shipper), which
 * the button pressed sets.
 */
export const resolveDisputeSchema = z.object({
  note: trimmedText(
    1,
    MAX_DISPUTE_NOTE,
    resolutionMessages.noteRequired,
    resolutionMessages.noteTooLong,
  ),
  uphold: z.boolean(),
});
export type ResolveDisputeValues = z.input<typeof resolveDisputeSchema>;
export type ResolveDisputeInput = z.output<typeof resolveDisputeSchema>;

/** exchange_rates: pesos per euro, above 0 and up to 100.000, from today to 30 days ahead. */
export const MAX_ARS_PER_EUR = 100_000;
export const MAX_RATE_DAYS_AHEAD = 30;

export const exchangeRateMessages = {
  rateRequired: 'Indicá cuántos pesos vale un euro',
  ratePositive: 'El tipo de cambio debe ser un número mayor que cero',
  rateTooLarge: 'El tipo de cambio no puede superar 100.000 pesos por euro',
  rateDecimals: 'El tipo de cambio admite como máximo dos decimales',
  dateRequired: 'Indicá desde qué día rige',
  dateRange: `Desde hoy, hasta ${MAX_RATE_DAYS_AHEAD} días adelante`,
} as const;

/** 'Tipo de cambio': the rate and the day it applies from, checked against `today` (YYYY-MM-DD). */
export function exchangeRateSchema(today: string) {
  return z.object({
    arsPerEur: amountField(MAX_ARS_PER_EUR, {
      required: exchangeRateMessages.rateRequired,
      positive: exchangeRateMessages.ratePositive,
      tooLarge: exchangeRateMessages.rateTooLarge,
      decimals: exchangeRateMessages.rateDecimals,
    }),
    effectiveOn: z
      .string()
      .min(1, { error: exchangeRateMessages.dateRequired, abort: true })
      .refine(
        (day) =>
          isCalendarDate(day) && day >= today && daysBetween(today, day) <= MAX_RATE_DAYS_AHEAD,
        exchangeRateMessages.dateRange,
      ),
  });
}

export type ExchangeRateValues = z.input<ReturnType<typeof exchangeRateSchema>>;
export type ExchangeRateInput = z.output<ReturnType<typeof exchangeRateSchema>>;
