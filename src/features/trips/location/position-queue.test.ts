import { describe, expect, it, vi } from 'vitest';
import type { Fix } from '../trip-logic';
import { createPositionQueue, POSITIONS_PER_BATCH, queueKey } from './position-queue';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

const fix = (i: number): Fix => ({
  lat: -32.9 - i / 1000,
  lon: -68.8,
  accuracy: 10,
  at: new Date(Date.UTC(2026, 10, 26, 12, 0, i)).toISOString(),
});

describe('the positions outbox', () => {
  it('sends in order, in batches of at most 120, and empties itself', async () => {
    const storage = memoryStorage();
    const sent: Fix[][] = [];
    const queue = createPositionQueue('l1', storage, async (points) => void sent.push([...points]));
    for (let i = 0; i < 250; i++) queue.add(fix(i));
    expect(await queue.flush()).toBe(true);
    expect(sent.map((b) => b.length)).toEqual([POSITIONS_PER_BATCH, POSITIONS_PER_BATCH, 10]);
    expect(sent.flat().map((p) => p.at)).toEqual(Array.from({ length: 250 }, (_, i) => fix(i).at));
    expect(queue.size()).toBe(0);
    expect(storage.items.has(queueKey('l1'))).toBe(false);
  });

  it('keeps what failed, across a reload, and sends it later in order', async () => {
    const storage = memoryStorage();
    const offline = createPositionQueue('l1', storage, () => Promise.reject(new Error('offline')));
    offline.add(fix(1));
    offline.add(fix(2));
    expect(await offline.flush()).toBe(false);
    expect(offline.size()).toBe(2);

    const send = vi.fn(async (_points: readonly Fix[]) => {});
    const reloaded = createPositionQueue('l1', storage, send);
    reloaded.add(fix(3));
    expect(await reloaded.flush()).toBe(true);
    expect(send.mock.calls[0][0].map((p) => p.at)).toEqual([fix(1).at, fix(2).at, fix(3).at]);
  });

  it('drops a batch refused for good, and keeps one that failed for want of a connection', async () => {
    const storage = memoryStorage();
    const sent: string[] = [];
    const queue = createPositionQueue(
      'l3',
      storage,
      async (points) => {
        if (points[0].at === fix(1).at) throw new Error('not_in_transit');
        if (points[0].at === fix(2).at) throw new Error('offline');
        sent.push(points[0].at);
      },
      (error) => (error as Error).message === 'not_in_transit',
    );
    queue.add(fix(1));
    expect(await queue.flush()).toBe(true);
    expect(queue.size()).toBe(0);
    queue.add(fix(2));
    expect(await queue.flush()).toBe(false);
    expect(queue.size()).toBe(1);
    expect(sent).toEqual([]);
  });

  it('runs one flush at a time, and sends what came during a send without waiting for more', async () => {
    const storage = memoryStorage();
    storage.setItem(queueKey('l2'), '{not json');
    let release: () => void = () => {};
    const send = vi.fn(
      (_points: readonly Fix[]) => new Promise<void>((resolve) => (release = resolve)),
    );
    const queue = createPositionQueue('l2', storage, send);
    expect(queue.size()).toBe(0);
    queue.add(fix(1));
    const first = queue.flush();
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    queue.add(fix(2));
    const second = queue.flush();
    release();
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    release();
    expect(await first).toBe(true);
    expect(await second).toBe(true);
    expect(send.mock.calls.map(([points]) => points.map((p) => p.at))).toEqual([
      [fix(1).at],
      [fix(2).at],
    ]);
    expect(queue.size()).toBe(0);
  });
});
