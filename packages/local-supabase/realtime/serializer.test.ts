import { describe, expect, it } from 'vitest';
import { bindingMatches, parseBinding, parseFilter, type Change } from './changes.ts';
import { decodeFrame, encodeBroadcast, encodeMessage, ProtocolError } from './serializer.ts';

/** A kind-3 frame as realtime-js's serializer builds it for `channel.send` on vsn 2.0.0. */
function userBroadcastPush(topic: string, event: string, payload: unknown): Uint8Array {
  const strings = ['1', '2', topic, event, ''];
  const body = new TextEncoder().encode(JSON.stringify(payload));
  const header = [3, ...strings.map((s) => s.length), 1];
  const bytes = [...header, ...strings.flatMap((s) => [...s].map((c) => c.charCodeAt(0)))];
  return new Uint8Array([...bytes, ...body]);
}

describe('the Phoenix wire format', () => {
  it('reads vsn 2.0.0 arrays and vsn 1.0.0 objects', () => {
    const message = {
      join_ref: '1',
      ref: '2',
      topic: 'realtime:a',
      event: 'phx_join',
      payload: {},
    };
    expect(decodeFrame(encodeMessage(message, '2.0.0'), '2.0.0')).toEqual(message);
    expect(decodeFrame(encodeMessage(message, '1.0.0'), '1.0.0')).toEqual(message);
  });

  it('reads a binary user broadcast as the broadcast message it stands for', () => {
    expect(decodeFrame(userBroadcastPush('realtime:room', 'hola', { n: 1 }), '2.0.0')).toEqual({
      join_ref: '1',
      ref: '2',
      topic: 'realtime:room',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'hola', payload: { n: 1 } },
    });
  });

  it('writes a broadcast as a kind-4 frame: lengths, topic, event, JSON payload', () => {
    const frame = encodeBroadcast({ topic: 'realtime:t', event: 'e', payload: { a: 1 } }, '2.0.0');
    expect(frame).toBeInstanceOf(Uint8Array);
    const bytes = frame as Uint8Array;
    expect([...bytes.subarray(0, 5)]).toEqual([4, 10, 1, 0, 1]);
    expect(new TextDecoder().decode(bytes.subarray(5))).toBe('realtime:te{"a":1}');
  });

  it('refuses frames that are not the protocol', () => {
    expect(() => decodeFrame('not json', '2.0.0')).toThrow(ProtocolError);
    expect(() => decodeFrame('{"topic":"t"}', '2.0.0')).toThrow(ProtocolError);
    expect(() => decodeFrame(new Uint8Array([9, 0, 0]), '2.0.0')).toThrow(ProtocolError);
    expect(() => decodeFrame(new Uint8Array([3, 200, 0, 0, 0, 0, 1]), '2.0.0')).toThrow(
      ProtocolError,
    );
  });
});

describe('postgres_changes bindings', () => {
  const change = (record: Record<string, unknown>): Change => ({
    schema: 'public',
    table: 'notes',
    type: 'INSERT',
    commitTimestamp: '2026-11-26T00:00:00.000Z',
    record,
    oldRecord: null,
  });

  it('parses upstream filters and matches records by them', () => {
    expect(parseFilter('room=in.(a,"b c")')).toEqual({
      column: 'room',
      operator: 'in',
      values: ['a', 'b c'],
    });
    const byPrice = parseBinding(1, {
      event: 'INSERT',
      schema: 'public',
      table: 'notes',
      filter: 'price=gte.100',
    });
    expect(bindingMatches(byPrice, change({ price: 150 }))).toBe(true);
    expect(bindingMatches(byPrice, change({ price: 99.5 }))).toBe(false);
    const otherTable = parseBinding(2, { event: '*', schema: 'public', table: 'other' });
    expect(bindingMatches(otherTable, change({}))).toBe(false);
    const updates = parseBinding(3, { event: 'UPDATE', schema: '*' });
    expect(bindingMatches(updates, change({}))).toBe(false);
  });

  it('refuses an unknown event or filter operator', () => {
    expect(() => parseBinding(1, { event: 'TRUNCATE', schema: 'public' })).toThrow();
    expect(() => parseFilter('room=like.a%')).toThrow('Error parsing `filter` params');
  });
});
