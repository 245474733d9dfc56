/**
 * Realtime Authorization as Supabase runs it: what a person may do on a private channel is what
 * the RLS policies of realtime.messages let their JWT do with a row of that topic (`select` to
 * receive, `insert` to send), per extension (broadcast, presence). The probe rows are rolled back.
 */
import type { SqlDatabase, SqlTransaction } from '../engine/types.ts';
import type { JwtClaims } from '../types.ts';

export interface Permission {
  read: boolean;
  write: boolean;
}

export interface ChannelPolicies {
  broadcast: Permission;
  presence: Permission;
}

const EXTENSIONS = ['broadcast', 'presence'] as const;
/** A policy that runs longer than this refuses the channel rather than hold the database. */
const POLICY_TIMEOUT_MS = 5000;

/** The rest of the transaction runs as the token's role with its claims, as PostgREST sets them. */
export async function actAs(tx: SqlTransaction, claims: JwtClaims, topic = ''): Promise<void> {
  await tx.query(
    `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
      set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $1, true),
      set_config('realtime.topic', $4, true)`,
    [claims.role, JSON.stringify(claims), typeof claims.sub === 'string' ? claims.sub : '', topic],
    { paramsAsText: true },
  );
}

export async function channelPolicies(
  db: SqlDatabase,
  claims: JwtClaims,
  topic: string,
): Promise<ChannelPolicies> {
  return db.transaction(
    async (tx) => {
      const { rows: probes } = await tx.query<{ id: string; extension: string }>(
        `insert into realtime.messages (topic, extension, private)
         select $1, e, true from unnest($2::text[]) as e
         returning id::text, extension`,
        [topic, `{${EXTENSIONS.join(',')}}`],
        { paramsAsText: true },
      );
      await actAs(tx, claims, topic);
      const { rows: readable } = await tx.query<{ extension: string }>(
        `select extension from realtime.messages where topic = $1 and id = any($2::uuid[])`,
        [topic, `{${probes.map((p) => p.id).join(',')}}`],
        { paramsAsText: true },
      );
      const policies = {} as ChannelPolicies;
      for (const extension of EXTENSIONS) {
        await tx.exec('savepoint realtime_write_check');
        let write = true;
        try {
          await tx.query(
            `insert into realtime.messages (topic, extension, private) values ($1, $2, true)`,
            [topic, extension],
            { paramsAsText: true },
          );
        } catch {
          write = false;
        }
        await tx.exec('rollback to savepoint realtime_write_check');
        policies[extension] = {
          read: readable.some((row) => row.extension === extension),
          write,
        };
      }
      await tx.rollback();
      return policies;
    },
    { statementTimeoutMs: POLICY_TIMEOUT_MS },
  );
}
