import { unwrap } from '@/lib/query-result';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import type { ReceiptInput, TrackingProblemInput } from '../schemas';
import { linkUnavailable, trackingError } from './errors';
import { trackingKeys } from './keys';

/** An image as the data URL the database keeps (no Storage object for a visitor). */
export function imageDataUrl(image: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('No se pudo leer la imagen'));
    reader.readAsDataURL(image);
  });
}

/** What 'Confirmar recepción' sends: the signature drawn, and the photo once resized. */
export type ReceiptSubmission = Omit<ReceiptInput, 'photo'> & {
  signature: Blob;
  photo: Blob | null;
};

/** 'Confirmar recepción' from the link: ends the conformity window as the shipper's would. */
export async function confirmReceipt(
  token: string,
  input: ReceiptSubmission,
  client: AppSupabaseClient = supabase,
): Promise<void> {
  const done = unwrap(
    await client.rpc('confirm_receipt_by_tracking', {
      p_token: token,
      p_name: input.recipientName,
      p_dni: input.recipientDni,
      p_signature: await imageDataUrl(input.signature),
      p_photo: input.photo ? await imageDataUrl(input.photo) : undefined,
    }),
    trackingError,
  );
  if (!done) throw linkUnavailable();
}

/** 'Informar un problema' from the link: the delivery is disputed and ConectaCargas reviews it. */
export async function reportProblem(
  token: string,
  input: TrackingProblemInput,
  client: AppSupabaseClient = supabase,
): Promise<void> {
  const done = unwrap(
    await client.rpc('report_problem_by_tracking', {
      p_token: token,
      p_name: input.recipientName,
      p_dni: input.recipientDni,
      p_description: input.description,
    }),
    trackingError,
  );
  if (!done) throw linkUnavailable();
}

export function useConfirmReceipt(token: string) {
  return useInvalidatingMutation(
    (input: ReceiptSubmission) => confirmReceipt(token, input),
    [trackingKeys.view(token)],
  );
}

export function useReportProblem(token: string) {
  return useInvalidatingMutation(
    (input: TrackingProblemInput) => reportProblem(token, input),
    [trackingKeys.view(token)],
  );
}
