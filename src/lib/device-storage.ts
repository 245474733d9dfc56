/** The parts of Web Storage the app's small on-device stores use. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * localStorage, or undefined where there is none: outside a browser, or blocked (privacy modes
 * throw on access). Its callers read "nothing kept" then, and ignore a failed write.
 */
export function deviceStorage(): KeyValueStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}
