/** The reject form of 'Documentos por revisar': a reason, at most 500 characters (the RPC's limit). */
import { z } from 'zod';

export const MAX_REVIEW_NOTE = 500;

export const reviewMessages = {
  noteRequired: 'Indicá el motivo del rechazo',
  noteTooLong: 'El motivo no puede superar los 500 caracteres',
} as const;

export const rejectDocumentSchema = z.object({
  note: z
    .string()
    .trim()
    .min(1, reviewMessages.noteRequired)
    .max(MAX_REVIEW_NOTE, reviewMessages.noteTooLong),
});

export type RejectDocumentInput = z.output<typeof rejectDocumentSchema>;
