/** What whoever receives the cargo fills in on 'Seguimiento': who they are, and what happened. */
import { z } from 'zod';
import { receiverFields } from '@/features/trips';

export const trackingMessages = {
  description: 'Contá qué pasó (10 a 1800 caracteres)',
} as const;

export const receiptSchema = z.object(receiverFields);
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
