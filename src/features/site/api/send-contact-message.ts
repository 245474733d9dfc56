import { unwrap } from '@/lib/query-result';
import { DataError, dataErrorMessage } from '@/lib/data-errors';
import type { TablesInsert } from '@/lib/database.types';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';

/** The table's length limits (its CHECK constraints), used by the form's inputs. */
export const contactLimits = {
  name: { min: 2, max: 120 },
  email: { min: 3, max: 320 },
  subject: { min: 2, max: 160 },
  message: { min: 10, max: 5000 },
} as const;

export const contactMessages = {
  rateLimited:
    'Ya enviaste 5 mensajes desde este correo en la última hora. Inténtalo de nuevo más tarde.',
  invalid:
    'Revisa los datos: el mensaje no cumple los límites de longitud o el correo no es válido.',
} as const;

export type ContactMessage = Pick<
  TablesInsert<'contact_messages'>,
  'name' | 'email' | 'subject' | 'message'
>;

/** Spanish reason for a refused message; the rate limit comes from the table's trigger. */
export function contactErrorMessage(error: unknown): string {
  const text =
    typeof error === 'object' && error && 'message' in error ? String(error.message) : '';
  if (text.includes('contact_rate_limited')) return contactMessages.rateLimited;
  if (typeof error === 'object' && error && 'code' in error && error.code === '23514') {
    return contactMessages.invalid;
  }
  return dataErrorMessage(error);
}

/**
 * Saves the message to the admins' inbox. Nothing is read back: the sender may insert but not
 * read the table.
 */
export async function sendContactMessage(
  message: ContactMessage,
  client: AppSupabaseClient = supabase,
): Promise<void> {
  unwrap(
    await client.from('contact_messages').insert(message),
    (error) => new DataError(error, contactErrorMessage(error)),
  );
}
