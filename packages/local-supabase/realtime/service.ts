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
 *
 * This module takes the sockets and passes each frame (join.ts, channel-messages.ts) and each
 * NOTIFY (notify.ts) to the module of its job; routes.ts holds the joined channels and sends to
 * them.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import type { SqlDatabase } from '../engine/types.ts';
import { ChannelMessages } from './channel-messages.ts';
import { type Channel, Connection } from './connection.ts';
import { Joins } from './join.ts';
import { type RealtimeLimits, resolveRealtimeLimits } from './limits.ts';
import { DatabaseEvents, NOTIFY_CHANNEL } from './notify.ts';
import { Routes } from './routes.ts';
import {
  decodeFrame,
  type PhoenixMessage,
  parseVsn,
  ProtocolError,
  type Vsn,
} from './serializer.ts';
import { countStatements } from './statement-count.ts';
import { tokenIsApiKey } from './token.ts';

export const REALTIME_PATH = '/realtime/v1/websocket';
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

export class RealtimeService {
  readonly #db: SqlDatabase;
  readonly #log: (line: string) => void;
  readonly #wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  readonly #connections = new Set<Connection>();
  readonly #statements: () => number;
  readonly #routes: Routes;
  readonly #joins: Joins;
  readonly #messages: ChannelMessages;
  readonly #databaseEvents: DatabaseEvents;
  #notifications: Promise<void> = Promise.resolve();
  #unlisten: (() => Promise<void>) | null = null;
  #sweeper: NodeJS.Timeout | null = null;
  #cleaner: NodeJS.Timeout | null = null;

  constructor(options: RealtimeServiceOptions) {
    const counted = countStatements(options.db);
    this.#db = counted.db;
    this.#statements = counted.statements;
    this.#log = options.log ?? (() => undefined);
    const limits = resolveRealtimeLimits(options.limits);
    this.#routes = new Routes(limits);
    const parts = { db: this.#db, log: this.#log, limits, routes: this.#routes };
    this.#joins = new Joins(parts);
    this.#messages = new ChannelMessages(parts);
    this.#databaseEvents = new DatabaseEvents(this.#db, this.#routes, () => this.#channels());
  }

  async start(): Promise<void> {
    this.#unlisten = await this.#db.listen(NOTIFY_CHANNEL, (payload) => {
      this.#notifications = this.#notifications
        .then(() => this.#databaseEvents.handle(payload))
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

  /** Every joined channel, socket by socket, read as the caller goes (not a copy). */
  *#channels(): Generator<Channel> {
    for (const connection of this.#connections) yield* connection.channels.values();
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
      this.#joins.release(connection);
      for (const channel of [...connection.channels.values()]) this.#routes.leave(channel);
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
      await this.#joins.join(connection, message);
      return;
    }
    const channel = connection.channels.get(message.topic);
    if (!channel || channel.joinRef !== message.join_ref) {
      // Phoenix's answer to a push on a topic the socket has not joined.
      connection.reply(message, 'error', { reason: 'unmatched topic' });
      return;
    }
    switch (message.event) {
      case 'phx_leave':
        connection.reply(message, 'ok', {});
        this.#routes.leave(channel);
        connection.closeChannel(channel);
        return;
      case 'broadcast':
        if (!this.#routes.countEvent(channel)) return;
        await this.#messages.broadcast(channel, message);
        return;
      case 'presence':
        await this.#messages.presence(channel, message);
        return;
      case 'access_token':
        await this.#messages.refreshToken(channel, message);
        return;
      default:
        if (this.#routes.countEvent(channel)) connection.reply(message, 'ok', {});
    }
  }
}
