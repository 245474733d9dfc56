/**
 * A channel's join (phx_join), checked in upstream's order: the quotas, the token, a private
 * topic's policies, the Postgres Changes bindings and their tables. Then the reply, the presence
 * state and the bindings' status.
 */
import { randomUUID } from 'node:crypto';
import type { SqlDatabase } from '../engine/types.ts';
import { JwtError } from '../jwt.ts';
import { LOCAL_ANON_KEY } from '../keys.ts';
import type { JwtClaims } from '../types.ts';
import { channelPolicies } from './authorization.ts';
import { BindingError, type ChangeBinding, parseBinding } from './changes.ts';
import { type Channel, type Connection, mayReadPresence } from './connection.ts';
import { classifyDbFailure, joinFailureReason } from './db-failure.ts';
import { LIMIT_ERRORS, RateCounter, type RealtimeLimits, WindowLimit } from './limits.ts';
import type { ChannelContext, Routes } from './routes.ts';
import { type PhoenixMessage, recordOf } from './serializer.ts';
import { userToken, verifyChannelToken } from './token.ts';

export interface ParsedBindings {
  bindings: ChangeBinding[];
  /** What the join's reply echoes: each binding as requested, with the id it was given. */
  echoed: Record<string, unknown>[];
  /** The first binding's error: the channel then gets no changes at all. */
  error: string | null;
}

/** The requested bindings, numbered from firstId, as many ids as requested. */
export function parseBindings(requested: readonly unknown[], firstId: number): ParsedBindings {
  const parsed: ParsedBindings = { bindings: [], echoed: [], error: null };
  for (const [index, raw] of requested.entries()) {
    const id = firstId + index;
    try {
      const binding = parseBinding(id, raw);
      parsed.bindings.push(binding);
      parsed.echoed.push({ ...binding.requested, id });
    } catch (error) {
      if (!(error instanceof BindingError)) throw error;
      parsed.error ??= error.message;
      parsed.echoed.push({ ...recordOf(raw), id });
    }
  }
  return parsed;
}

/** Every table a binding names must exist and be selectable by the subscriber's role. */
async function unreadableTable(db: SqlDatabase, channel: Channel): Promise<string | null> {
  for (const binding of channel.bindings) {
    if (binding.schema === '*' || binding.table === null || binding.table === '*') continue;
    const { rows } = await db.query<{ ok: boolean }>(
      `select coalesce(has_any_column_privilege($1, c.oid, 'select'), false) as ok
       from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       where n.nspname = $2 and c.relname = $3`,
      [channel.claims.role, binding.schema, binding.table],
    );
    if (!rows[0]?.ok) {
      const { event, schema, table, filter } = binding.requested;
      return (
        'Unable to subscribe to changes with given parameters. Please check Realtime is enabled ' +
        `for the given connect parameters: [event: ${event}, schema: ${schema}, table: ${table}, ` +
        `filters: ${filter ? `[${filter}]` : '[]'}]`
      );
    }
  }
  return null;
}

export class Joins {
  readonly #db: SqlDatabase;
  readonly #log: (line: string) => void;
  readonly #limits: RealtimeLimits;
  readonly #routes: Routes;
  readonly #joins: RateCounter;
  #countedConnections = 0;
  #nextBindingId = 1;

  constructor(options: ChannelContext) {
    this.#db = options.db;
    this.#log = options.log;
    this.#limits = options.limits;
    this.#routes = options.routes;
    this.#joins = new RateCounter(options.limits.maxJoinsPerSecond);
  }

  /** A closed socket no longer counts among the concurrent users. */
  release(connection: Connection): void {
    if (connection.counted) this.#countedConnections -= 1;
  }

  async join(connection: Connection, message: PhoenixMessage): Promise<void> {
    const existing = connection.channels.get(message.topic);
    if (existing) this.#routes.leave(existing);
    const payload = recordOf(message.payload);
    const config = recordOf(payload.config);
    const broadcast = recordOf(config.broadcast);
    const presence = recordOf(config.presence);
    const subTopic = message.topic.replace(/^realtime:/, '');
    const token = userToken(payload.access_token) ?? LOCAL_ANON_KEY;
    const fail = (reason: string) => connection.reply(message, 'error', { reason });

    const quotaError = this.#quotaError(connection, message.topic);
    if (quotaError !== null) {
      fail(quotaError);
      // Upstream disconnects a socket that joins too fast.
      if (quotaError === LIMIT_ERRORS.tooManyJoins) connection.socket.close(1000, quotaError);
      return;
    }
    let claims: JwtClaims;
    try {
      claims = await verifyChannelToken(token);
    } catch (error) {
      if (error instanceof JwtError) {
        fail(`InvalidJWTToken: ${error.message}`);
        return;
      }
      throw error;
    }
    const channel: Channel = {
      connection,
      topic: message.topic,
      subTopic,
      joinRef: message.join_ref,
      isPrivate: config.private === true,
      token,
      claims,
      policies: null,
      self: broadcast.self === true,
      ack: broadcast.ack === true,
      presenceEnabled: presence.enabled === true,
      presenceKey:
        typeof presence.key === 'string' && presence.key !== '' ? presence.key : randomUUID(),
      bindings: [],
      expiry: null,
      presenceCalls: new WindowLimit(
        this.#limits.maxClientPresenceCalls,
        this.#limits.clientPresenceWindowMs,
      ),
      trackedPayload: null,
    };
    try {
      if (channel.isPrivate) {
        channel.policies = await channelPolicies(this.#db, claims, subTopic);
        if (!channel.policies.broadcast.read && !channel.policies.presence.read) {
          fail(
            `Unauthorized: You do not have permissions to read from this Channel topic: ${subTopic}`,
          );
          return;
        }
      }
    } catch (error) {
      this.#log(`realtime join of ${subTopic}: ${(error as Error).message}`);
      fail(joinFailureReason(classifyDbFailure(error), subTopic));
      return;
    }
    const requested = Array.isArray(config.postgres_changes) ? config.postgres_changes : [];
    const parsed = parseBindings(requested, this.#nextBindingId);
    this.#nextBindingId += requested.length;
    channel.bindings = parsed.bindings;
    let bindingError = parsed.error;
    if (bindingError === null && channel.bindings.length > 0) {
      try {
        bindingError = await unreadableTable(this.#db, channel);
      } catch (error) {
        this.#log(`realtime join of ${subTopic}: ${(error as Error).message}`);
        fail(joinFailureReason(classifyDbFailure(error), subTopic));
        return;
      }
    }

    if (!connection.counted) {
      connection.counted = true;
      this.#countedConnections += 1;
    }
    this.#routes.add(channel);
    const echoed = requested.length > 0 ? { postgres_changes: parsed.echoed } : {};
    connection.reply(message, 'ok', echoed);
    if (channel.presenceEnabled && mayReadPresence(channel)) {
      // The state sent at join counts as a presence event upstream (PresenceHandler.sync).
      if (!this.#routes.countPresenceEvent(channel)) return;
      connection.push(channel, 'presence_state', this.#routes.presenceState(channel));
    }
    if (requested.length > 0) {
      if (bindingError !== null) channel.bindings = [];
      connection.push(channel, 'system', {
        extension: 'postgres_changes',
        status: bindingError === null ? 'ok' : 'error',
        message: bindingError ?? 'Subscribed to PostgreSQL',
        channel: subTopic,
      });
    }
  }

  /** The quotas upstream checks before the token: concurrent users, joins/s, channels. */
  #quotaError(connection: Connection, topic: string): string | null {
    if (!connection.counted && this.#countedConnections >= this.#limits.maxConnections) {
      return LIMIT_ERRORS.tooManyConnections;
    }
    if (this.#joins.triggered) return LIMIT_ERRORS.tooManyJoins;
    this.#joins.add();
    const others = connection.channels.size - (connection.channels.has(topic) ? 1 : 0);
    if (others >= this.#limits.maxChannelsPerConnection) return LIMIT_ERRORS.tooManyChannels;
    return null;
  }
}
