import { unwrap } from '@/lib/query-result';
import { useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import { adminError } from './errors';
import { adminKeys } from './keys';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

export type ContactMessage = Pick<
  Tables<'contact_messages'>,
  'id' | 'name' | 'email' | 'subject' | 'message' | 'created_at' | 'handled_at'
>;

export const ADMIN_MESSAGES_LIMIT = 200;

/** The contact inbox, newest first (only admins read it). */
export async function fetchContactMessages(
  client: AppSupabaseClient = supabase,
): Promise<ContactMessage[]> {
  return unwrap(
    await client
      .from('contact_messages')
      .select('id, name, email, subject, message, created_at, handled_at')
      .order('created_at', { ascending: false })
      .order('id')
      .limit(ADMIN_MESSAGES_LIMIT),
    adminError,
  );
}

export function useContactMessages() {
  return useQuery({ queryKey: adminKeys.messages, queryFn: () => fetchContactMessages() });
}

export async function markMessageHandled(
  messageId: string,
  client: AppSupabaseClient = supabase,
): Promise<void> {
  unwrap(await client.rpc('admin_mark_message_handled', { p_message_id: messageId }), adminError);
}

export function useMarkMessageHandled() {
  return useInvalidatingMutation(
    (messageId: string) => markMessageHandled(messageId),
    [adminKeys.messages],
  );
}
