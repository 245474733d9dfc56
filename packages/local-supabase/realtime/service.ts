/**
 * Supabase Realtime (/realtime/v1/websocket) over the embedded database: the Phoenix channel
 * protocol of @supabase/realtime-js with Broadcast, Presence and Postgres Changes.
 *
 * - A join carries the access token: verified like every other service does, the channel closes
 *   when it expires unless the client sends a fresh one (`access_token`).
 * - A private channel is authorized by the RLS policies of realtime.messages (authorization.ts).
 * - What the database sends (realtime.send, broadcast_changes, the capture trigger of the
 *   publication's tables) arrives as NOTIFY local_realtime, so it works across connections and
 *   processes on PostgreSQL as on PGlite; so does the end of a session (session-watch.ts).
 * - Hosted Free's quotas apply with upstream's errors unless turned off (limits.ts).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type RawData, WebSocket, WebSocketServer } from 'ws';
import type { SqlDatabase } from '../engine/types.ts';
import { JwtError, verifyJwt } from '../jwt.ts';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../keys.ts';
import type { JwtClaims } from '../types.ts';
import { type ChannelPolicies, channelPolicies } from './authorization.ts';
import { authorizeChange, selectableColumns } from './change-visibility.ts';
import {
  BindingError,
  type Change,
  type ChangeBinding,
  bindingMatches,
  loadChange,
  parseBinding,
  type TableShape,
  TableShapes,
} from './changes.ts';
import { classifyDbFailure, joinFailureReason, refreshFailureReason } from './db-failure.ts';
import {
  LIMIT_ERRORS,
  payloadBytes,
  RateCounter,
  type RealtimeLimits,
  resolveRealtimeLimits,
  WindowLimit,
} from './limits.ts';
import { isUserId, revocationReason, userStanding } from './session-watch.ts';
import { countStatements } from './statement-count.ts';
import {
  decodeFrame,
  encodeBroadcast,
  encodeMessage,
  type PhoenixMessage,
  parseVsn,
  ProtocolError,
  type Vsn,
} from './serializer.ts';

export const REALTIME_PATH = '/realtime/v1/websocket';
const NOTIFY_CHANNEL = 'local_realtime';
/** Phoenix closes a socket that sent nothing, not even a heartbeat, for this long. */
const IDLE_TIMEOUT_MS = 60_000;
/**
 * The socket's hard cap, well above any plan's payload limit (hosted Pro: 3,000 KB): a frame
 * over the plan's limit is refused for that message only, one over this closes the socket.
 */
const MAX_FRAME_BYTES = 4 * 1024 * 1024;
/** How long captured changes and database broadcasts are kept (hosted drops old partitions). */
const CHANGE_RETENTION = '5 minutes';
const MESSAGE_RETENTION = '3 days';
const CLEANUP_INTERVAL_MS = 60_000;

interface PresenceEntry {
  channel: Channel;
  key: string;
  meta: Record<string, unknown>;
}

interface Channel {
  connection: Connection;
  topic: string;
  subTopic: string;
  joinRef: string | null;
  isPrivate: boolean;
  token: string;
  claims: JwtClaims;
  policies: ChannelPolicies | null;
  self: boolean;
  ack: boolean;
  presenceEnabled: boolean;
  presenceKey: string;
  bindings: ChangeBinding[];
  expiry: NodeJS.Timeout | null;
  presenceCalls: WindowLimit;
  /** The last tracked payload, as JSON: tracking the same again changes nothing (upstream). */
  trackedPayload: string | null;
}

class Connection {
  readonly channels = new Map<string, Channel>();
  lastSeen = Date.now();
  /** Counted among the concurrent users (from its first successful join). */
  counted = false;
  /** Frames are handled one after another, in the order they came. */
  queue: Promise<void> = Promise.resolve();

  constructor(
    readonly socket: WebSocket,
    readonly vsn: Vsn,
  ) {}

  send(message: PhoenixMessage): void {
    if (this.socket.readyState === WebSocket.OPEN)
      this.socket.send(encodeMessage(message, this.vsn));
  }

  push(channel: Channel, event: string, payload: unknown): void {
    this.send({ join_ref: channel.joinRef, ref: null, topic: channel.topic, event, payload });
  }

  reply(message: PhoenixMessage, status: 'ok' | 'error', response: unknown): void {
    this.send({
      join_ref: message.join_ref,
      ref: message.ref,
      topic: message.topic,
      event: 'phx_reply',
      payload: { status, response },
    });
  }
}

export interface RealtimeServiceOptions {
  db: SqlDatabase;
  log?: (line: string) => void;
  /** Hosted Free's quotas by default; `false` turns them off (load tests, benches). */
  limits?: Partial<RealtimeLimits> | false;
}

export interface RealtimeStats {
  connections: number;
  channels: number;
  /** Statements the service has sent to the database since it started. */
  statements: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function tokenIsApiKey(token: string): boolean {
  return token === LOCAL_ANON_KEY || token === LOCAL_SERVICE_ROLE_KEY;
}

/** Upstream's words for a token it will not take, seconds since expiry included. */
async function verifyChannelToken(token: string): Promise<JwtClaims> {
  try {
    const claims = await verifyJwt(token);
    if (typeof claims.exp !== 'number') {
      throw new JwtError('Fields `role` and `exp` are required in JWT');
    }
    return claims;
  } catch (error) {
    if (error instanceof JwtError && error.expired) {
      const [, payload] = token.split('.');
      const exp = Number(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')).exp);
      const ago = Math.max(0, Math.floor(Date.now() / 1000) - exp);
      throw new JwtError(`Token has expired ${ago} seconds ago`, true);
    }
    throw error;
  }
}

export class RealtimeService {
  readonly #db: SqlDatabase;
  readonly #log: (line: string) => void;
  readonly #wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  readonly #connections = new Set<Connection>();
  /** Channels by routing key (`private:topic` / `public:topic`), as upstream's tenant topic. */
  readonly #routes = new Map<string, Set<Channel>>();
  readonly #presence = new Map<string, Map<string, PresenceEntry>>();
  readonly #shapes: TableShapes;
  readonly #statements: () => number;
  readonly #limits: RealtimeLimits;
  readonly #events: RateCounter;
  readonly #joins: RateCounter;
  readonly #presenceEvents: RateCounter;
  #countedConnections = 0;
  #nextBindingId = 1;
  #notifications: Promise<void> = Promise.resolve();
  #unlisten: (() => Promise<void>) | null = null;
  #sweeper: NodeJS.Timeout | null = null;
  #cleaner: NodeJS.Timeout | null = null;

  constructor(options: RealtimeServiceOptions) {
    const counted = countStatements(options.db);
    this.#db = counted.db;
    this.#statements = counted.statements;
    this.#log = options.log ?? (() => undefined);
    this.#shapes = new TableShapes(this.#db);
    this.#limits = resolveRealtimeLimits(options.limits);
    this.#events = new RateCounter(this.#limits.maxEventsPerSecond);
    this.#joins = new RateCounter(this.#limits.maxJoinsPerSecond);
    this.#presenceEvents = new RateCounter(this.#limits.maxPresenceEventsPerSecond);
  }

  async start(): Promise<void> {
    this.#unlisten = await this.#db.listen(NOTIFY_CHANNEL, (payload) => {
      this.#notifications = this.#notifications
        .then(() => this.#onNotify(payload))
        .catch((error: unknown) => this.#log(`realtime: ${(error as Error).message}`));
    });
    this.#sweeper = setInterval(() => this.#sweepIdle(), IDLE_TIMEOUT_MS / 2);
    this.#sweeper.unref();
    this.#cleaner = setInterval(() => void this.#cleanup(), CLEANUP_INTERVAL_MS);
    this.#cleaner.unref();
  }

  stats(): RealtimeStats {
    let channels = 0;
    for (const connection of this.#connections) channels += connection.channels.size;
    return { connections: this.#connections.size, channels, statements: this.#statements() };
  }

  /** Takes an HTTP upgrade for REALTIME_PATH; answers 401 without a project API key. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const apiKey = url.searchParams.get('apikey') ?? req.headers.apikey;
    const vsn = parseVsn(url.searchParams.get('vsn'));
    const refuse = (status: number, message: string) => {
      socket.end(
        `HTTP/1.1 ${status} ${status === 401 ? 'Unauthorized' : 'Bad Request'}\r\n` +
          'Content-Type: application/json\r\nConnection: close\r\n\r\n' +
          JSON.stringify({ message }),
      );
    };
    if (typeof apiKey !== 'string' || apiKey === '') {
      refuse(401, 'No API key found in request');
      return;
    }
    if (!tokenIsApiKey(apiKey)) {
      refuse(401, 'Invalid API key');
      return;
    }
    if (!vsn) {
      refuse(400, 'Unsupported vsn');
      return;
    }
    this.#wss.handleUpgrade(req, socket, head, (ws) => this.#accept(ws, vsn));
  }

  async close(): Promise<void> {
    if (this.#sweeper) clearInterval(this.#sweeper);
    if (this.#cleaner) clearInterval(this.#cleaner);
    for (const connection of this.#connections) connection.socket.terminate();
    this.#connections.clear();
    await this.#unlisten?.();
    await this.#notifications;
    await new Promise<void>((resolve) => this.#wss.close(() => resolve()));
  }

  #accept(socket: WebSocket, vsn: Vsn): void {
    const connection = new Connection(socket, vsn);
    this.#connections.add(connection);
    socket.on('message', (data: RawData, isBinary: boolean) => {
      connection.lastSeen = Date.now();
      const frame = isBinary
        ? new Uint8Array(Buffer.isBuffer(data) ? data : Buffer.concat(data as Buffer[]))
        : data.toString();
      connection.queue = connection.queue
        .then(() => this.#onFrame(connection, frame))
        .catch((error: unknown) => this.#log(`realtime: ${(error as Error).message}`));
    });
    socket.on('close', () => {
      this.#connections.delete(connection);
      if (connection.counted) this.#countedConnections -= 1;
      for (const channel of [...connection.channels.values()]) this.#leave(channel);
    });
    socket.on('error', () => socket.terminate());
  }

  #sweepIdle(): void {
    const cutoff = Date.now() - IDLE_TIMEOUT_MS;
    for (const connection of this.#connections) {
      if (connection.lastSeen < cutoff) connection.socket.close(1000, 'heartbeat timeout');
    }
  }

  async #cleanup(): Promise<void> {
    await this.#db
      .exec(
        `delete from local_realtime.changes where committed_at < now() - interval '${CHANGE_RETENTION}';
         delete from realtime.messages where inserted_at < now() - interval '${MESSAGE_RETENTION}';`,
      )
      .catch((error: unknown) => this.#log(`realtime cleanup: ${(error as Error).message}`));
  }

  async #onFrame(connection: Connection, frame: string | Uint8Array): Promise<void> {
    let message: PhoenixMessage;
    try {
      message = decodeFrame(frame, connection.vsn);
    } catch (error) {
      if (error instanceof ProtocolError) {
        connection.socket.close(1003, error.message);
        return;
      }
      throw error;
    }
    if (message.topic === 'phoenix' && message.event === 'heartbeat') {
      connection.reply(message, 'ok', {});
      return;
    }
    if (message.event === 'phx_join') {
      await this.#join(connection, message);
      return;
    }
    const channel = connection.channels.get(message.topic);
    if (!channel || channel.joinRef !== message.join_ref) {
      // Phoenix's answer to a push on a topic the socket has not joined.
      connection.send({
        join_ref: message.join_ref,
        ref: message.ref,
        topic: message.topic,
        event: 'phx_reply',
        payload: { status: 'error', response: { reason: 'unmatched topic' } },
      });
      return;
    }
    switch (message.event) {
      case 'phx_leave':
        connection.reply(message, 'ok', {});
        this.#leave(channel);
        connection.send({
          join_ref: channel.joinRef,
          ref: channel.joinRef,
          topic: channel.topic,
          event: 'phx_close',
          payload: {},
        });
        return;
      case 'broadcast':
        if (!this.#countEvent(channel)) return;
        await this.#clientBroadcast(channel, message);
        return;
      case 'presence':
        await this.#clientPresence(channel, message);
        return;
      case 'access_token':
        await this.#refreshToken(channel, message);
        return;
      default:
        if (this.#countEvent(channel)) connection.reply(message, 'ok', {});
    }
  }

  /** Counts a message in or out of a channel; over the quota the channel is shut down. */
  #countEvent(channel: Channel): boolean {
    this.#events.add();
    if (!this.#events.triggered) return true;
    this.#shutdown(channel, LIMIT_ERRORS.tooManyMessages);
    return false;
  }

  /** The quotas upstream checks before the token: concurrent users, joins/s, channels. */
  #joinQuotaError(connection: Connection, topic: string): string | null {
    if (!connection.counted && this.#countedConnections >= this.#limits.maxConnections) {
      return LIMIT_ERRORS.tooManyConnections;
    }
    if (this.#joins.triggered) return LIMIT_ERRORS.tooManyJoins;
    this.#joins.add();
    const others = connection.channels.size - (connection.channels.has(topic) ? 1 : 0);
    if (others >= this.#limits.maxChannelsPerConnection) return LIMIT_ERRORS.tooManyChannels;
    return null;
  }

  async #join(connection: Connection, message: PhoenixMessage): Promise<void> {
    const existing = connection.channels.get(message.topic);
    if (existing) this.#leave(existing);
    const payload = isRecord(message.payload) ? message.payload : {};
    const config = isRecord(payload.config) ? payload.config : {};
    const broadcast = isRecord(config.broadcast) ? config.broadcast : {};
    const presence = isRecord(config.presence) ? config.presence : {};
    const subTopic = message.topic.replace(/^realtime:/, '');
    const token =
      typeof payload.access_token === 'string' && !payload.access_token.startsWith('sb_')
        ? payload.access_token
        : LOCAL_ANON_KEY;
    const fail = (reason: string) => connection.reply(message, 'error', { reason });

    const quotaError = this.#joinQuotaError(connection, message.topic);
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
    let bindingError: string | null = null;
    const echoed: Record<string, unknown>[] = [];
    for (const raw of requested) {
      const id = this.#nextBindingId++;
      try {
        const binding = parseBinding(id, raw);
        channel.bindings.push(binding);
        echoed.push({ ...binding.requested, id });
      } catch (error) {
        if (!(error instanceof BindingError)) throw error;
        bindingError ??= error.message;
        echoed.push({ ...(isRecord(raw) ? raw : {}), id });
      }
    }
    if (bindingError === null && channel.bindings.length > 0) {
      try {
        bindingError = await this.#checkTables(channel);
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
    connection.channels.set(channel.topic, channel);
    this.#route(channel).add(channel);
    this.#armExpiry(channel);
    connection.reply(message, 'ok', requested.length > 0 ? { postgres_changes: echoed } : {});
    if (channel.presenceEnabled && this.#mayReadPresence(channel)) {
      // The state sent at join counts as a presence event upstream (PresenceHandler.sync).
      if (this.#presenceEvents.average > this.#limits.maxPresenceEventsPerSecond) {
        this.#shutdown(channel, LIMIT_ERRORS.tooManyPresence);
        return;
      }
      this.#presenceEvents.add();
      connection.push(channel, 'presence_state', this.#presenceState(this.#routeKey(channel)));
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

  /** Every table a binding names must exist and be selectable by the subscriber's role. */
  async #checkTables(channel: Channel): Promise<string | null> {
    for (const binding of channel.bindings) {
      if (binding.schema === '*' || binding.table === null || binding.table === '*') continue;
      const { rows } = await this.#db.query<{ ok: boolean }>(
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

  #routeKey(channel: Channel): string {
    return `${channel.isPrivate ? 'private' : 'public'}:${channel.subTopic}`;
  }

  #route(channel: Channel): Set<Channel> {
    const key = this.#routeKey(channel);
    let route = this.#routes.get(key);
    if (!route) {
      route = new Set();
      this.#routes.set(key, route);
    }
    return route;
  }

  #leave(channel: Channel): void {
    const { connection } = channel;
    if (connection.channels.get(channel.topic) !== channel) return;
    connection.channels.delete(channel.topic);
    if (channel.expiry) clearTimeout(channel.expiry);
    const key = this.#routeKey(channel);
    const route = this.#routes.get(key);
    route?.delete(channel);
    if (route?.size === 0) this.#routes.delete(key);
    this.#untrack(channel);
  }

  /** Upstream's shutdown: a system message with the reason, then the channel closes. */
  #shutdown(channel: Channel, reason: string): void {
    const { connection } = channel;
    this.#leave(channel);
    connection.push(channel, 'system', {
      extension: 'system',
      status: 'error',
      message: reason,
      channel: channel.subTopic,
    });
    connection.send({
      join_ref: channel.joinRef,
      ref: channel.joinRef,
      topic: channel.topic,
      event: 'phx_close',
      payload: {},
    });
  }

  #armExpiry(channel: Channel): void {
    if (channel.expiry) clearTimeout(channel.expiry);
    const exp = typeof channel.claims.exp === 'number' ? channel.claims.exp : 0;
    // setTimeout holds at most 2^31-1 ms; a token that outlives that is re-armed when it fires.
    const wait = Math.min(Math.max(0, exp * 1000 - Date.now()), 2 ** 31 - 1);
    channel.expiry = setTimeout(() => {
      if (exp * 1000 > Date.now()) this.#armExpiry(channel);
      else this.#shutdown(channel, 'Token has expired 0 seconds ago');
    }, wait);
    channel.expiry.unref();
  }

  async #refreshToken(channel: Channel, message: PhoenixMessage): Promise<void> {
    const payload = isRecord(message.payload) ? message.payload : {};
    const token = payload.access_token;
    if (typeof token !== 'string' || token.startsWith('sb_') || token === channel.token) return;
    let claims: JwtClaims;
    try {
      claims = await verifyChannelToken(token);
    } catch (error) {
      if (error instanceof JwtError) {
        this.#shutdown(channel, error.message);
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
        this.#shutdown(channel, refreshFailureReason(classifyDbFailure(error), channel.subTopic));
        return;
      }
      if (!channel.policies.broadcast.read && !channel.policies.presence.read) {
        this.#shutdown(
          channel,
          `You no longer have permission to read from this Channel topic: ${channel.subTopic}`,
        );
        return;
      }
    }
    this.#armExpiry(channel);
  }

  #mayReadBroadcast(channel: Channel): boolean {
    return !channel.isPrivate || channel.policies?.broadcast.read === true;
  }

  #mayReadPresence(channel: Channel): boolean {
    return !channel.isPrivate || channel.policies?.presence.read === true;
  }

  async #clientBroadcast(channel: Channel, message: PhoenixMessage): Promise<void> {
    const payload = isRecord(message.payload) ? message.payload : {};
    if (channel.isPrivate && !channel.policies?.broadcast.write) return;
    if (payloadBytes(payload) > this.#limits.maxPayloadBytes) {
      // Refused for this message only; without ack upstream drops it silently.
      if (channel.ack) channel.connection.reply(message, 'error', LIMIT_ERRORS.payloadTooLarge);
      return;
    }
    const event = typeof payload.event === 'string' ? payload.event : '';
    this.#fanOut(this.#routeKey(channel), event, payload.payload, channel.self ? null : channel);
    if (channel.ack) channel.connection.reply(message, 'ok', {});
  }

  #fanOut(routeKey: string, event: string, payload: unknown, except: Channel | null): void {
    for (const target of this.#routes.get(routeKey) ?? []) {
      if (target === except || !this.#mayReadBroadcast(target)) continue;
      if (!this.#countEvent(target)) continue;
      const frame = encodeBroadcast({ topic: target.topic, event, payload }, target.connection.vsn);
      if (target.connection.socket.readyState === WebSocket.OPEN) {
        target.connection.socket.send(frame);
      }
    }
  }

  async #clientPresence(channel: Channel, message: PhoenixMessage): Promise<void> {
    const payload = isRecord(message.payload) ? message.payload : {};
    if (!channel.presenceCalls.take()) {
      this.#shutdown(channel, LIMIT_ERRORS.clientPresence);
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
      this.#untrack(channel);
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
      this.#shutdown(channel, LIMIT_ERRORS.trackTooLarge);
      return;
    }
    if (this.#presenceEvents.average > this.#limits.maxPresenceEventsPerSecond) {
      this.#shutdown(channel, LIMIT_ERRORS.tooManyPresence);
      return;
    }
    this.#presenceEvents.add();
    channel.trackedPayload = tracked;
    channel.presenceEnabled = true;
    const key = this.#routeKey(channel);
    let entries = this.#presence.get(key);
    if (!entries) {
      entries = new Map();
      this.#presence.set(key, entries);
    }
    const old = [...entries.values()].find((entry) => entry.channel === channel);
    const meta: Record<string, unknown> = {
      ...payload.payload,
      phx_ref: randomUUID(),
      ...(old ? { phx_ref_prev: old.meta.phx_ref } : {}),
    };
    if (old) entries.delete(this.#entryId(old));
    const entry = { channel, key: channel.presenceKey, meta };
    entries.set(this.#entryId(entry), entry);
    channel.connection.reply(message, 'ok', {});
    this.#presenceDiff(key, { [entry.key]: { metas: [meta] } }, old ? this.#metas([old]) : {});
  }

  #entryId(entry: PresenceEntry): string {
    return `${entry.key}\u0000${String(entry.meta.phx_ref)}`;
  }

  #metas(entries: PresenceEntry[]): Record<string, { metas: Record<string, unknown>[] }> {
    const grouped: Record<string, { metas: Record<string, unknown>[] }> = {};
    for (const entry of entries) {
      (grouped[entry.key] ??= { metas: [] }).metas.push(entry.meta);
    }
    return grouped;
  }

  #presenceState(key: string): Record<string, { metas: Record<string, unknown>[] }> {
    return this.#metas([...(this.#presence.get(key)?.values() ?? [])]);
  }

  #untrack(channel: Channel): void {
    const key = this.#routeKey(channel);
    const entries = this.#presence.get(key);
    const old = [...(entries?.values() ?? [])].filter((entry) => entry.channel === channel);
    if (!entries || old.length === 0) return;
    for (const entry of old) entries.delete(this.#entryId(entry));
    if (entries.size === 0) this.#presence.delete(key);
    this.#presenceDiff(key, {}, this.#metas(old));
  }

  #presenceDiff(key: string, joins: object, leaves: object): void {
    for (const target of this.#routes.get(key) ?? []) {
      if (!target.presenceEnabled || !this.#mayReadPresence(target)) continue;
      if (!this.#countEvent(target)) continue;
      target.connection.push(target, 'presence_diff', { joins, leaves });
    }
  }

  async #onNotify(payload: string): Promise<void> {
    const kind = payload[0];
    const id = payload.slice(1);
    if (kind === 'm') await this.#databaseBroadcast(id);
    else if (kind === 'c') await this.#databaseChange(Number(id));
    else if (kind === 's' && isUserId(id)) await this.#revokeUser(id);
  }

  /** A session of this user ended, or the user was suspended or deleted (session-watch.ts). */
  async #revokeUser(userId: string): Promise<void> {
    const channels: Channel[] = [];
    for (const connection of this.#connections) {
      for (const channel of connection.channels.values()) {
        if (channel.claims.sub === userId) channels.push(channel);
      }
    }
    if (channels.length === 0) return;
    const standing = await userStanding(this.#db, userId);
    for (const channel of channels) {
      const reason = revocationReason(channel.claims, standing);
      if (reason !== null && channel.connection.channels.get(channel.topic) === channel) {
        this.#shutdown(channel, reason);
      }
    }
  }

  async #databaseBroadcast(id: string): Promise<void> {
    const { rows } = await this.#db.query<{
      topic: string;
      event: string | null;
      payload: unknown;
      private: boolean | null;
    }>(
      `select topic, event, payload, private from realtime.messages
       where id = $1 and extension = 'broadcast'`,
      [id],
    );
    const row = rows[0];
    if (!row) return;
    const key = `${row.private === false ? 'public' : 'private'}:${row.topic}`;
    this.#fanOut(key, row.event ?? '', row.payload, null);
  }

  async #databaseChange(id: number): Promise<void> {
    const targets: { channel: Channel; ids: number[] }[] = [];
    let loaded: { change: Change; shape: TableShape } | null | undefined;
    for (const connection of this.#connections) {
      for (const channel of connection.channels.values()) {
        if (channel.bindings.length === 0) continue;
        loaded ??= await loadChange(this.#db, this.#shapes, id);
        if (!loaded) return;
        const { change } = loaded;
        const ids = channel.bindings.filter((b) => bindingMatches(b, change)).map((b) => b.id);
        if (ids.length > 0) targets.push({ channel, ids });
      }
    }
    if (!loaded || targets.length === 0) return;
    const { change, shape } = loaded;
    // One statement for every distinct claims set: many tabs of one person, or many people of
    // one role, cost no more statements than one subscriber.
    const claimIndex = new Map<string, number>();
    const claimSets: JwtClaims[] = [];
    for (const { channel } of targets) {
      const key = JSON.stringify(channel.claims);
      if (!claimIndex.has(key)) {
        claimIndex.set(key, claimSets.length);
        claimSets.push(channel.claims);
      }
    }
    const verdicts = await authorizeChange(this.#db, change, shape, claimSets);
    for (const { channel, ids } of targets) {
      const verdict = verdicts[claimIndex.get(JSON.stringify(channel.claims)) ?? -1];
      if (!verdict?.visible) continue;
      if (!channel.connection.channels.has(channel.topic)) continue;
      if (!this.#countEvent(channel)) continue;
      channel.connection.push(channel, 'postgres_changes', {
        ids,
        data: {
          schema: change.schema,
          table: change.table,
          commit_timestamp: change.commitTimestamp,
          type: change.type,
          columns: shape.columns.filter(({ name }) => verdict.columns.has(name)),
          record: selectableColumns(change.record, verdict),
          old_record: selectableColumns(change.oldRecord, verdict),
          errors: null,
        },
      });
    }
  }
}
