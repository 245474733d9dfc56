/**
 * The glossary's words (ARCHITECTURE.md, "Glossary"): "carrier", "donor" and "dador" name no
 * identifier, file, folder or database object, except the older database names below. Spanish
 * text and comments may say "Dador de Carga"; only identifiers are read, with TypeScript's own
 * scanner, and the database's names from its catalog.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './support/backend';

const BANNED = /carrier|donor|dador/i;

/**
 * Names from before the rule that the API or its error codes still carry: the shipper's
 * registration table and its types, and the columns of RPC results the app reads.
 */
const OLDER_DATABASE_NAMES = new Set([
  'donor_registrations',
  'donor_entity_type',
  'donor_document_type',
  'carrier_name',
  'carrier_company',
  'carrier_vehicle_types',
]);

const ROOT = path.resolve(import.meta.dirname, '../..');
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'artifacts', '.git', 'coverage']);
const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;

/** Every file and folder under the repository's root, relative to it (skipping outputs). */
function repositoryPaths(folder = ROOT): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED_FOLDERS.has(entry.name)) return [];
    const full = path.join(folder, entry.name);
    const relative = path.relative(ROOT, full);
    return entry.isDirectory() ? [relative, ...repositoryPaths(full)] : [relative];
  });
}

/** An older database name, its array type (`_name`), or a constraint or index of the older table. */
function isOlderDatabaseName(name: string): boolean {
  const bare = name.replace(/^_/, '');
  return OLDER_DATABASE_NAMES.has(bare) || bare.startsWith('donor_registrations_');
}

/** The identifiers of a TypeScript or JavaScript source with a banned word, allowed ones aside. */
export function bannedIdentifiers(source: string, file = 'source.tsx'): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) {
      const name = node.text;
      if (BANNED.test(name) && !isOlderDatabaseName(name)) found.push(name);
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false));
  return found;
}

/** The database's own names (tables, columns, functions and their arguments, constraints, indexes, types). */
/** The error codes the database's functions raise (`raise exception 'code: …'`), which the app maps. */
const RAISED_CODES = `
  select distinct (regexp_matches(pg_get_functiondef(p.oid), 'raise exception ''([a-z_]+)', 'g'))[1]
    as name
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  where n.nspname in ('public', 'private') and p.prokind in ('f', 'p')`;

const CATALOG_NAMES = `
  select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname in ('public', 'private')
  union select a.attname from pg_attribute a join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname in ('public', 'private') and a.attnum > 0 and not a.attisdropped
  union select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname in ('public', 'private')
  union select unnest(p.proargnames) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname in ('public', 'private')
  union select con.conname from pg_constraint con join pg_namespace n on n.oid = con.connamespace
    where n.nspname in ('public', 'private')
  union select t.typname from pg_type t join pg_namespace n on n.oid = t.typnamespace
    where n.nspname in ('public', 'private')
  union select pol.polname from pg_policy pol join pg_class c on c.oid = pol.polrelid
    join pg_namespace n on n.oid = c.relnamespace where n.nspname in ('public', 'private')
  union select tg.tgname from pg_trigger tg join pg_class c on c.oid = tg.tgrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname in ('public', 'private') and not tg.tgisinternal`;

/** Catalog names with a banned word that are not older database names. */
export function bannedDatabaseNames(names: readonly string[]): string[] {
  return names.filter((name) => BANNED.test(name) && !isOlderDatabaseName(name)).sort();
}

describe('the vocabulary', () => {
  it('names no file or folder with a banned word', () => {
    expect(repositoryPaths().filter((file) => BANNED.test(path.basename(file)))).toEqual([]);
  });

  it('names no identifier in the code with a banned word', () => {
    const found: Record<string, string[]> = {};
    for (const file of repositoryPaths()) {
      if (!SOURCE.test(file)) continue;
      const names = bannedIdentifiers(readFileSync(path.join(ROOT, file), 'utf8'), file);
      if (names.length > 0) found[file] = [...new Set(names)];
    }
    expect(found).toEqual({});
  });

  it('finds a planted identifier, and leaves strings, comments and older names alone', () => {
    const source = [
      '// the carrier of old',
      "const label = 'Dador de Carga';",
      'const pattern = /dador$/;',
      'const carrierId = row.carrier_name;',
      'export function MyCarriersPage() { return <p>Dador: {donorName}</p>; }',
    ].join('\n');
    expect(bannedIdentifiers(source)).toEqual(['carrierId', 'MyCarriersPage', 'donorName']);
  });

  describe('in the database', () => {
    let backend: TestBackend;
    beforeAll(async () => {
      backend = await startTestBackend();
    });
    afterAll(() => backend.stop());

    it('names no table, column, function, argument, constraint, index, type, policy or trigger with a banned word', async () => {
      const { rows } = await backend.db.query<{ name: string }>(CATALOG_NAMES);
      expect(bannedDatabaseNames(rows.map((row) => row.name))).toEqual([]);
    });

    it('raises no error code with a banned word', async () => {
      const { rows } = await backend.db.query<{ name: string }>(RAISED_CODES);
      expect(rows.length).toBeGreaterThan(20);
      expect(bannedDatabaseNames(rows.map((row) => row.name))).toEqual([]);
    });

    it('finds a planted name, and allows the older ones and their own constraints', () => {
      expect(
        bannedDatabaseNames([
          'carrier_network',
          'donor_registrations',
          '_donor_entity_type',
          'donor_registrations_cuit_check',
          'carrier_name',
          'carrier_name_index',
          'listings',
        ]),
      ).toEqual(['carrier_name_index', 'carrier_network']);
    });
  });
});
