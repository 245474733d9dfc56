/** Runs one statement in one transaction under the request's role and JWT claims, like PostgREST. */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { JwtClaims, LocalRequest } from '../types.ts';
import { quoteIdent } from './sql.ts';

export interface StatementResult {
  total: number | null;
  page_count: number;
  body: string | null;
  location: string | null;
}

/**
 * Values go to Postgres as text exactly as the request gave them, whatever type Postgres infers
 * for the parameter (PGlite would otherwise reformat or reject some, e.g. booleans).
 */
const AS_TEXT = new Proxy({}, { get: () => (value: unknown) => String(value) }) as Record<
  number,
  (value: unknown) => string
>;

export interface TransactionInput {
  db: PGlite;
  claims: JwtClaims;
  req: LocalRequest;
  readOnly: boolean;
}

/**
 * Sets the role and request settings, runs `work` and commits; any error (thrown by Postgres or by
 * `work`) rolls everything back.
 */
export function inRequestTransaction<T>(
  { db, claims, req, readOnly }: TransactionInput,
  work: (
    run: (sql: string, params: (string | null)[]) => Promise<StatementResult>,
    tx: Transaction,
  ) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    if (readOnly) await tx.exec('set transaction read only');
    await tx.query(
      `select set_config('request.jwt.claims', $1, true), set_config('request.jwt.claim.sub', $2, true),
        set_config('request.jwt.claim.role', $3, true), set_config('request.method', $4, true),
        set_config('request.path', $5, true), set_config('request.headers', $6, true)`,
      [
        JSON.stringify(claims),
        typeof claims.sub === 'string' ? claims.sub : '',
        claims.role,
        req.method.toUpperCase(),
        req.path,
        JSON.stringify(req.headers),
      ],
      { serializers: AS_TEXT },
    );
    await tx.exec(`set local role ${quoteIdent(claims.role)}`);
    const run = async (sql: string, params: (string | null)[]): Promise<StatementResult> => {
      const { rows } = await tx.query<StatementResult>(sql, params, { serializers: AS_TEXT });
      return rows[0];
    };
    return work(run, tx);
  });
}
