/**
 * The reads of conversations, given the client (no import of the app's singleton, so scripts and
 * Node tests can run them). The hooks that pass the app's client are in ./conversations.ts.
 */
import { keysetPage, type KeysetPage } from '@/lib/keyset';
import { unwrap } from '@/lib/query-result';
import type { AppSupabaseClient } from '@/lib/supabase-client-type';
import type {
  ChatMessage,
  ConversationDetails,
  ConversationRow,
  ConversationSummary,
  MessageRow,
} from '../types';
import { messagesError } from './errors';

export const CONVERSATIONS_PAGE_SIZE = 30;
export const MESSAGES_PAGE_SIZE = 50;

/** Where a page starts: the last row of the previous one (newest first, then id). */
export interface TimeCursor {
  at: string;
  id: string;
}

function toSummary(row: ConversationRow): ConversationSummary {
  return {
    id: row.id,
    listingId: row.listing_id,
    listingTitle: row.listing_title,
    otherPartyName: row.other_party_name,
    lastMessage: row.last_message,
    lastSenderId: row.last_sender_id,
    lastAt: row.last_at,
    unread: row.unread,
  };
}

export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    senderId: row.sender_id,
    body: row.body,
    createdAt: row.created_at,
    readAt: row.read_at,
  };
}

export async function fetchConversationsPage(
  after: TimeCursor | null,
  size: number,
  client: AppSupabaseClient,
): Promise<KeysetPage<ConversationSummary, TimeCursor>> {
  const rows = unwrap(
    await client.rpc('my_conversations', {
      p_limit: size + 1,
      ...(after ? { p_before_at: after.at, p_before_id: after.id } : {}),
    }),
    messagesError,
  );
  return keysetPage(rows.map(toSummary), size, (row) => ({ at: row.lastAt, id: row.id }));
}

/** A page of one conversation, newest first, masked as the database decides. */
export async function fetchMessagesPage(
  conversationId: string,
  after: TimeCursor | null,
  size: number,
  client: AppSupabaseClient,
): Promise<KeysetPage<ChatMessage, TimeCursor>> {
  const rows = unwrap(
    await client.rpc('conversation_messages', {
      p_conversation_id: conversationId,
      p_limit: size + 1,
      ...(after ? { p_before_created_at: after.at, p_before_id: after.id } : {}),
    }),
    messagesError,
  );
  return keysetPage(rows.map(toChatMessage), size, (row) => ({ at: row.createdAt, id: row.id }));
}

export async function fetchConversationDetails(
  conversationId: string,
  client: AppSupabaseClient,
): Promise<ConversationDetails | null> {
  const rows = unwrap(
    await client.rpc('conversation_details', { p_conversation_id: conversationId }),
    messagesError,
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    listingId: row.listing_id,
    listingTitle: row.listing_title,
    otherPartyId: row.other_party_id,
    otherPartyName: row.other_party_name,
    contactsRevealed: row.contacts_revealed,
  };
}

/** How many messages sent to the signed-in person are unread: the badge on 'Mensajes'. */
export async function fetchUnreadMessageCount(client: AppSupabaseClient): Promise<number> {
  return unwrap(await client.rpc('unread_message_count'), messagesError);
}
