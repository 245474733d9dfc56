/** Runs one statement in one transaction under the request's role and JWT claims, like PostgREST. */
import type { SqlDatabase, SqlTransaction } from '../engine/types.ts';
import { durationMs } from '../engine/types.ts';
import type { JwtClaims, LocalRequest } from '../types.ts';
import type { SchemaCache } from './schema-cache.ts';

export interface StatementResult {
  total: number | null;
  page_count: number;
  body: string | null;
  location: string | null;
}

export interface TransactionInput {
  db: SqlDatabase;
  cache: SchemaCache;
  claims: JwtClaims;
  req: LocalRequest;
  readOnly: boolean;
}

/** The role's own settings (ALTER ROLE ... SET), applied for this transaction only. */
function roleSettings(cache: SchemaCache, role: string): [string, string][] {
  return cache.roleSettings.get(role) ?? [];
}

/**
 * Sets the role, its settings (statement_timeout: anon 3 s, authenticated 8 s) and the request
 * settings, runs `work` and commits; any error (thrown by Postgres or by `work`) rolls everything
 * back. A statement cut by the timeout fails with Postgres's 57014, as PostgREST answers it.
 */
export function inRequestTransaction<T>(
  { db, cache, claims, req, readOnly }: TransactionInput,
  work: (
    run: (sql: string, params: (string | null)[]) => Promise<StatementResult>,
    tx: SqlTransaction,
  ) => Promise<T>,
): Promise<T> {
  const settings = roleSettings(cache, claims.role);
  const timeout = settings.findLast(([name]) => name === 'statement_timeout')?.[1];
  const asText = { paramsAsText: true };
  return db.transaction(
    async (tx) => {
      // One round trip, as PostgREST's: the role, the request settings, then the role's own
      // settings (a later one of a name wins). An unknown role fails here with 22023.
      await tx.query(
        `select set_config('role', $3, true), set_config('request.jwt.claims', $1, true),
          set_config('request.jwt.claim.sub', $2, true), set_config('request.jwt.claim.role', $3, true),
          set_config('request.method', $4, true), set_config('request.path', $5, true),
          set_config('request.headers', $6, true),
          (select count(set_config(s.key, s.value, true)) from json_each_text($7::json) as s)`,
        [
          JSON.stringify(claims),
          typeof claims.sub === 'string' ? claims.sub : '',
          claims.role,
          req.method.toUpperCase(),
          req.path,
          JSON.stringify(req.headers),
          JSON.stringify(Object.fromEntries(settings)),
        ],
        asText,
      );
      const run = async (sql: string, params: (string | null)[]): Promise<StatementResult> => {
        const { rows } = await tx.query<StatementResult>(sql, params, asText);
        return rows[0];
      };
      return work(run, tx);
    },
    { readOnly, statementTimeoutMs: durationMs(timeout) },
  );
}
