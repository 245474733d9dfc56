/**
 * The phone's outbox of positions: every fix goes in, in order; flush sends the oldest first in
 * batches the database takes (record_positions, at most 120 points), and removes a batch only
 * once it was stored. Kept in localStorage, so a reload or a dead battery loses nothing; the
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

export function createPositionQueue(
  listingId: string,
  storage: QueueStorage,
  send: (points: readonly Fix[]) => Promise<void>,
): PositionQueue {
  const key = queueKey(listingId);
  let points: Fix[] = read();
  let flushing: Promise<boolean> | null = null;

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
      } catch {
        return false;
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
      flushing ??= drain().finally(() => {
        flushing = null;
      });
      return flushing;
    },
    size: () => points.length,
  };
}
