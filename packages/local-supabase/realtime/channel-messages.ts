/**
 * What a client sends on a joined channel: a broadcast to the others, its presence (track and
 * untrack), and a fresh access token, each held to the channel's policies and the quotas.
 */
import type { SqlDatabase } from '../engine/types.ts';
import { JwtError } from '../jwt.ts';
import type { JwtClaims } from '../types.ts';
import { channelPolicies } from './authorization.ts';
import { type Channel, routeKey } from './connection.ts';
import { classifyDbFailure, refreshFailureReason } from './db-failure.ts';
import { LIMIT_ERRORS, payloadBytes, type RealtimeLimits } from './limits.ts';
import type { ChannelContext, Routes } from './routes.ts';
import { isRecord, type PhoenixMessage, recordOf } from './serializer.ts';
import { userToken, verifyChannelToken } from './token.ts';

export class ChannelMessages {
  readonly #db: SqlDatabase;
  readonly #log: (line: string) => void;
  readonly #limits: RealtimeLimits;
  readonly #routes: Routes;

  constructor(options: ChannelContext) {
    this.#db = options.db;
    this.#log = options.log;
    this.#limits = options.limits;
    this.#routes = options.routes;
  }

  async broadcast(channel: Channel, message: PhoenixMessage): Promise<void> {
    const payload = recordOf(message.payload);
    if (channel.isPrivate && !channel.policies?.broadcast.write) return;
    if (payloadBytes(payload) > this.#limits.maxPayloadBytes) {
      // Refused for this message only; without ack upstream drops it silently.
      if (channel.ack) channel.connection.reply(message, 'error', LIMIT_ERRORS.payloadTooLarge);
      return;
    }
    const event = typeof payload.event === 'string' ? payload.event : '';
    this.#routes.fanOut(routeKey(channel), event, payload.payload, channel.self ? null : channel);
    if (channel.ack) channel.connection.reply(message, 'ok', {});
  }

  async presence(channel: Channel, message: PhoenixMessage): Promise<void> {
    const payload = recordOf(message.payload);
    if (!channel.presenceCalls.take()) {
      this.#routes.shutdown(channel, LIMIT_ERRORS.clientPresence);
      return;
    }
    if (channel.isPrivate && !channel.policies?.presence.write) {
      channel.connection.reply(message, 'error', {
        reason: 'Unauthorized: You do not have permissions to track presence on this Channel',
      });
      return;
    }
    if (payload.event === 'untrack') {
      channel.trackedPayload = null;
      this.#routes.untrack(channel);
      channel.connection.reply(message, 'ok', {});
      return;
    }
    if (payload.event !== 'track' || !isRecord(payload.payload)) {
      channel.connection.reply(message, 'error', {
        reason: 'Presence track payload must be a map',
      });
      return;
    }
    const tracked = JSON.stringify(payload.payload);
    if (tracked === channel.trackedPayload) {
      channel.connection.reply(message, 'ok', {});
      return;
    }
    if (payloadBytes(payload.payload) > this.#limits.maxPayloadBytes) {
      this.#routes.shutdown(channel, LIMIT_ERRORS.trackTooLarge);
      return;
    }
    if (!this.#routes.countPresenceEvent(channel)) return;
    channel.trackedPayload = tracked;
    channel.presenceEnabled = true;
    const diff = this.#routes.track(channel, payload.payload);
    channel.connection.reply(message, 'ok', {});
    this.#routes.sendDiff(channel, diff);
  }

  /** A fresh token keeps the channel open past the old one's expiry; a bad one closes it. */
  async refreshToken(channel: Channel, message: PhoenixMessage): Promise<void> {
    const token = userToken(recordOf(message.payload).access_token);
    if (token === null || token === channel.token) return;
    let claims: JwtClaims;
    try {
      claims = await verifyChannelToken(token);
    } catch (error) {
      if (error instanceof JwtError) {
        this.#routes.shutdown(channel, error.message);
        return;
      }
      throw error;
    }
    channel.token = token;
    channel.claims = claims;
    if (channel.isPrivate) {
      try {
        channel.policies = await channelPolicies(this.#db, claims, channel.subTopic);
      } catch (error) {
        // The old rights are not kept: a refresh the database cannot check closes the channel.
        this.#log(`realtime refresh on ${channel.subTopic}: ${(error as Error).message}`);
        this.#routes.shutdown(
          channel,
          refreshFailureReason(classifyDbFailure(error), channel.subTopic),
        );
        return;
      }
      if (!channel.policies.broadcast.read && !channel.policies.presence.read) {
        this.#routes.shutdown(
          channel,
          `You no longer have permission to read from this Channel topic: ${channel.subTopic}`,
        );
        return;
      }
    }
    this.#routes.armExpiry(channel);
  }
}
