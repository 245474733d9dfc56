import type { ChatMessage } from './types';

/** 'escribiendo…' shows this long after the other party's last keystroke event. */
export const TYPING_SHOWN_MS = 4000;
/** A typing event goes out at most this often while someone types. */
export const TYPING_SEND_EVERY_MS = 2000;

/**
 * The conversation oldest first, from pages read newest first, with messages that arrived live
 * and are not in a page yet: each message once, by id.
 */
export function chronological(
  pages: readonly (readonly ChatMessage[])[],
  arrived: readonly ChatMessage[] = [],
): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const message of [...pages.flat(), ...arrived]) {
    const known = byId.get(message.id);
    // The same message read twice keeps the newer state (a read time set since).
    byId.set(message.id, known?.readAt && !message.readAt ? known : message);
  }
  return [...byId.values()].sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id),
  );
}

/** The tick of one's own message: sent, or read by the other party; none on theirs. */
export function tickFor(message: ChatMessage, me: string): 'sent' | 'read' | null {
  if (message.senderId !== me) return null;
  return message.readAt ? 'read' : 'sent';
}

export function shouldSendTyping(lastSentAt: number | null, now: number): boolean {
  return lastSentAt === null || now - lastSentAt >= TYPING_SEND_EVERY_MS;
}
