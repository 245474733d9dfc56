/**
 * A client's socket and the channels it joined on it: what a joined channel holds, who may read
 * it, and the frames that go to the client.
 */
import { WebSocket } from 'ws';
import type { JwtClaims } from '../types.ts';
import type { ChannelPolicies } from './authorization.ts';
import type { ChangeBinding } from './changes.ts';
import type { WindowLimit } from './limits.ts';
import { encodeBroadcast, encodeMessage, type PhoenixMessage, type Vsn } from './serializer.ts';

export interface Channel {
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

/**
 * Upstream's tenant topic: a private and a public channel of one topic are two routes, so what
 * one is sent never reaches the other.
 */
export function routeKey(channel: Pick<Channel, 'isPrivate' | 'subTopic'>): string {
  return `${channel.isPrivate ? 'private' : 'public'}:${channel.subTopic}`;
}

export function mayReadBroadcast(channel: Channel): boolean {
  return !channel.isPrivate || channel.policies?.broadcast.read === true;
}

export function mayReadPresence(channel: Channel): boolean {
  return !channel.isPrivate || channel.policies?.presence.read === true;
}

export class Connection {
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

  /** Phoenix's close of one channel: after a leave, and last in a shutdown. */
  closeChannel(channel: Channel): void {
    this.send({
      join_ref: channel.joinRef,
      ref: channel.joinRef,
      topic: channel.topic,
      event: 'phx_close',
      payload: {},
    });
  }

  /** A user broadcast has its own frame: binary on vsn 2.0.0 (serializer.ts). */
  broadcast(channel: Channel, event: string, payload: unknown): void {
    const frame = encodeBroadcast({ topic: channel.topic, event, payload }, this.vsn);
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(frame);
  }
}
