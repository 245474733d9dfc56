import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { DataError } from '@/lib/data-errors';
import type { DeliveryInput } from '../types';
import type { Fix } from '../trip-logic';
import {
  isRefusal,
  nextBatch,
  Outbox,
  POSITIONS_PER_BATCH,
  type OutboxEntry,
  type OutboxSenders,
} from './outbox';
import { outboxMessage, refusedMessage } from './outbox-messages';
import { deviceOutboxStore, memoryOutboxStore } from './outbox-store';

const fix = (i: number): Fix => ({
  lat: -32.9 - i / 1000,
  lon: -68.8,
  accuracy: 10,
  at: new Date(Date.UTC(2026, 10, 26, 12, 0, i)).toISOString(),
});
const position = (i: number): OutboxEntry => ({ kind: 'position', fix: fix(i) });
const delivery = (requestId = 'r1'): OutboxEntry => ({
  kind: 'delivery',
  requestId,
  userId: 'u1',
  delivery: { recipientName: 'Ana Receptora' } as DeliveryInput,
});
const start = (at = '2026-11-26T11:59:00.000Z'): OutboxEntry => ({ kind: 'start', at });
const roadIncident = (requestId = 'i1'): OutboxEntry => ({
  kind: 'road-incident',
  requestId,
  report: {
    kind: 'breakdown',
    description: 'Se rompió la bomba de agua en la RN 7',
    happenedAt: '2026-11-26T12:00:30.000Z',
  },
});
const refusal = (message: string, code = 'P0001') => new DataError({ code, message }, message);
const offline = () => new DataError(new TypeError('Failed to fetch'), 'Sin conexión');

/**
 * Senders that record what they send, in order, as 's:<time>', 'p:<seconds>', 'i:<request id>'
 * and 'd:<request id>'.
 */
function recordingSenders() {
  const sent: string[][] = [];
  const senders: OutboxSenders = {
    start: vi.fn(async (_listingId: string, at: string) => {
      sent.push([`s:${at}`]);
    }),
    positions: vi.fn(async (_listingId: string, fixes: readonly Fix[]) => {
      sent.push(
        fixes.map(
          (f) => `p:${new Date(f.at).getUTCSeconds() + new Date(f.at).getUTCMinutes() * 60}`,
        ),
      );
    }),
    roadIncident: vi.fn(async (_listingId: string, entry: { requestId: string }) => {
      sent.push([`i:${entry.requestId}`]);
    }),
    delivery: vi.fn(async (_listingId: string, entry: { requestId: string }) => {
      sent.push([`d:${entry.requestId}`]);
    }),
  };
  return { sent, senders };
}

describe('nextBatch', () => {
  it('takes up to 120 positions in a row, or one start or delivery, skipping what was refused', () => {
    const items = [
      ...Array.from({ length: 130 }, (_, i) => ({ seq: i, listingId: 'l', entry: position(i) })),
    ];
    expect(nextBatch(items)).toHaveLength(POSITIONS_PER_BATCH);
    const mixed = [
      { seq: 1, listingId: 'l', entry: position(1), refused: 'no' },
      { seq: 2, listingId: 'l', entry: position(2) },
      { seq: 3, listingId: 'l', entry: delivery() },
      { seq: 4, listingId: 'l', entry: position(4) },
    ];
    expect(nextBatch(mixed).map((item) => item.seq)).toEqual([2]);
    expect(nextBatch(mixed.slice(2)).map((item) => item.seq)).toEqual([3]);
    const started = [
      { seq: 5, listingId: 'l', entry: start() },
      { seq: 6, listingId: 'l', entry: position(6) },
    ];
    expect(nextBatch(started).map((item) => item.seq)).toEqual([5]);
    expect(nextBatch([])).toEqual([]);
  });
});

describe('isRefusal', () => {
  it("tells the server's refusals from a failure to reach it", () => {
    for (const code of ['22023', '23505', '42501', 'P0001', '415', '413']) {
      expect(isRefusal(new DataError({ code, message: 'x' }))).toBe(true);
    }
    expect(isRefusal(offline())).toBe(false);
    expect(isRefusal(new DataError({ code: '401', message: 'jwt expired' }))).toBe(false);
    expect(isRefusal(new TypeError('Failed to fetch'))).toBe(false);
  });
});

describe('the trip outbox', () => {
  it('sends everything in the order it was made, positions 120 at a time, and empties', async () => {
    const { sent, senders } = recordingSenders();
    const outbox = new Outbox('l1', memoryOutboxStore(), senders);
    for (let i = 0; i < 250; i++) await outbox.add(position(i));
    await outbox.add(delivery('r1'));
    for (let i = 250; i < 255; i++) await outbox.add(position(i));
    expect(outbox.getState()).toMatchObject({ pending: 256, deliveryPending: true });
    expect(await outbox.flush()).toBe(true);
    expect(sent.map((batch) => batch.length)).toEqual([120, 120, 10, 1, 5]);
    expect(sent.flat()).toEqual([
      ...Array.from({ length: 250 }, (_, i) => `p:${i}`),
      'd:r1',
      ...Array.from({ length: 5 }, (_, i) => `p:${250 + i}`),
    ]);
    expect(outbox.getState()).toMatchObject({
      pending: 0,
      deliveryPending: false,
      refused: [],
      lastPositionAt: fix(254).at,
    });
    expect(outbox.getState().sentAt).not.toBeNull();
  });

  it('sends a road incident between the positions recorded around it, and only once', async () => {
    const { sent, senders } = recordingSenders();
    const roadIncidents = vi.mocked(senders.roadIncident);
    roadIncidents.mockRejectedValueOnce(offline());
    const outbox = new Outbox('l1', memoryOutboxStore(), senders);
    await outbox.add(position(1));
    await outbox.add(roadIncident('i1'));
    await outbox.add(position(2));
    expect(await outbox.flush()).toBe(false);
    expect(sent).toEqual([['p:1']]);
    expect(outbox.getState()).toMatchObject({ pending: 2 });
    expect(await outbox.flush()).toBe(true);
    expect(await outbox.flush()).toBe(true);
    expect(sent).toEqual([['p:1'], ['i:i1'], ['p:2']]);
    expect(roadIncidents).toHaveBeenLastCalledWith('l1', roadIncident('i1'));
    expect(roadIncidents).toHaveBeenCalledTimes(2);
  });

  it('shows a refused road incident and goes on with the rest', async () => {
    const { sent, senders } = recordingSenders();
    vi.mocked(senders.roadIncident).mockRejectedValueOnce(refusal('el viaje ya no está en curso'));
    const outbox = new Outbox('l1', memoryOutboxStore(), senders);
    await outbox.add(roadIncident('i1'));
    await outbox.add(position(2));
    expect(await outbox.flush()).toBe(true);
    expect(sent).toEqual([['p:2']]);
    expect(outbox.getState().refused.map(refusedMessage)).toEqual([
      'No se pudo enviar el incidente: el viaje ya no está en curso',
    ]);
  });

  it('sends a start made without a network before the positions recorded after it', async () => {
    const { sent, senders } = recordingSenders();
    vi.mocked(senders.start).mockRejectedValueOnce(offline());
    const outbox = new Outbox('l1', memoryOutboxStore(), senders);
    await outbox.add(start());
    await outbox.add(position(1));
    await outbox.add(position(2));
    expect(outbox.getState()).toMatchObject({ pending: 3, startPending: true });
    expect(await outbox.flush()).toBe(false);
    expect(senders.positions).not.toHaveBeenCalled();
    expect(outbox.getState()).toMatchObject({ pending: 3, startPending: true });
    expect(await outbox.flush()).toBe(true);
    expect(sent).toEqual([['s:2026-11-26T11:59:00.000Z'], ['p:1', 'p:2']]);
    expect(outbox.getState()).toMatchObject({ pending: 0, startPending: false });
  });

  it('keeps everything when the server cannot be reached, and sends it on the next flush, once', async () => {
    const { sent, senders } = recordingSenders();
    const positions = vi.mocked(senders.positions);
    positions.mockRejectedValueOnce(offline());
    const outbox = new Outbox('l1', memoryOutboxStore(), senders);
    await outbox.add(position(1));
    await outbox.add(delivery('r1'));
    expect(await outbox.flush()).toBe(false);
    expect(sent).toEqual([]);
    expect(outbox.getState()).toMatchObject({ pending: 2, refused: [] });
    expect(outboxMessage(outbox.getState(), false)).toBe('Sin conexión: 2 envíos pendientes');
    expect(await outbox.flush()).toBe(true);
    expect(await outbox.flush()).toBe(true);
    expect(sent).toEqual([['p:1'], ['d:r1']]);
    expect(outboxMessage(outbox.getState(), true)).toBe('Enviado');
  });

  it('shows a refusal, never sends it again, goes on with the rest, and forgets it when discarded', async () => {
    const { sent, senders } = recordingSenders();
    vi.mocked(senders.delivery).mockRejectedValueOnce(
      refusal('No tienes permiso para hacer esto.', '42501'),
    );
    vi.mocked(senders.positions).mockImplementation(async (_id, fixes) => {
      if (fixes.some((f) => f.at === fix(3).at)) throw refusal('punto fuera de rango', '22023');
      sent.push(fixes.map((f) => f.at));
    });
    const outbox = new Outbox('l1', memoryOutboxStore(), senders);
    await outbox.add(delivery('r1'));
    await outbox.add(position(3));
    await outbox.add(position(4));
    expect(await outbox.flush()).toBe(true);
    const { refused } = outbox.getState();
    expect(refused.map(refusedMessage)).toEqual([
      'No se pudo enviar la entrega: No tienes permiso para hacer esto.',
      'No se pudieron enviar 2 posiciones: punto fuera de rango',
    ]);
    expect(outbox.getState().pending).toBe(0);
    expect(await outbox.flush()).toBe(true);
    expect(senders.delivery).toHaveBeenCalledTimes(1);
    await outbox.discard(refused[1].seq);
    expect(outbox.getState().refused.map((send) => send.kind)).toEqual(['delivery']);
    await outbox.discard(refused[0].seq);
    expect(outbox.getState().refused).toEqual([]);
  });

  it('says what became of an item, and tells who listens what was sent', async () => {
    const { senders } = recordingSenders();
    vi.mocked(senders.delivery).mockRejectedValueOnce(offline());
    const outbox = new Outbox('l1', memoryOutboxStore(), senders);
    const kinds: string[] = [];
    outbox.onSent((kind) => kinds.push(kind));
    const item = await outbox.add(delivery('r1'));
    await outbox.flush();
    expect(outbox.fate(item.seq)).toEqual({ sent: false, refused: undefined });
    await outbox.flush();
    expect(outbox.fate(item.seq)).toEqual({ sent: true });
    expect(kinds).toEqual(['delivery']);
  });
});

describe('Outbox.send: an action the person just took', () => {
  it('says it was sent, waits without a network, and forgets a refusal it returns', async () => {
    const { senders } = recordingSenders();
    const outbox = new Outbox('l1', memoryOutboxStore(), senders);
    expect(await outbox.send(start())).toEqual({ sent: true });
    vi.mocked(senders.delivery).mockRejectedValueOnce(refusal('invalid_transition'));
    expect(await outbox.send(delivery('r1'))).toEqual({
      sent: false,
      refused: 'invalid_transition',
    });
    expect(outbox.getState()).toMatchObject({ pending: 0, refused: [] });
    vi.mocked(senders.delivery).mockRejectedValueOnce(offline());
    expect(await outbox.send(delivery('r2'))).toEqual({ sent: false, refused: undefined });
    expect(outbox.getState()).toMatchObject({ pending: 1, deliveryPending: true });
  });
});

describe('the outbox on the device (IndexedDB)', () => {
  it("keeps a trip's items across a reload, in order, with what was refused", async () => {
    const store = deviceOutboxStore();
    const first = await store.add('trip-a', position(1));
    await store.add('trip-b', position(2));
    const third = await store.add('trip-a', position(3));
    await store.add('trip-a', position(4));
    await store.refuse([third.seq], 'punto fuera de rango');
    await store.remove([first.seq]);

    // Another page (a reload) reads the same device.
    const again = deviceOutboxStore();
    const items = await again.list('trip-a');
    expect(
      items.map((item) => [item.entry.kind === 'position' && item.entry.fix.at, item.refused]),
    ).toEqual([
      [fix(3).at, 'punto fuera de rango'],
      [fix(4).at, undefined],
    ]);
    expect(items[0].seq).toBeLessThan(items[1].seq);

    const { sent, senders } = recordingSenders();
    const outbox = new Outbox('trip-a', again, senders);
    expect(await outbox.flush()).toBe(true);
    expect(sent).toEqual([['p:4']]);
    expect(await deviceOutboxStore().list('trip-a')).toHaveLength(1);
  });
});

describe('outboxMessage', () => {
  const state = {
    pending: 0,
    startPending: false,
    deliveryPending: false,
    refused: [],
    sentAt: null,
    lastPositionAt: null,
  };
  it('says what waits, offline and online, that it went, or nothing', () => {
    expect(outboxMessage({ ...state, pending: 1 }, false)).toBe('Sin conexión: 1 envío pendiente');
    expect(outboxMessage({ ...state, pending: 3 }, true)).toBe('Enviando 3 envíos pendientes…');
    expect(outboxMessage({ ...state, sentAt: 1 }, true)).toBe('Enviado');
    expect(outboxMessage(state, true)).toBeNull();
    expect(refusedMessage({ seq: 1, kind: 'position', count: 1, reason: 'el viaje terminó' })).toBe(
      'No se pudo enviar 1 posición: el viaje terminó',
    );
    expect(refusedMessage({ seq: 2, kind: 'start', count: 1, reason: 'Falta el seguro' })).toBe(
      'No se pudo iniciar el viaje: Falta el seguro',
    );
  });
});
