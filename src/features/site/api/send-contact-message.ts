import { unwrap } from '@/lib/query-result';
import type { TablesInsert } from '@/lib/database.types';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import { contactMessageError } from './errors';

/** The table's length limits (its CHECK constraints), used by the form's inputs. */
export const contactLimits = {
  name: { min: 2, max: 120 },
  email: { min: 3, max: 320 },
  subject: { min: 2, max: 160 },
  message: { min: 10, max: 5000 },
} as const;

export type ContactMessage = Pick<
  TablesInsert<'contact_messages'>,
  'name' | 'email' | 'subject' | 'message'
>;

/**
 * Saves the message to the admins' inbox. Nothing is read back: the sender may insert but not
 * read the table.
 */
export async function sendContactMessage(
  message: ContactMessage,
  client: AppSupabaseClient = supabase,
): Promise<void> {
  unwrap(await client.from('contact_messages').insert(message), contactMessageError);
}
