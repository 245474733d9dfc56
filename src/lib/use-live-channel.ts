import type { RealtimeChannel, RealtimeClient } from '@supabase/realtime-js';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LIVE_FALLBACK_POLL_MS, liveStateOf, type LiveState, reconnectDelayMs } from './live-state';
import { realtimeClient } from './realtime';
import { supabase } from './supabase';

export type LivePayload = Record<string, unknown>;
export type LiveHandlers = Readonly<Record<string, (payload: LivePayload) => void>>;

export interface LiveChannelOptions {
  /** Presence: this person's key and what they show the others, tracked once live. */
  presence?: { key: string; meta?: LivePayload };
  /** The presence keys on the channel, each time they change. */
  onPresence?: (keys: string[]) => void;
  /** Back after being down: what was missed while offline is to be read again. */
  onResume?: () => void;
  /** The fallback: called every LIVE_FALLBACK_POLL_MS while the channel is not live. */
  poll?: () => void;
}

export interface LiveChannel {
  state: LiveState;
  /** Broadcasts to the others on the channel; dropped quietly while not live. */
  send: (event: string, payload: LivePayload) => void;
}

interface Subscriber {
  event(event: string, payload: LivePayload): void;
  state(state: LiveState): void;
  presence(keys: string[]): void;
  resume(): void;
}

/**
 * One channel per topic for the whole page, shared by every component that asks for it
 * (realtime-js keeps one channel per topic on a client), removed with its last subscriber.
 */
interface SharedChannel {
  subscribers: Set<Subscriber>;
  state: LiveState;
  channel: RealtimeChannel | null;
  closing: boolean;
  ready: Promise<void>;
  /** The next attempt at a channel the server closed. */
  retry: ReturnType<typeof setTimeout> | null;
}

const shared = new Map<string, SharedChannel>();
/** Channels on their way out, by topic: the next one of a topic opens after. */
const leaving = new Map<string, Promise<void>>();

function asPayload(value: unknown): LivePayload {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as LivePayload)
    : {};
}

function open(topic: string, presence: LiveChannelOptions['presence'], after: Promise<unknown>) {
  const entry: SharedChannel = {
    subscribers: new Set(),
    state: 'connecting',
    channel: null,
    closing: false,
    ready: Promise.resolve(),
    retry: null,
  };
  let wasDown = false;
  let joinedOnce = false;
  let attempt = 0;
  let closedByServer = false;
  const setState = (state: LiveState) => {
    entry.state = state;
    entry.subscribers.forEach((s) => s.state(state));
  };
  const connect = async (realtime: RealtimeClient) => {
    await realtime.setAuth();
    if (entry.closing) return;
    const channel = realtime.channel(topic, {
      config: { private: true, ...(presence ? { presence: { key: presence.key } } : {}) },
    });
    entry.channel = channel;
    channel.on('broadcast', { event: '*' }, ({ event, payload }) => {
      entry.subscribers.forEach((s) => s.event(event, asPayload(payload)));
    });
    if (presence) {
      channel.on('presence', { event: 'sync' }, () => {
        const keys = Object.keys(channel.presenceState());
        entry.subscribers.forEach((s) => s.presence(keys));
      });
    }
    channel.subscribe((status) => {
      if (entry.closing || entry.channel !== channel) return;
      // realtime-js rejoins after an error by itself, but takes a server's close as final: the
      // channel is made anew, after a wait that grows with each failed attempt.
      if (status === 'CLOSED') {
        wasDown = true;
        closedByServer = true;
        setState('reconnecting');
        entry.channel = null;
        void realtime.removeChannel(channel);
        entry.retry = setTimeout(() => {
          entry.retry = null;
          void connect(realtime).catch(() => setState('offline'));
        }, reconnectDelayMs(attempt));
        attempt += 1;
        return;
      }
      const next = liveStateOf(status);
      // A channel the server closed stays 'reconnecting' until it is live again, through any
      // refused attempt on the way (realtime-js tries those again by itself).
      setState(next === 'offline' && closedByServer ? 'reconnecting' : next);
      if (next === 'offline') wasDown = true;
      if (next !== 'live') return;
      attempt = 0;
      closedByServer = false;
      if (wasDown && joinedOnce) entry.subscribers.forEach((s) => s.resume());
      wasDown = false;
      joinedOnce = true;
      if (presence) void channel.track(presence.meta ?? {});
    });
  };
  entry.ready = (async () => {
    await after;
    await connect(await realtimeClient(supabase.auth));
  })().catch(() => setState('offline'));
  return entry;
}

function join(
  topic: string,
  presence: LiveChannelOptions['presence'],
  subscriber: Subscriber,
): () => void {
  let entry = shared.get(topic);
  if (!entry) {
    // A channel of this topic still being removed is gone first.
    entry = open(topic, presence, leaving.get(topic) ?? Promise.resolve());
    shared.set(topic, entry);
  }
  const current = entry;
  current.subscribers.add(subscriber);
  subscriber.state(current.state);
  return () => {
    current.subscribers.delete(subscriber);
    if (current.subscribers.size > 0) return;
    current.closing = true;
    if (current.retry) clearTimeout(current.retry);
    shared.delete(topic);
    const gone = current.ready
      .then(async () => {
        if (current.channel) {
          await (await realtimeClient(supabase.auth)).removeChannel(current.channel);
        }
      })
      .catch(() => undefined);
    leaving.set(topic, gone);
    void gone.then(() => {
      if (leaving.get(topic) === gone) leaving.delete(topic);
    });
  };
}

/**
 * A private Realtime channel for as long as the component is mounted and `topic` is not null:
 * broadcast events go to `handlers`, the state says whether events flow ('live'), a closed
 * channel is on its way back ('reconnecting') or the screen must poll ('offline'). realtime-js
 * reconnects the socket by itself and this hook remakes a channel the server closed; `onResume`
 * runs each time it is back, to read what was missed.
 */
export function useLiveChannel(
  topic: string | null,
  handlers: LiveHandlers,
  options: LiveChannelOptions = {},
): LiveChannel {
  const [state, setState] = useState<LiveState>('connecting');
  const latest = useRef({ handlers, options });
  useEffect(() => {
    latest.current = { handlers, options };
  });
  const presenceKey = options.presence?.key ?? null;

  useEffect(() => {
    if (topic === null) return;
    const presence =
      presenceKey !== null
        ? { key: presenceKey, meta: latest.current.options.presence?.meta }
        : undefined;
    return join(topic, presence, {
      event: (event, payload) => latest.current.handlers[event]?.(payload),
      state: setState,
      presence: (keys) => latest.current.options.onPresence?.(keys),
      resume: () => latest.current.options.onResume?.(),
    });
  }, [topic, presenceKey]);

  const shown: LiveState = topic === null ? 'offline' : state;
  const hasPoll = options.poll !== undefined;
  useEffect(() => {
    if (shown === 'live' || !hasPoll) return;
    const timer = setInterval(() => latest.current.options.poll?.(), LIVE_FALLBACK_POLL_MS);
    return () => clearInterval(timer);
  }, [shown, hasPoll]);

  const send = useCallback(
    (event: string, payload: LivePayload) => {
      const entry = topic === null ? undefined : shared.get(topic);
      // Only on a joined channel: realtime-js would otherwise fall back to its REST endpoint.
      if (entry?.state === 'live') void entry.channel?.send({ type: 'broadcast', event, payload });
    },
    [topic],
  );

  return { state: shown, send };
}
