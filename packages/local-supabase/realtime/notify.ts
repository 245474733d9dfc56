/**
 * What the database tells Realtime as NOTIFY local_realtime, a letter then an id: `m` a broadcast
 * row of realtime.messages (realtime.send, broadcast_changes), `c` a change the capture trigger
 * recorded, `s` a user whose session ended or who was suspended or deleted (session-watch.ts).
 */
import type { SqlDatabase } from '../engine/types.ts';
import type { JwtClaims } from '../types.ts';
import { authorizeChange, selectableColumns } from './change-visibility.ts';
import {
  type Change,
  bindingMatches,
  loadChange,
  type TableShape,
  TableShapes,
} from './changes.ts';
import { type Channel, routeKey } from './connection.ts';
import type { Routes } from './routes.ts';
import { isUserId, revocationReason, userStanding } from './session-watch.ts';

export const NOTIFY_CHANNEL = 'local_realtime';

export class DatabaseEvents {
  readonly #shapes: TableShapes;

  constructor(
    private readonly db: SqlDatabase,
    private readonly routes: Routes,
    /** Every joined channel, socket by socket, as the service holds them. */
    private readonly channels: () => Iterable<Channel>,
  ) {
    this.#shapes = new TableShapes(db);
  }

  async handle(payload: string): Promise<void> {
    const kind = payload[0];
    const id = payload.slice(1);
    if (kind === 'm') await this.#broadcast(id);
    else if (kind === 'c') await this.#change(Number(id));
    else if (kind === 's' && isUserId(id)) await this.#revokeUser(id);
  }

  async #revokeUser(userId: string): Promise<void> {
    const channels: Channel[] = [];
    for (const channel of this.channels()) {
      if (channel.claims.sub === userId) channels.push(channel);
    }
    if (channels.length === 0) return;
    const standing = await userStanding(this.db, userId);
    for (const channel of channels) {
      const reason = revocationReason(channel.claims, standing);
      if (reason !== null && channel.connection.channels.get(channel.topic) === channel) {
        this.routes.shutdown(channel, reason);
      }
    }
  }

  async #broadcast(id: string): Promise<void> {
    const { rows } = await this.db.query<{
      topic: string;
      event: string | null;
      payload: unknown;
      private: boolean | null;
    }>(
      `select topic, event, payload, private from realtime.messages
       where id = $1 and extension = 'broadcast'`,
      [id],
    );
    const row = rows[0];
    if (!row) return;
    const key = routeKey({ isPrivate: row.private !== false, subTopic: row.topic });
    this.routes.fanOut(key, row.event ?? '', row.payload, null);
  }

  async #change(id: number): Promise<void> {
    const targets: { channel: Channel; ids: number[] }[] = [];
    let loaded: { change: Change; shape: TableShape } | null | undefined;
    for (const channel of this.channels()) {
      if (channel.bindings.length === 0) continue;
      loaded ??= await loadChange(this.db, this.#shapes, id);
      if (!loaded) return;
      const { change } = loaded;
      const ids = channel.bindings.filter((b) => bindingMatches(b, change)).map((b) => b.id);
      if (ids.length > 0) targets.push({ channel, ids });
    }
    if (!loaded || targets.length === 0) return;
    const { change, shape } = loaded;
    // One statement for every distinct claims set: many tabs of one person, or many people of
    // one role, cost no more statements than one subscriber.
    const claimIndex = new Map<string, number>();
    const claimSets: JwtClaims[] = [];
    for (const { channel } of targets) {
      const key = JSON.stringify(channel.claims);
      if (!claimIndex.has(key)) {
        claimIndex.set(key, claimSets.length);
        claimSets.push(channel.claims);
      }
    }
    const verdicts = await authorizeChange(this.db, change, shape, claimSets);
    for (const { channel, ids } of targets) {
      const verdict = verdicts[claimIndex.get(JSON.stringify(channel.claims)) ?? -1];
      if (!verdict?.visible) continue;
      if (!channel.connection.channels.has(channel.topic)) continue;
      if (!this.routes.countEvent(channel)) continue;
      channel.connection.push(channel, 'postgres_changes', {
        ids,
        data: {
          schema: change.schema,
          table: change.table,
          commit_timestamp: change.commitTimestamp,
          type: change.type,
          columns: shape.columns.filter(({ name }) => verdict.columns.has(name)),
          record: selectableColumns(change.record, verdict),
          old_record: selectableColumns(change.oldRecord, verdict),
          errors: null,
        },
      });
    }
  }
}
