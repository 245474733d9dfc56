/**
 * The joined channels by route (connection.ts's routeKey) and what goes out to many of them:
 * broadcasts and presence diffs, each counted against the project's message quotas, and the
 * shutdown of a channel that goes over one or whose token expires.
 */
import type { SqlDatabase } from '../engine/types.ts';
import { type Channel, mayReadBroadcast, mayReadPresence, routeKey } from './connection.ts';
import { LIMIT_ERRORS, RateCounter, type RealtimeLimits } from './limits.ts';
import { type PresenceDiff, PresenceRegistry, type PresenceState } from './presence.ts';
import { expiryWait } from './token.ts';

/** What the handlers of a client's messages work with (join.ts, channel-messages.ts). */
export interface ChannelContext {
  db: SqlDatabase;
  log: (line: string) => void;
  limits: RealtimeLimits;
  routes: Routes;
}

export class Routes {
  readonly #routes = new Map<string, Set<Channel>>();
  readonly #presence = new PresenceRegistry<Channel>();
  readonly #events: RateCounter;
  readonly #presenceEvents: RateCounter;

  constructor(limits: RealtimeLimits) {
    this.#events = new RateCounter(limits.maxEventsPerSecond);
    this.#presenceEvents = new RateCounter(limits.maxPresenceEventsPerSecond);
  }

  /** The channel receives what its route receives until it leaves or its token expires. */
  add(channel: Channel): void {
    channel.connection.channels.set(channel.topic, channel);
    this.#route(channel).add(channel);
    this.armExpiry(channel);
  }

  leave(channel: Channel): void {
    const { connection } = channel;
    if (connection.channels.get(channel.topic) !== channel) return;
    connection.channels.delete(channel.topic);
    if (channel.expiry) clearTimeout(channel.expiry);
    const key = routeKey(channel);
    const route = this.#routes.get(key);
    route?.delete(channel);
    if (route?.size === 0) this.#routes.delete(key);
    this.untrack(channel);
  }

  /** Upstream's shutdown: a system message with the reason, then the channel closes. */
  shutdown(channel: Channel, reason: string): void {
    const { connection } = channel;
    this.leave(channel);
    connection.push(channel, 'system', {
      extension: 'system',
      status: 'error',
      message: reason,
      channel: channel.subTopic,
    });
    connection.closeChannel(channel);
  }

  /** Closes the channel when its token expires; a refreshed token arms it again. */
  armExpiry(channel: Channel): void {
    if (channel.expiry) clearTimeout(channel.expiry);
    const exp = typeof channel.claims.exp === 'number' ? channel.claims.exp : 0;
    channel.expiry = setTimeout(
      () => {
        if (exp * 1000 > Date.now()) this.armExpiry(channel);
        else this.shutdown(channel, 'Token has expired 0 seconds ago');
      },
      expiryWait(exp, Date.now()),
    );
    channel.expiry.unref();
  }

  /** Counts a message in or out of a channel; over the quota the channel is shut down. */
  countEvent(channel: Channel): boolean {
    this.#events.add();
    if (!this.#events.triggered) return true;
    this.shutdown(channel, LIMIT_ERRORS.tooManyMessages);
    return false;
  }

  /** Counts a presence event; with the project's average over the quota, the channel shuts down. */
  countPresenceEvent(channel: Channel): boolean {
    if (this.#presenceEvents.average > this.#presenceEvents.limit) {
      this.shutdown(channel, LIMIT_ERRORS.tooManyPresence);
      return false;
    }
    this.#presenceEvents.add();
    return true;
  }

  /** A broadcast to every channel of the route that may read it, but `except`. */
  fanOut(key: string, event: string, payload: unknown, except: Channel | null): void {
    for (const target of this.#routes.get(key) ?? []) {
      if (target === except || !mayReadBroadcast(target)) continue;
      if (!this.countEvent(target)) continue;
      target.connection.broadcast(target, event, payload);
    }
  }

  /** Tracks the channel's payload; the caller answers the client before sendDiff. */
  track(channel: Channel, payload: Record<string, unknown>): PresenceDiff {
    return this.#presence.track(routeKey(channel), channel, channel.presenceKey, payload);
  }

  untrack(channel: Channel): void {
    const leaves = this.#presence.untrack(routeKey(channel), channel);
    if (leaves) this.sendDiff(channel, { joins: {}, leaves });
  }

  presenceState(channel: Channel): PresenceState {
    return this.#presence.state(routeKey(channel));
  }

  /** A presence diff to the channels of the route that have presence and may read it. */
  sendDiff(channel: Channel, { joins, leaves }: PresenceDiff): void {
    for (const target of this.#routes.get(routeKey(channel)) ?? []) {
      if (!target.presenceEnabled || !mayReadPresence(target)) continue;
      if (!this.countEvent(target)) continue;
      target.connection.push(target, 'presence_diff', { joins, leaves });
    }
  }

  #route(channel: Channel): Set<Channel> {
    const key = routeKey(channel);
    let route = this.#routes.get(key);
    if (!route) {
      route = new Set();
      this.#routes.set(key, route);
    }
    return route;
  }
}
