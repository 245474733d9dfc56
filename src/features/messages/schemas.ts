import { z } from 'zod';

export const MESSAGE_MAX_LENGTH = 2000;

/** A message: 1 to 2.000 characters once trimmed (the database enforces the same). */
export const messageSchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, 'Escribe un mensaje.')
    .max(MESSAGE_MAX_LENGTH, 'El mensaje puede tener hasta 2.000 caracteres.'),
});
export type MessageFormValues = z.input<typeof messageSchema>;
export type MessageInput = z.output<typeof messageSchema>;

export const reportSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Cuéntanos el motivo del reporte.')
    .max(1000, 'El motivo puede tener hasta 1.000 caracteres.'),
});
export type ReportFormValues = z.input<typeof reportSchema>;
export type ReportInput = z.output<typeof reportSchema>;
