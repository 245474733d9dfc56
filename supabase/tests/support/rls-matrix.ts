/**
 * The RLS matrix runner shared by the RLS suites: each case acts through supabase-js as one actor
 * and asserts the outcome (allowed, or denied with its error) and a row count before and after,
 * taken as superuser (bypassing RLS).
 */
import type { PostgrestError } from '@supabase/supabase-js';
import { expect } from 'vitest';
import type { TestBackend, TestClient } from './backend.ts';
import { countAsSuperuser } from './data-api.ts';

export type Operation = 'select' | 'insert' | 'update' | 'delete';

export interface Outcome {
  error: PostgrestError | null;
  data: unknown;
}

export type Expectation<Ids> =
  /** Succeeds and returns this many rows (a number, or a query counting them as superuser). */
  | { allowed: true; rows: number | ((ids: Ids) => string) }
  /** Fails with this error code and HTTP status. */
  | { allowed: false; code: string; status: number }
  /** Succeeds but RLS hides every row: nothing is returned or changed. */
  | { allowed: false; hidden: true };

export interface RlsCase<Actor extends string, Table extends string, Ids> {
  actor: Actor;
  table: Table;
  op: Operation;
  what: string;
  /** Rows created (as superuser) before the case, so cases stay independent. */
  setup?: (ids: Ids) => string;
  act: (client: TestClient, ids: Ids) => PromiseLike<Outcome & { status: number }>;
  expect: Expectation<Ids>;
  /** A count (as superuser) that the case must leave as `before` → `after`. */
  probe: (ids: Ids) => string;
  before: number;
  after: number;
}

export async function runRlsCase<Actor extends string, Table extends string, Ids>(
  backend: TestBackend,
  clients: Record<Actor, TestClient>,
  ids: Ids,
  // The operation only names a case; a suite whose names say it may leave it out.
  rlsCase: Omit<RlsCase<Actor, Table, Ids>, 'op'>,
): Promise<void> {
  if (rlsCase.setup) await backend.db.exec(rlsCase.setup(ids));
  const probe = rlsCase.probe(ids);
  expect(await countAsSuperuser(backend.db, probe), 'rows before').toBe(rlsCase.before);

  const { error, data, status } = await rlsCase.act(clients[rlsCase.actor], ids);
  const expectation = rlsCase.expect;
  if (expectation.allowed) {
    expect(error).toBeNull();
    const rows =
      typeof expectation.rows === 'number'
        ? expectation.rows
        : await countAsSuperuser(backend.db, expectation.rows(ids));
    expect(data).toHaveLength(rows);
  } else if ('hidden' in expectation) {
    expect(error).toBeNull();
    expect(data).toEqual([]);
  } else {
    expect(error?.code).toBe(expectation.code);
    expect(status).toBe(expectation.status);
    expect(data).toBeNull();
  }

  expect(await countAsSuperuser(backend.db, probe), 'rows after').toBe(rlsCase.after);
}
