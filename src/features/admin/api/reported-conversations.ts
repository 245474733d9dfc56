import { useQuery } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { unwrap } from '@/lib/query-result';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import { adminError } from './errors';
import { adminKeys } from './keys';

type Returns<N extends keyof Database['public']['Functions']> =
  Database['public']['Functions'][N]['Returns'];

export type ConversationReport = Returns<'admin_reported_conversations'>[number] & { id: string };
export type ReportedMessage = Returns<'admin_conversation_messages'>[number];

/** Reports of conversations, newest first: the only way an admin reaches a conversation. */
export async function fetchConversationReports(
  client: AppSupabaseClient = supabase,
): Promise<ConversationReport[]> {
  const rows = unwrap(await client.rpc('admin_reported_conversations'), adminError);
  return rows.map((row) => ({ ...row, id: row.report_id }));
}

/** A reported conversation's messages, unmasked, oldest first. */
export async function fetchReportedMessages(
  conversationId: string,
  client: AppSupabaseClient = supabase,
): Promise<ReportedMessage[]> {
  return unwrap(
    await client.rpc('admin_conversation_messages', { p_conversation_id: conversationId }),
    adminError,
  );
}

export function useConversationReports() {
  return useQuery({ queryKey: adminKeys.reports, queryFn: () => fetchConversationReports() });
}

export function useReportedMessages(conversationId: string, enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.reportedMessages(conversationId),
    queryFn: () => fetchReportedMessages(conversationId),
    enabled,
  });
}
