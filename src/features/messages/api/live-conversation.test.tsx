import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveChannelOptions, LiveHandlers } from '@/lib/use-live-channel';
import { TYPING_SHOWN_MS } from '../chat-logic';
import { messageKeys } from './keys';
import { useLiveConversation } from './live-conversation';

/** What the hook opened: topic → its handlers and options, and each topic's sent events. */
const channels = vi.hoisted(
  () =>
    new Map<
      string,
      { handlers: LiveHandlers; options?: LiveChannelOptions; sent: [string, unknown][] }
    >(),
);
vi.mock('@/lib/use-live-channel', () => ({
  useLiveChannel: (topic: string, handlers: LiveHandlers, options?: LiveChannelOptions) => {
    const channel = channels.get(topic) ?? { handlers, options, sent: [] };
    Object.assign(channel, { handlers, options });
    channels.set(topic, channel);
    return {
      state: 'live',
      send: (event: string, payload: unknown) => channel.sent.push([event, payload]),
    };
  },
}));

function renderLive() {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useLiveConversation('c-1', 'me'), { wrapper });
  const on = (topic: string, event: string, payload: Record<string, unknown> = {}) =>
    act(() => channels.get(topic)!.handlers[event]!(payload));
  return { hook, invalidate, on };
}

afterEach(() => {
  channels.clear();
  vi.useRealTimers();
});

describe('useLiveConversation', () => {
  it('opens the database topic and the parties’ topic, with presence as me', () => {
    renderLive();
    expect([...channels.keys()]).toEqual(['conversation:c-1', 'chat:c-1']);
    expect(channels.get('chat:c-1')!.options?.presence).toEqual({ key: 'me' });
  });

  it("shows the other party's typing until a message arrives, never my own", () => {
    const { hook, invalidate, on } = renderLive();
    on('chat:c-1', 'typing', { user_id: 'me' });
    expect(hook.result.current.typing).toBe(false);
    on('chat:c-1', 'typing', { user_id: 'other' });
    expect(hook.result.current.typing).toBe(true);
    on('conversation:c-1', 'message');
    expect(hook.result.current.typing).toBe(false);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: messageKeys.thread('c-1') });
  });

  it('forgets the typing after a few seconds without a message', () => {
    vi.useFakeTimers();
    const { hook, on } = renderLive();
    on('chat:c-1', 'typing', { user_id: 'other' });
    act(() => vi.advanceTimersByTime(TYPING_SHOWN_MS - 1));
    expect(hook.result.current.typing).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(hook.result.current.typing).toBe(false);
  });

  it('sends my typing on the parties’ topic and reports who is present', () => {
    const { hook } = renderLive();
    hook.result.current.sendTyping();
    expect(channels.get('chat:c-1')!.sent).toEqual([['typing', { user_id: 'me' }]]);
    act(() => channels.get('chat:c-1')!.options!.onPresence!(['me', 'other']));
    expect(hook.result.current.present).toEqual(['me', 'other']);
  });
});
