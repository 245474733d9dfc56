/**
 * Hole 3: `ALTER ROLE anon SET statement_timeout` never applied under `SET LOCAL ROLE`, so an
 * anonymous regular expression ran for as long as it liked (about 50 s on the seeded listings)
 * while every other request waited behind it. Now each request's transaction takes its role's
 * limit, and the backend keeps serving once the statement is cut.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSchemaCache } from './rest/schema-cache.ts';
import { inRequestTransaction } from './rest/execute.ts';
import { countAsSuperuser, restFetch } from '../../supabase/tests/support/data-api.ts';
import { startTestBackend, type TestBackend } from '../../supabase/tests/support/backend.ts';
import type { JwtClaims } from './types.ts';

/** Backtracking over four back-references: tens of seconds per seeded description. */
const CATASTROPHIC_REGEX = '(.*)(.*)(.*)(.*)\\4\\3\\2\\1';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend({ rateLimits: false });
  // A statement as slow as a runaway one, that anon may call (created as the operator, before the
  // first request reads the schema).
  await backend.db.exec(`
    create function public.test_runaway() returns void language sql as 'select pg_sleep(30)';
    grant execute on function public.test_runaway() to anon;
  `);
});

afterAll(async () => {
  await backend.stop();
});

describe('statement timeouts', () => {
  it('applies the role’s statement_timeout inside each request transaction', async () => {
    const cache = await getSchemaCache(backend.db);
    const timeoutOf = (role: JwtClaims['role']) =>
      inRequestTransaction(
        {
          db: backend.db,
          cache,
          claims: { role },
          req: { method: 'GET', path: '/', rawQuery: '', headers: {}, ip: '127.0.0.1' },
          readOnly: true,
        },
        async (_run, tx) =>
          (
            await tx.query<{ value: string }>(
              "select current_setting('statement_timeout') as value",
            )
          ).rows[0].value,
      );
    expect(await timeoutOf('anon')).toBe('3s');
    expect(await timeoutOf('authenticated')).toBe('8s');
    expect(await timeoutOf('service_role')).toBe('0');
  });

  it('cuts an anonymous runaway statement at 3 s with PostgREST’s 57014, and serves the next request', async () => {
    const listings = await countAsSuperuser(
      backend.db,
      'select count(*) from public.cargo_listings',
    );
    const started = performance.now();
    const runaway = restFetch(backend, '/rpc/test_runaway', { method: 'POST' });
    // Sent while the runaway statement holds the database.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const next = restFetch(backend, '/cargo_listings?select=id&limit=1');

    const cut = await runaway;
    expect(cut.status).toBe(500);
    expect(await cut.json()).toEqual({
      code: '57014',
      message: 'canceling statement due to statement timeout',
      details: null,
      hint: null,
    });
    // Not sooner than anon's limit: it is the role's timeout that fired.
    expect(performance.now() - started).toBeGreaterThanOrEqual(2_900);

    const served = await next;
    expect(served.status).toBe(200);
    expect(await served.json()).toHaveLength(1);
    // Nothing committed before was lost with the cut statement.
    expect(await countAsSuperuser(backend.db, 'select count(*) from public.cargo_listings')).toBe(
      listings,
    );
  });
});

describe('a backtracking regular expression', () => {
  const request = () =>
    restFetch(
      backend,
      `/cargo_listings?select=id&description=match.${encodeURIComponent(CATASTROPHIC_REGEX)}`,
    );

  it('is cut by the timeout on PostgreSQL, and refused up front on PGlite, which cannot cancel', async () => {
    const started = performance.now();
    const response = await request();
    const body = await response.json();
    if (backend.db.engine === 'postgres') {
      expect(response.status).toBe(500);
      expect(body).toMatchObject({ code: '57014' });
      expect(performance.now() - started).toBeGreaterThanOrEqual(2_900);
    } else {
      expect(response.status).toBe(400);
      expect(body).toMatchObject({
        code: '2201B',
        message:
          'invalid regular expression: back-references and lookaround are not supported by the embedded database',
      });
    }
  });

  it('is refused on PGlite however it is nested or negated; plain patterns still match', async () => {
    if (backend.db.engine !== 'pglite') return;
    for (const query of [
      `or=(id.is.null,description.imatch.${encodeURIComponent('"(a)\\\\1"')})`,
      `description=not.match.${encodeURIComponent('x(?=y)')}`,
      `description=match(any).${encodeURIComponent('{a,(b)\\1}')}`,
    ]) {
      const response = await restFetch(backend, `/cargo_listings?select=id&${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json(), query).toMatchObject({ code: '2201B' });
    }
    const plain = await restFetch(
      backend,
      `/cargo_listings?select=id&description=imatch.${encodeURIComponent('^(cajas|pallets).*')}`,
    );
    expect(plain.status).toBe(200);
  });
});
