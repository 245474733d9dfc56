/** What whoever receives the cargo fills in on 'Seguimiento': who they are, and what happened. */
import { z } from 'zod';
import { trimmedText } from '@/lib/trimmed-text';
import { optionalImages, receiverFields } from '@/features/trips';

export const trackingMessages = {
  description: 'Contá qué pasó (10 a 1800 caracteres)',
  photo: 'Elegí una sola foto (una imagen)',
} as const;

export const receiptSchema = z.object({
  ...receiverFields,
  /** Optional: one photo of the cargo as received. */
  photo: optionalImages(1, trackingMessages.photo).transform((files) => files[0] ?? null),
});
export type ReceiptFormValues = z.input<typeof receiptSchema>;
export type ReceiptInput = z.output<typeof receiptSchema>;

export const trackingProblemSchema = z.object({
  ...receiverFields,
  description: trimmedText(10, 1800, trackingMessages.description),
});
export type TrackingProblemFormValues = z.input<typeof trackingProblemSchema>;
export type TrackingProblemInput = z.output<typeof trackingProblemSchema>;
