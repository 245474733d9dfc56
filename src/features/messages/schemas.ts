import { z } from 'zod';
import { trimmedText } from '@/lib/trimmed-text';

export const MESSAGE_MAX_LENGTH = 2000;

/** A message: 1 to 2.000 characters once trimmed (the database enforces the same). */
export const messageSchema = z.object({
  body: trimmedText(
    1,
    MESSAGE_MAX_LENGTH,
    'Escribe un mensaje.',
    'El mensaje puede tener hasta 2.000 caracteres.',
  ),
});
export type MessageFormValues = z.input<typeof messageSchema>;
export type MessageInput = z.output<typeof messageSchema>;

export const reportSchema = z.object({
  reason: trimmedText(
    1,
    1000,
    'Cuéntanos el motivo del reporte.',
    'El motivo puede tener hasta 1.000 caracteres.',
  ),
});
export type ReportFormValues = z.input<typeof reportSchema>;
export type ReportInput = z.output<typeof reportSchema>;
