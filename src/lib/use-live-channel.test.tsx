import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_FALLBACK_POLL_MS, reconnectDelayMs } from './live-state';
import { useLiveChannel } from './use-live-channel';

/** A realtime-js channel and client stand-in: the test drives statuses and events. */
const fake = vi.hoisted(() => {
  type Listener = (message: { event: string; payload: unknown }) => void;
  class FakeChannel {
    listeners: Listener[] = [];
    presenceListeners: (() => void)[] = [];
    status: ((status: string) => void) | null = null;
    sent: unknown[] = [];
    tracked: unknown[] = [];
    constructor(
      readonly topic: string,
      readonly params: unknown,
    ) {}
    on(type: string, _filter: unknown, callback: Listener | (() => void)) {
      if (type === 'broadcast') this.listeners.push(callback as Listener);
      else this.presenceListeners.push(callback as () => void);
      return this;
    }
    subscribe(callback: (status: string) => void) {
      this.status = callback;
      return this;
    }
    presenceState() {
      return { ana: [{}], beto: [{}] };
    }
    track(meta: unknown) {
      this.tracked.push(meta);
      return Promise.resolve('ok');
    }
    send(message: unknown) {
      this.sent.push(message);
      return Promise.resolve('ok');
    }
    emit(event: string, payload: unknown) {
      this.listeners.forEach((listener) => listener({ event, payload }));
    }
  }
  const channels: FakeChannel[] = [];
  const removed: FakeChannel[] = [];
  const client = {
    setAuth: vi.fn(() => Promise.resolve()),
    channel: vi.fn((topic: string, params: unknown) => {
      const channel = new FakeChannel(topic, params);
      channels.push(channel);
      return channel;
    }),
    removeChannel: vi.fn((channel: FakeChannel) => {
      removed.push(channel);
      return Promise.resolve('ok');
    }),
  };
  return { channels, removed, client };
});

vi.mock('./realtime', () => ({ realtimeClient: () => Promise.resolve(fake.client) }));
vi.mock('./supabase', () => ({ supabase: { auth: {} } }));

beforeEach(() => {
  fake.channels.length = 0;
  fake.removed.length = 0;
  vi.clearAllMocks();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useLiveChannel', () => {
  it('joins a private topic once for every component that asks, and leaves with the last', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const a = renderHook(() => useLiveChannel('listing:1', { changed: first }));
    const b = renderHook(() => useLiveChannel('listing:1', { changed: second }));
    await waitFor(() => expect(fake.channels).toHaveLength(1));
    const [channel] = fake.channels;
    expect(channel.params).toEqual({ config: { private: true } });
    expect(fake.client.setAuth).toHaveBeenCalled();

    act(() => channel.status?.('SUBSCRIBED'));
    expect(a.result.current.state).toBe('live');
    expect(b.result.current.state).toBe('live');
    act(() => channel.emit('changed', { what: 'proposals' }));
    expect(first).toHaveBeenCalledWith({ what: 'proposals' });
    expect(second).toHaveBeenCalledWith({ what: 'proposals' });

    a.unmount();
    await Promise.resolve();
    expect(fake.removed).toEqual([]);
    b.unmount();
    await waitFor(() => expect(fake.removed).toEqual([channel]));
  });

  it('polls while the channel is down, and catches up when it is back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const poll = vi.fn();
    const onResume = vi.fn();
    const { result } = renderHook(() => useLiveChannel('conversation:9', {}, { poll, onResume }));
    await waitFor(() => expect(fake.channels).toHaveLength(1));
    const [channel] = fake.channels;
    act(() => channel.status?.('SUBSCRIBED'));
    act(() => vi.advanceTimersByTime(LIVE_FALLBACK_POLL_MS * 2));
    expect(poll).not.toHaveBeenCalled();

    act(() => channel.status?.('CHANNEL_ERROR'));
    expect(result.current.state).toBe('offline');
    act(() => vi.advanceTimersByTime(LIVE_FALLBACK_POLL_MS));
    expect(poll).toHaveBeenCalledTimes(1);
    expect(onResume).not.toHaveBeenCalled();

    act(() => channel.status?.('SUBSCRIBED'));
    expect(onResume).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(LIVE_FALLBACK_POLL_MS));
    expect(poll).toHaveBeenCalledTimes(1);
  });

  it('makes anew a channel the server closed, after a wait, and catches up', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onResume = vi.fn();
    const event = vi.fn();
    const { result } = renderHook(() =>
      useLiveChannel('user:5', { notification: event }, { onResume }),
    );
    await waitFor(() => expect(fake.channels).toHaveLength(1));
    const [first] = fake.channels;
    act(() => first.status?.('SUBSCRIBED'));

    act(() => first.status?.('CLOSED'));
    expect(result.current.state).toBe('reconnecting');
    await waitFor(() => expect(fake.removed).toEqual([first]));
    expect(fake.channels).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(reconnectDelayMs(0)));
    await waitFor(() => expect(fake.channels).toHaveLength(2));
    const second = fake.channels[1];
    // Refused while, say, the account is suspended: still on its way back, not given up.
    act(() => second.status?.('CHANNEL_ERROR'));
    expect(result.current.state).toBe('reconnecting');
    act(() => second.status?.('SUBSCRIBED'));
    expect(result.current.state).toBe('live');
    expect(onResume).toHaveBeenCalledTimes(1);
    act(() => second.emit('notification', { id: 'n1' }));
    expect(event).toHaveBeenCalledWith({ id: 'n1' });
    // The old channel's late words change nothing.
    act(() => first.status?.('SUBSCRIBED'));
    expect(onResume).toHaveBeenCalledTimes(1);
  });

  it('waits longer after each failed attempt, up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(reconnectDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });

  it('tracks presence, reports who is there, and sends only while live', async () => {
    const onPresence = vi.fn();
    const { result } = renderHook(() =>
      useLiveChannel('conversation:7', {}, { presence: { key: 'ana' }, onPresence }),
    );
    await waitFor(() => expect(fake.channels).toHaveLength(1));
    const [channel] = fake.channels;
    act(() => result.current.send('typing', { user_id: 'ana' }));
    expect(channel.sent).toEqual([]);

    act(() => channel.status?.('SUBSCRIBED'));
    expect(channel.tracked).toEqual([{}]);
    act(() => channel.presenceListeners.forEach((listener) => listener()));
    expect(onPresence).toHaveBeenCalledWith(['ana', 'beto']);
    act(() => result.current.send('typing', { user_id: 'ana' }));
    expect(channel.sent).toEqual([
      { type: 'broadcast', event: 'typing', payload: { user_id: 'ana' } },
    ]);
  });

  it('stays off Realtime without a topic, and says so', () => {
    const { result } = renderHook(() => useLiveChannel(null, {}));
    expect(result.current.state).toBe('offline');
    expect(fake.client.channel).not.toHaveBeenCalled();
  });
});
