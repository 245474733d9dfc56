/**
 * The app's database on the device (IndexedDB 'conectacargas'): the person's kept queries
 * (persisted-queries.ts) and the trip's outbox (features/trips/outbox). One connection per page,
 * opened on first use and kept. Where the browser refuses one (a private mode, a full disk) every
 * call resolves null and the caller keeps nothing.
 */
const NAME = 'conectacargas';
/** 1: the kept queries; 2: the outbox. */
const VERSION = 2;

export const DEVICE_STORES = {
  /** One entry ('cache'): the dehydrated queries. */
  queries: 'queries',
  /** Things to send, keyed by an increasing `seq` (their order), indexed by `listingId`. */
  outbox: 'outbox',
} as const;

export type DeviceStore = (typeof DEVICE_STORES)[keyof typeof DEVICE_STORES];

let connection: Promise<IDBDatabase | null> | null = null;

function open(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    const request = indexedDB.open(NAME, VERSION);
    request.onupgradeneeded = () => {
      const database = request.result;
      if (!database.objectStoreNames.contains(DEVICE_STORES.queries)) {
        database.createObjectStore(DEVICE_STORES.queries);
      }
      if (!database.objectStoreNames.contains(DEVICE_STORES.outbox)) {
        database
          .createObjectStore(DEVICE_STORES.outbox, { keyPath: 'seq', autoIncrement: true })
          .createIndex('listingId', 'listingId');
      }
    };
    request.onsuccess = () => {
      const database = request.result;
      // Another tab opens a newer version: let it, and open again on the next call.
      database.onversionchange = () => {
        database.close();
        connection = null;
      };
      resolve(database);
    };
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
}

/**
 * Runs `operation` in one transaction on `store` and resolves its request's result once the
 * transaction committed; null when the device keeps nothing or the transaction failed.
 */
export async function inDeviceStore<T>(
  store: DeviceStore,
  mode: IDBTransactionMode,
  operation: (store: IDBObjectStore) => IDBRequest<T> | void,
): Promise<T | null> {
  connection ??= open();
  const database = await connection;
  if (!database) return null;
  return new Promise<T | null>((resolve) => {
    try {
      const transaction = database.transaction(store, mode);
      const request = operation(transaction.objectStore(store));
      transaction.oncomplete = () => resolve(request ? request.result : null);
      transaction.onerror = () => resolve(null);
      transaction.onabort = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}
