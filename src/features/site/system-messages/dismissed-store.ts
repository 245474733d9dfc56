/**
 * Which system messages a visitor dismissed, kept in localStorage so a reload keeps them hidden.
 * Storage can be missing, full, blocked (privacy modes throw on access) or hold anything: every
 * read falls back to "nothing dismissed" and every write failure is ignored.
 */
import { deviceStorage, type KeyValueStorage } from '@/lib/device-storage';

const STORAGE_KEY = 'conectacargas.dismissed-system-messages';

/** Parses a stored value into the ids it names among `knownIds`; anything else counts as none. */
export function parseDismissed(raw: string | null, knownIds: readonly string[]): string[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return knownIds.filter((id) => value.includes(id));
}

export function readDismissed(
  knownIds: readonly string[],
  storage: KeyValueStorage | undefined = deviceStorage(),
): string[] {
  try {
    return parseDismissed(storage?.getItem(STORAGE_KEY) ?? null, knownIds);
  } catch {
    return [];
  }
}

export function writeDismissed(
  ids: readonly string[],
  storage: KeyValueStorage | undefined = deviceStorage(),
): void {
  try {
    if (ids.length === 0) storage?.removeItem(STORAGE_KEY);
    else storage?.setItem(STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // Storage full or blocked: the dismissal still holds until the page is left.
  }
}
