/**
 * The Phoenix channel wire format as @supabase/realtime-js speaks it. vsn 1.0.0: a JSON object per
 * text frame. vsn 2.0.0 (the client's default): a JSON array `[join_ref, ref, topic, event,
 * payload]` per text frame, and a binary frame for a user broadcast: kind 3 from the client
 * (userBroadcastPush), kind 4 to it (userBroadcast), a header of lengths, the strings, then the
 * payload as JSON (encoding 1) or raw bytes (encoding 0).
 */

export type Vsn = '1.0.0' | '2.0.0';

export interface PhoenixMessage {
  join_ref: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

const KIND_USER_BROADCAST_PUSH = 3;
const KIND_USER_BROADCAST = 4;
const ENCODING_BINARY = 0;
const ENCODING_JSON = 1;

export class ProtocolError extends Error {}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A client may send anything as a payload or config: what is not an object reads as empty. */
export function recordOf(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {};
}

function optionalText(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function fromParts(
  joinRef: unknown,
  ref: unknown,
  topic: unknown,
  event: unknown,
  payload: unknown,
) {
  if (typeof topic !== 'string' || typeof event !== 'string') {
    throw new ProtocolError('a message needs a topic and an event');
  }
  return { join_ref: optionalText(joinRef), ref: optionalText(ref), topic, event, payload };
}

function decodeText(text: string, vsn: Vsn): PhoenixMessage {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ProtocolError('a text frame must be JSON');
  }
  if (vsn === '2.0.0') {
    if (!Array.isArray(parsed) || parsed.length !== 5) {
      throw new ProtocolError('a vsn 2.0.0 text frame is [join_ref, ref, topic, event, payload]');
    }
    return fromParts(...(parsed as [unknown, unknown, unknown, unknown, unknown]));
  }
  if (!isRecord(parsed)) throw new ProtocolError('a vsn 1.0.0 frame is a JSON object');
  return fromParts(parsed.join_ref, parsed.ref, parsed.topic, parsed.event, parsed.payload);
}

/** A client's binary user broadcast (kind 3) as the message realtime-js would have sent as text. */
function decodeBinary(bytes: Uint8Array): PhoenixMessage {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 7 || view.getUint8(0) !== KIND_USER_BROADCAST_PUSH) {
    throw new ProtocolError('unknown binary frame');
  }
  const lengths = [1, 2, 3, 4, 5].map((i) => view.getUint8(i));
  const encoding = view.getUint8(6);
  let offset = 7;
  const decoder = new TextDecoder();
  const [joinRef, ref, topic, event, metadata] = lengths.map((length) => {
    if (offset + length > bytes.byteLength) throw new ProtocolError('truncated binary frame');
    const text = decoder.decode(bytes.subarray(offset, offset + length));
    offset += length;
    return text;
  });
  const body = bytes.subarray(offset);
  let userPayload: unknown;
  if (encoding === ENCODING_JSON) {
    try {
      userPayload = JSON.parse(decoder.decode(body));
    } catch {
      throw new ProtocolError('a JSON broadcast payload must be JSON');
    }
  } else if (encoding === ENCODING_BINARY) {
    userPayload = body.slice();
  } else {
    throw new ProtocolError('unknown payload encoding');
  }
  let meta: Record<string, unknown> = {};
  if (metadata !== '') {
    try {
      const parsed: unknown = JSON.parse(metadata);
      if (isRecord(parsed)) meta = parsed;
    } catch {
      throw new ProtocolError('broadcast metadata must be JSON');
    }
  }
  return {
    join_ref: joinRef || null,
    ref: ref || null,
    topic,
    event: 'broadcast',
    payload: { ...meta, type: 'broadcast', event, payload: userPayload },
  };
}

export function decodeFrame(data: string | Uint8Array, vsn: Vsn): PhoenixMessage {
  return typeof data === 'string' ? decodeText(data, vsn) : decodeBinary(data);
}

export interface UserBroadcast {
  topic: string;
  event: string;
  payload: unknown;
  meta?: Record<string, unknown>;
}

/**
 * A broadcast to a client: a binary kind-4 frame on vsn 2.0.0 (raw bytes stay raw), a text frame
 * on 1.0.0.
 */
export function encodeBroadcast(message: UserBroadcast, vsn: Vsn): string | Uint8Array {
  if (vsn === '1.0.0') {
    return encodeMessage(
      {
        join_ref: null,
        ref: null,
        topic: message.topic,
        event: 'broadcast',
        payload: {
          type: 'broadcast',
          event: message.event,
          payload: message.payload,
          ...(message.meta ? { meta: message.meta } : {}),
        },
      },
      vsn,
    );
  }
  const encoder = new TextEncoder();
  const topic = encoder.encode(message.topic);
  const event = encoder.encode(message.event);
  const meta = encoder.encode(message.meta ? JSON.stringify(message.meta) : '');
  const binary = message.payload instanceof Uint8Array;
  const body =
    message.payload instanceof Uint8Array
      ? message.payload
      : encoder.encode(JSON.stringify(message.payload ?? {}));
  if (topic.length > 255 || event.length > 255 || meta.length > 255) {
    throw new ProtocolError('topic, event and metadata are at most 255 bytes each');
  }
  const frame = new Uint8Array(5 + topic.length + event.length + meta.length + body.length);
  const encoding = binary ? ENCODING_BINARY : ENCODING_JSON;
  frame.set([KIND_USER_BROADCAST, topic.length, event.length, meta.length, encoding], 0);
  let offset = 5;
  for (const part of [topic, event, meta, body]) {
    frame.set(part, offset);
    offset += part.length;
  }
  return frame;
}

export function encodeMessage(message: PhoenixMessage, vsn: Vsn): string {
  if (vsn === '1.0.0') return JSON.stringify(message);
  return JSON.stringify([
    message.join_ref,
    message.ref,
    message.topic,
    message.event,
    message.payload,
  ]);
}

export function parseVsn(value: string | null): Vsn | null {
  if (value === null || value === '1.0.0') return '1.0.0';
  return value === '2.0.0' ? '2.0.0' : null;
}
