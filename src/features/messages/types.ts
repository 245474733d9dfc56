import type { Database } from '@/lib/database.types';

type Returns<N extends keyof Database['public']['Functions']> =
  Database['public']['Functions'][N]['Returns'];

export type ConversationRow = Returns<'my_conversations'>[number];
export type MessageRow = Returns<'conversation_messages'>[number];

/** A row of 'Mensajes': the other party, the listing, the last message and the unread count. */
export interface ConversationSummary {
  id: string;
  listingId: string;
  listingTitle: string;
  otherPartyName: string;
  lastMessage: string | null;
  lastSenderId: string | null;
  lastAt: string;
  unread: number;
}

export interface ChatMessage {
  id: string;
  senderId: string;
  body: string;
  createdAt: string;
  readAt: string | null;
}

export interface ConversationDetails {
  id: string;
  listingId: string;
  listingTitle: string;
  otherPartyId: string;
  otherPartyName: string;
  /** The listing is assigned to this carrier: contact details show unmasked. */
  contactsRevealed: boolean;
}
