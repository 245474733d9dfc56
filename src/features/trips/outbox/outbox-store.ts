/**
 * The outbox's items on the device (IndexedDB, lib/device-database.ts), so a reload, a closed
 * tab or a dead battery loses nothing. Where the browser keeps nothing (a private mode, a full
 * disk) they live in the page's memory: sent while it stays open.
 */
import { DEVICE_STORES, inDeviceStore } from '@/lib/device-database';
import type { OutboxEntry, OutboxItem, OutboxStore } from './outbox';

/** Items kept in memory; their order follows any kept on the device (added later). */
export function memoryOutboxStore(): OutboxStore {
  let items: OutboxItem[] = [];
  let next = 2 ** 40;
  return {
    list: async (listingId) => items.filter((item) => item.listingId === listingId),
    add: async (listingId, entry) => {
      const item = { seq: next++, listingId, entry };
      items.push(item);
      return { ...item };
    },
    remove: async (seqs) => {
      items = items.filter((item) => !seqs.includes(item.seq));
    },
    refuse: async (seqs, reason) => {
      items = items.map((item) => (seqs.includes(item.seq) ? { ...item, refused: reason } : item));
    },
  };
}

const inOutbox = <T>(
  mode: IDBTransactionMode,
  operation: (store: IDBObjectStore) => IDBRequest<T> | void,
) => inDeviceStore(DEVICE_STORES.outbox, mode, operation);

export function deviceOutboxStore(): OutboxStore {
  const memory = memoryOutboxStore();
  let onDevice: Promise<boolean> | null = null;
  const kept = () => (onDevice ??= inOutbox('readonly', (s) => s.count()).then((n) => n !== null));
  return {
    async list(listingId) {
      const stored = (await kept())
        ? await inOutbox<OutboxItem[]>('readonly', (s) => s.index('listingId').getAll(listingId))
        : null;
      return [...(stored ?? []), ...(await memory.list(listingId))];
    },
    async add(listingId: string, entry: OutboxEntry) {
      const seq = (await kept())
        ? await inOutbox('readwrite', (s) => s.add({ listingId, entry }))
        : null;
      return typeof seq === 'number' ? { seq, listingId, entry } : memory.add(listingId, entry);
    },
    async remove(seqs) {
      await memory.remove(seqs);
      if (await kept()) await inOutbox('readwrite', (s) => seqs.forEach((seq) => s.delete(seq)));
    },
    async refuse(seqs, reason) {
      await memory.refuse(seqs, reason);
      if (!(await kept())) return;
      await inOutbox('readwrite', (s) => {
        for (const seq of seqs) {
          const read = s.get(seq);
          read.onsuccess = () => {
            if (read.result) s.put({ ...read.result, refused: reason });
          };
        }
      });
    },
  };
}
