import { describe, expect, it } from 'vitest';
import { chronological, shouldSendTyping, tickFor } from './chat-logic';
import type { ChatMessage } from './types';

const message = (id: string, createdAt: string, senderId = 'me', readAt: string | null = null) =>
  ({ id, senderId, body: id, createdAt, readAt }) satisfies ChatMessage;

describe('chronological', () => {
  it('puts newest-first pages and live arrivals in order, each message once', () => {
    const pages = [
      [message('c', '2026-11-26T10:03:00Z'), message('b', '2026-11-26T10:02:00Z')],
      [message('a', '2026-11-26T10:01:00Z')],
    ];
    const arrived = [message('d', '2026-11-26T10:04:00Z'), message('c', '2026-11-26T10:03:00Z')];
    expect(chronological(pages, arrived).map((m) => m.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps the read state when the same message comes again unread', () => {
    const read = message('a', '2026-11-26T10:01:00Z', 'me', '2026-11-26T10:05:00Z');
    expect(chronological([[read]], [message('a', '2026-11-26T10:01:00Z')])[0].readAt).toBe(
      '2026-11-26T10:05:00Z',
    );
  });
});

describe('ticks and read receipts', () => {
  it('shows sent, then read, on own messages only', () => {
    expect(tickFor(message('a', 't'), 'me')).toBe('sent');
    expect(tickFor(message('a', 't', 'me', 'r'), 'me')).toBe('read');
    expect(tickFor(message('a', 't', 'other'), 'me')).toBeNull();
  });
});

describe('escribiendo…', () => {
  it('goes out at most every two seconds while someone types', () => {
    expect(shouldSendTyping(null, 0)).toBe(true);
    expect(shouldSendTyping(1000, 2500)).toBe(false);
    expect(shouldSendTyping(1000, 3000)).toBe(true);
  });
});
