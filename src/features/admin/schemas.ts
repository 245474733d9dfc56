/**
 * The back-office's forms: the reject form of 'Documentos por revisar' (a reason, at most 500
 * characters, the RPC's limit), and the resolutions of 'Incidencias' and 'Disputas de cobro'
 * (the lengths the database checks).
 */
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
export const resolveIncidentSchema = z.object({
  resolution: z
    .string()
    .trim()
    .min(2, resolutionMessages.resolutionTooShort)
    .max(MAX_INCIDENT_RESOLUTION, resolutionMessages.resolutionTooLong),
});
export type ResolveIncidentValues = z.input<typeof resolveIncidentSchema>;
export type ResolveIncidentInput = z.output<typeof resolveIncidentSchema>;

/**
 * A payment dispute's resolution: the note, and whom it favours (`uphold`: the shipper), which
 * the button pressed sets.
 */
export const resolveDisputeSchema = z.object({
  note: z
    .string()
    .trim()
    .min(1, resolutionMessages.noteRequired)
    .max(MAX_DISPUTE_NOTE, resolutionMessages.noteTooLong),
  uphold: z.boolean(),
});
export type ResolveDisputeValues = z.input<typeof resolveDisputeSchema>;
export type ResolveDisputeInput = z.output<typeof resolveDisputeSchema>;
