/** What whoever receives the cargo fills in on 'Seguimiento': who they are, and what happened. */
import { z } from 'zod';
import { receiverFields } from '@/features/trips';

export const trackingMessages = {
  description: 'Contá qué pasó (10 a 1800 caracteres)',
  photo: 'Elegí una sola foto (una imagen)',
} as const;

export const receiptSchema = z.object({
  ...receiverFields,
  /** Optional: one photo of the cargo as received. */
  photo: z
    .custom<FileList | File[] | undefined>(() => true)
    .optional()
    .refine(
      (files) =>
        (files?.length ?? 0) <= 1 &&
        Array.from(files ?? []).every((f) => f.type.startsWith('image/')),
      trackingMessages.photo,
    )
    .transform((files) => Array.from(files ?? [])[0] ?? null),
});
export type ReceiptFormValues = z.input<typeof receiptSchema>;
export type ReceiptInput = z.output<typeof receiptSchema>;

export const trackingProblemSchema = z.object({
  ...receiverFields,
  description: z
    .string()
    .trim()
    .min(10, trackingMessages.description)
    .max(1800, trackingMessages.description),
});
export type TrackingProblemFormValues = z.input<typeof trackingProblemSchema>;
export type TrackingProblemInput = z.output<typeof trackingProblemSchema>;
