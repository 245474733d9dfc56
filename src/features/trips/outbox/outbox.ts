/**
 * The trip's outbox (issue 39, item 2): what the transporter does on the road ('Iniciar Viaje',
 * positions, road incidents, the proof of delivery) is kept on the device and sent in the order it
 * was made, once there is a network. Each thing is applied once: the database takes a start of a
 * trip under way as done, keys positions by their time and a road incident or a delivery by its
 * request id, so a send repeated after a lost answer changes nothing. A refusal that sending again will not change (the trip was
 * taken from him, a point out of range) is kept and shown, never retried; a failure to reach the
 * server waits for the next flush.
 */
import { DataError } from '@/lib/data-errors';
import type { DeliveryInput, RoadIncidentInput } from '../types';
import type { Fix } from '../trip-logic';

/** record_positions takes at most 120 points a call. */
export const POSITIONS_PER_BATCH = 120;

export type OutboxEntry =
  | { kind: 'start'; at: string }
  | { kind: 'position'; fix: Fix }
  | { kind: 'road-incident'; requestId: string; report: RoadIncidentInput }
  | { kind: 'delivery'; requestId: string; userId: string; delivery: DeliveryInput };

export interface OutboxItem {
  /** The order things were made in (IndexedDB's key). */
  seq: number;
  listingId: string;
  entry: OutboxEntry;
  /** Why the server refused it, in Spanish: kept to be shown, not sent again. */
  refused?: string;
}

/** Where the items live: IndexedDB (outbox-store.ts), or memory where the device keeps nothing. */
export interface OutboxStore {
  list(listingId: string): Promise<OutboxItem[]>;
  add(listingId: string, entry: OutboxEntry): Promise<OutboxItem>;
  remove(seqs: readonly number[]): Promise<void>;
  refuse(seqs: readonly number[], reason: string): Promise<void>;
}

export interface OutboxSenders {
  start(listingId: string, at: string): Promise<void>;
  positions(listingId: string, fixes: readonly Fix[]): Promise<void>;
  roadIncident(
    listingId: string,
    entry: Extract<OutboxEntry, { kind: 'road-incident' }>,
  ): Promise<void>;
  delivery(listingId: string, entry: Extract<OutboxEntry, { kind: 'delivery' }>): Promise<void>;
}

/** A refused send as the transporter sees it: positions refused together are one line. */
export interface RefusedSend {
  seq: number;
  kind: OutboxEntry['kind'];
  count: number;
  reason: string;
}

export interface OutboxState {
  /** Items still to send. */
  pending: number;
  /** 'Iniciar Viaje' among them: the trip is under way on this phone. */
  startPending: boolean;
  /** A delivery among them: the form gives way to a notice. */
  deliveryPending: boolean;
  refused: readonly RefusedSend[];
  /** When a send last went through (ms since the epoch); null before the first. */
  sentAt: number | null;
  /** The time of the last position the server stored. */
  lastPositionAt: string | null;
}

/** The next send, from the oldest items not refused: up to 120 positions in a row, or one other item. */
export function nextBatch(items: readonly OutboxItem[]): OutboxItem[] {
  const waiting = items.filter((item) => item.refused === undefined);
  if (waiting.length === 0) return [];
  if (waiting[0].entry.kind !== 'position') return [waiting[0]];
  const end = waiting.findIndex(
    (item, index) => index >= POSITIONS_PER_BATCH || item.entry.kind !== 'position',
  );
  return waiting.slice(0, end === -1 ? undefined : end);
}

/**
 * Whether a failure is the server's answer, which sending again will not change: the database's
 * refusals (SQLSTATE classes 22, 23, 42 and P0) and Storage's for the file itself (413, 415). A
 * lost connection or an expired session is worth another try.
 */
export function isRefusal(error: unknown): boolean {
  return error instanceof DataError && /^(22|23|42|P0|413$|415$)/.test(error.code ?? '');
}

/** The refused items, a run of refused positions as one. */
export function refusedSends(items: readonly OutboxItem[]): RefusedSend[] {
  const sends: RefusedSend[] = [];
  for (const item of items) {
    if (item.refused === undefined) continue;
    const last = sends.at(-1);
    if (last && item.entry.kind === 'position' && last.kind === 'position') {
      last.count += 1;
    } else {
      sends.push({ seq: item.seq, kind: item.entry.kind, count: 1, reason: item.refused });
    }
  }
  return sends;
}

type Listener = () => void;

export class Outbox {
  #items: OutboxItem[] = [];
  #state: OutboxState = {
    pending: 0,
    startPending: false,
    deliveryPending: false,
    refused: [],
    sentAt: null,
    lastPositionAt: null,
  };
  readonly #listeners = new Set<Listener>();
  readonly #sentListeners = new Set<(kind: OutboxEntry['kind']) => void>();
  readonly #loaded: Promise<void>;
  // Flushes run one after the other: an item added during a send goes out with the next run.
  #flushing: Promise<boolean> = Promise.resolve(true);

  constructor(
    private readonly listingId: string,
    private readonly store: OutboxStore,
    private readonly senders: OutboxSenders,
  ) {
    this.#loaded = store.list(listingId).then((items) => {
      this.#items = items;
      this.#emit();
    });
  }

  readonly subscribe = (listener: Listener): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  readonly getState = (): OutboxState => this.#state;

  /** Called with the kind of each send that went through. */
  onSent(listener: (kind: OutboxEntry['kind']) => void): () => void {
    this.#sentListeners.add(listener);
    return () => this.#sentListeners.delete(listener);
  }

  async add(entry: OutboxEntry): Promise<OutboxItem> {
    await this.#loaded;
    const item = await this.store.add(this.listingId, entry);
    this.#items.push(item);
    this.#emit();
    return item;
  }

  /** Sends what waits; true once nothing does, false when the server could not be reached. */
  flush(): Promise<boolean> {
    this.#flushing = this.#flushing.then(
      () => this.#drain(),
      () => this.#drain(),
    );
    return this.#flushing;
  }

  /** What became of an item: sent, still waiting, or refused with the reason. */
  fate(seq: number): { sent: true } | { sent: false; refused?: string } {
    const item = this.#items.find((candidate) => candidate.seq === seq);
    return item ? { sent: false, refused: item.refused } : { sent: true };
  }

  /**
   * Adds `entry` and sends what waits, for an action the person just took: sent, waiting for the
   * network, or refused at once, which is then forgotten (the caller says why, in its form or a
   * toast) rather than kept to be shown a second time.
   */
  async send(entry: OutboxEntry): Promise<{ sent: true } | { sent: false; refused?: string }> {
    const item = await this.add(entry);
    await this.flush();
    const fate = this.fate(item.seq);
    if (!fate.sent && fate.refused !== undefined) await this.discard(item.seq);
    return fate;
  }

  /** Forgets a refused send (a run of positions with it). */
  async discard(seq: number): Promise<void> {
    const run = refusedSends(this.#items).find((send) => send.seq === seq);
    if (!run) return;
    const start = this.#items.findIndex((item) => item.seq === seq);
    const seqs = this.#items.slice(start, start + run.count).map((item) => item.seq);
    await this.#forget(seqs);
  }

  async #drain(): Promise<boolean> {
    await this.#loaded;
    for (;;) {
      const batch = nextBatch(this.#items);
      if (batch.length === 0) return true;
      const seqs = batch.map((item) => item.seq);
      try {
        await this.#send(batch);
      } catch (error) {
        if (!isRefusal(error)) return false;
        const reason = (error as Error).message;
        await this.store.refuse(seqs, reason);
        for (const item of batch) item.refused = reason;
        this.#emit();
        continue;
      }
      const last = batch.at(-1)?.entry;
      if (last?.kind === 'position') this.#state = { ...this.#state, lastPositionAt: last.fix.at };
      this.#state = { ...this.#state, sentAt: Date.now() };
      await this.#forget(seqs);
      for (const listener of this.#sentListeners) listener(batch[0].entry.kind);
    }
  }

  #send(batch: readonly OutboxItem[]): Promise<void> {
    const first = batch[0].entry;
    if (first.kind === 'start') return this.senders.start(this.listingId, first.at);
    if (first.kind === 'delivery') return this.senders.delivery(this.listingId, first);
    if (first.kind === 'road-incident') return this.senders.roadIncident(this.listingId, first);
    return this.senders.positions(
      this.listingId,
      batch.flatMap(({ entry }) => (entry.kind === 'position' ? [entry.fix] : [])),
    );
  }

  async #forget(seqs: readonly number[]): Promise<void> {
    await this.store.remove(seqs);
    this.#items = this.#items.filter((item) => !seqs.includes(item.seq));
    this.#emit();
  }

  #emit(): void {
    const waiting = this.#items.filter((item) => item.refused === undefined);
    this.#state = {
      ...this.#state,
      pending: waiting.length,
      startPending: waiting.some((item) => item.entry.kind === 'start'),
      deliveryPending: waiting.some((item) => item.entry.kind === 'delivery'),
      refused: refusedSends(this.#items),
    };
    for (const listener of this.#listeners) listener();
  }
}
