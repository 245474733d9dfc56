/**
 * The phone's outbox of positions: every fix goes in, in order; flush sends the oldest first in
 * batches the database takes (record_positions, at most 120 points), and removes a batch once it
 * was stored, or refused for good. Kept in localStorage, so a reload or a dead battery loses nothing; the
 * database skips points it already has, so a batch sent twice is harmless.
 */
import type { Fix } from '../trip-logic';

export const POSITIONS_PER_BATCH = 120;

export interface QueueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface PositionQueue {
  add(fix: Fix): void;
  /** Sends what is queued; resolves true when the queue is empty, false when a send failed. */
  flush(): Promise<boolean>;
  size(): number;
}

function isFix(value: unknown): value is Fix {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.lat === 'number' &&
    typeof v.lon === 'number' &&
    typeof v.accuracy === 'number' &&
    typeof v.at === 'string'
  );
}

export function queueKey(listingId: string): string {
  return `conectacargas:positions:${listingId}`;
}

/**
 * `refused` tells a refusal that will never change (the trip ended, a point too old) from a
 * failure worth retrying (no connection): a refused batch is dropped, or it would block the rest.
 */
export function createPositionQueue(
  listingId: string,
  storage: QueueStorage,
  send: (points: readonly Fix[]) => Promise<void>,
  refused: (error: unknown) => boolean = () => false,
): PositionQueue {
  const key = queueKey(listingId);
  let points: Fix[] = read();
  // Flushes run one after the other: a point added during a send goes out with the next run.
  let flushing: Promise<boolean> = Promise.resolve(true);

  function read(): Fix[] {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isFix) : [];
    } catch {
      return [];
    }
  }

  function save() {
    if (points.length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(points));
  }

  async function drain(): Promise<boolean> {
    while (points.length > 0) {
      const batch = points.slice(0, POSITIONS_PER_BATCH);
      try {
        await send(batch);
      } catch (error) {
        if (!refused(error)) return false;
      }
      points = points.slice(batch.length);
      save();
    }
    return true;
  }

  return {
    add(fix) {
      points.push(fix);
      save();
    },
    flush() {
      flushing = flushing.then(drain, drain);
      return flushing;
    },
    size: () => points.length,
  };
}
