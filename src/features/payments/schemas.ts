/**
 * The card of 'Pago protegido': what Mercado Pago needs to tokenize it. The number may be typed
 * with spaces; the expiry as MM/AA, not past; the payer's e-mail receives Mercado Pago's receipt.
 */
import { z } from 'zod';
import { trimmedText } from '@/lib/trimmed-text';

export const cardMessages = {
  number: 'Ingresá los 15 o 16 números de la tarjeta',
  expiry: 'Ingresá el vencimiento como MM/AA',
  expired: 'La tarjeta está vencida',
  securityCode: 'Ingresá el código de seguridad (3 o 4 números)',
  cardholder: 'Ingresá el nombre como figura en la tarjeta',
  email: 'Ingresá un correo electrónico válido',
} as const;

/** Whether MM/AA is this month or later, by `today`. */
export function expiryNotPast(expiry: string, today: Date = new Date()): boolean {
  const [month, year] = expiry.split('/').map(Number);
  const ends = (2000 + (year ?? 0)) * 12 + (month ?? 0);
  return ends >= today.getFullYear() * 12 + today.getMonth() + 1;
}

export const cardFormSchema = z.object({
  cardNumber: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{15,16}$/, cardMessages.number)),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, cardMessages.expiry)
    .refine((value) => expiryNotPast(value), cardMessages.expired),
  securityCode: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, cardMessages.securityCode),
  cardholder: trimmedText(2, 60, cardMessages.cardholder),
  email: z.string().trim().email(cardMessages.email).max(254, cardMessages.email),
});

export type CardFormInput = z.input<typeof cardFormSchema>;
export type CardFormValues = z.output<typeof cardFormSchema>;
