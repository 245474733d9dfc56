/**
 * One request for the keys asked for in the same task: `load(key)` collects keys until the task
 * ends (every row of a list asks while it mounts), then `fetchMany` gets each key once and every
 * caller its own answer (undefined where there is none). A failed request fails every caller of
 * that batch; the next call starts a new one.
 */
export function batchByTick<V>(
  fetchMany: (keys: readonly string[]) => Promise<ReadonlyMap<string, V>>,
): (key: string) => Promise<V | undefined> {
  type Waiter = { resolve(value: V | undefined): void; reject(error: unknown): void };
  let open: Map<string, Waiter[]> | null = null;

  function send(batch: Map<string, Waiter[]>) {
    open = null;
    fetchMany([...batch.keys()]).then(
      (found) => {
        for (const [key, waiters] of batch)
          for (const waiter of waiters) waiter.resolve(found.get(key));
      },
      (error: unknown) => {
        for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
      },
    );
  }

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      if (open === null) {
        const batch = new Map<string, Waiter[]>();
        open = batch;
        setTimeout(() => send(batch), 0);
      }
      open.set(key, [...(open.get(key) ?? []), { resolve, reject }]);
    });
}

/**
 * `batchByTick` for an RPC that answers many people at once: one batch per client (the app's, a
 * test's), each call with at most `maxKeys` keys (the RPC's own limit), the answers merged.
 */
export function batchPerClient<C extends object, V>(
  maxKeys: number,
  fetchMany: (keys: readonly string[], client: C) => Promise<ReadonlyMap<string, V>>,
): (key: string, client: C) => Promise<V | undefined> {
  const batches = new WeakMap<C, (key: string) => Promise<V | undefined>>();
  return (key, client) => {
    let load = batches.get(client);
    if (!load) {
      load = batchByTick(async (keys) => {
        const calls = [];
        for (let start = 0; start < keys.length; start += maxKeys)
          calls.push(fetchMany(keys.slice(start, start + maxKeys), client));
        return new Map((await Promise.all(calls)).flatMap((found) => [...found]));
      });
      batches.set(client, load);
    }
    return load(key);
  };
}
