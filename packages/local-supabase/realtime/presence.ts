/**
 * Presence as Phoenix keeps it: per route, what each owner (a joined channel) tracked under its
 * presence key, with a fresh phx_ref per track and the one it replaces as phx_ref_prev, and what
 * changed as the joins and leaves of a presence_diff.
 */
import { randomUUID } from 'node:crypto';

type Meta = Record<string, unknown>;
export type PresenceState = Record<string, { metas: Meta[] }>;

export interface PresenceDiff {
  joins: PresenceState;
  leaves: PresenceState;
}

interface PresenceEntry<Owner> {
  owner: Owner;
  key: string;
  meta: Meta;
}

/** Metas grouped by presence key, as presence_state and presence_diff carry them. */
export function groupMetas(entries: readonly { key: string; meta: Meta }[]): PresenceState {
  const grouped: PresenceState = {};
  for (const entry of entries) {
    (grouped[entry.key] ??= { metas: [] }).metas.push(entry.meta);
  }
  return grouped;
}

/** One key may hold several metas (one per tab): each is told apart by its phx_ref. */
function entryId(entry: { key: string; meta: Meta }): string {
  return `${entry.key}\u0000${String(entry.meta.phx_ref)}`;
}

export class PresenceRegistry<Owner> {
  readonly #routes = new Map<string, Map<string, PresenceEntry<Owner>>>();

  constructor(private readonly newRef: () => string = randomUUID) {}

  /** The owner's payload tracked under its key, in place of what it tracked before. */
  track(route: string, owner: Owner, key: string, payload: Meta): PresenceDiff {
    let entries = this.#routes.get(route);
    if (!entries) {
      entries = new Map();
      this.#routes.set(route, entries);
    }
    const old = [...entries.values()].find((entry) => entry.owner === owner);
    const meta: Meta = {
      ...payload,
      phx_ref: this.newRef(),
      ...(old ? { phx_ref_prev: old.meta.phx_ref } : {}),
    };
    if (old) entries.delete(entryId(old));
    const entry = { owner, key, meta };
    entries.set(entryId(entry), entry);
    return { joins: { [key]: { metas: [meta] } }, leaves: old ? groupMetas([old]) : {} };
  }

  /** What the owner tracked, now gone; null when it tracked nothing. */
  untrack(route: string, owner: Owner): PresenceState | null {
    const entries = this.#routes.get(route);
    const old = [...(entries?.values() ?? [])].filter((entry) => entry.owner === owner);
    if (!entries || old.length === 0) return null;
    for (const entry of old) entries.delete(entryId(entry));
    if (entries.size === 0) this.#routes.delete(route);
    return groupMetas(old);
  }

  state(route: string): PresenceState {
    return groupMetas([...(this.#routes.get(route)?.values() ?? [])]);
  }
}
