import { createHash } from 'node:crypto';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { access, mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import { TemplateCache, templateKey } from './template-cache.ts';

/** This directory. In a jsdom test import.meta.url is not a file URL: fall back to the cwd (the repo). */
const HERE = import.meta.url.startsWith('file:')
  ? path.dirname(fileURLToPath(import.meta.url))
  : path.resolve('local-supabase');
const REPO_ROOT = path.dirname(HERE);

export const DEFAULT_MIGRATIONS_DIR = path.join(REPO_ROOT, 'supabase', 'migrations');
export const DEFAULT_SEED_FILE = path.join(REPO_ROOT, 'supabase', 'seed.sql');
const BOOTSTRAP_FILE = path.join(HERE, 'bootstrap.sql');
const templates = new TemplateCache(
  path.join(REPO_ROOT, 'node_modules', '.cache', 'local-supabase'),
);

/** Search path of a Supabase database's own sessions. */
const SEARCH_PATH = 'set search_path to "$user", public, extensions';

export interface OpenDatabaseOptions {
  /** A directory to persist to, or `'memory'` (the default) for a throwaway database. */
  dataDir?: string;
  /** Defaults to `supabase/migrations`. */
  migrationsDir?: string;
  /** Defaults to `supabase/seed.sql`; `null` skips seeding. */
  seedFile?: string | null;
  /** Start a new database from a cached snapshot of bootstrap + migrations (default true). */
  templateCache?: boolean;
}

export interface MigrationFile {
  version: string;
  name: string;
  file: string;
}

/** Supabase CLI naming: `<version>_<name>.sql`, applied in version order. */
export function parseMigrationFileNames(fileNames: string[]): MigrationFile[] {
  return fileNames
    .flatMap((file) => {
      const match = /^(\d+)_(.+)\.sql$/.exec(file);
      return match ? [{ version: match[1], name: match[2], file }] : [];
    })
    .sort((a, b) => a.version.localeCompare(b.version, 'en', { numeric: true }));
}

async function tableExists(db: PGlite, qualifiedName: string): Promise<boolean> {
  const { rows } = await db.query<{ exists: boolean }>(
    'select to_regclass($1) is not null as exists',
    [qualifiedName],
  );
  return rows[0]?.exists === true;
}

async function applyMigrations(db: PGlite, migrationsDir: string): Promise<void> {
  const migrations = parseMigrationFileNames(await readdir(migrationsDir));
  const { rows } = await db.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations',
  );
  const applied = new Set(rows.map((row) => row.version));
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    const sql = await readFile(path.join(migrationsDir, migration.file), 'utf8');
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query(
          'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
          [migration.version, migration.name, [sql]],
        );
      });
    } catch (error) {
      throw new Error(`Migration ${migration.file} failed: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }
}

/** The snapshot key of a database built from this engine, bootstrap and migrations. */
async function schemaKey(migrationsDir: string): Promise<string> {
  const engine = await readFile(
    path.join(REPO_ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json'),
    'utf8',
  ).catch(() => 'unknown engine');
  const migrations = parseMigrationFileNames(await readdir(migrationsDir));
  const sources = await Promise.all(
    migrations.map(
      async (m) => `${m.file}\n${await readFile(path.join(migrationsDir, m.file), 'utf8')}`,
    ),
  );
  return templateKey([engine, await readFile(BOOTSTRAP_FILE, 'utf8'), ...sources]);
}

async function isNewDataDir(dir: string | undefined): Promise<boolean> {
  if (!dir) return true;
  return access(path.join(dir, 'PG_VERSION')).then(
    () => false,
    () => true,
  );
}

async function applySeed(db: PGlite, seedFile: string): Promise<void> {
  const { rows } = await db.query<{ count: number }>(
    'select count(*)::int as count from supabase_migrations.seed_files',
  );
  // Like `supabase db reset`: the seed runs once, on a database that has never been seeded.
  if ((rows[0]?.count ?? 0) > 0) return;
  const sql = await readFile(seedFile, 'utf8');
  const hash = createHash('sha256').update(sql).digest('hex');
  await db.transaction(async (tx) => {
    await tx.exec(sql);
    await tx.query('insert into supabase_migrations.seed_files (path, hash) values ($1, $2)', [
      path.relative(REPO_ROOT, seedFile),
      hash,
    ]);
  });
}

/**
 * PGlite reads its extension bundles and snapshots through the global `Blob` and `File`. Under
 * jsdom (integration tests of components) those are jsdom's, which cannot be read back: use
 * Node's while PGlite works with them.
 */
async function withNodeBlobs<T>(run: () => Promise<T>): Promise<T> {
  if (typeof globalThis.Blob.prototype.arrayBuffer === 'function') return run();
  const dom = { Blob: globalThis.Blob, File: globalThis.File };
  globalThis.Blob = NodeBlob as unknown as typeof Blob;
  globalThis.File = NodeFile as unknown as typeof File;
  try {
    return await run();
  } finally {
    globalThis.Blob = dom.Blob;
    globalThis.File = dom.File;
  }
}

/**
 * Opens (creating if needed) the embedded Postgres: bootstrap of what hosted Supabase provides,
 * then every migration not yet applied, then the seed on a database never seeded.
 */
export async function openDatabase(opts: OpenDatabaseOptions = {}): Promise<PGlite> {
  const dataDir = opts.dataDir ?? 'memory';
  const migrationsDir = opts.migrationsDir ?? DEFAULT_MIGRATIONS_DIR;
  const dir = dataDir === 'memory' ? undefined : path.resolve(dataDir);
  const key =
    opts.templateCache !== false && (await isNewDataDir(dir))
      ? await schemaKey(migrationsDir)
      : null;
  const template = key ? await templates.get(key) : null;
  if (dir) await mkdir(dir, { recursive: true });
  const db = await withNodeBlobs(() =>
    PGlite.create({
      extensions: { pgcrypto, uuid_ossp },
      ...(dir ? { dataDir: dir } : {}),
      ...(template ? { loadDataDir: template } : {}),
    }),
  );
  try {
    await db.exec(SEARCH_PATH);
    if (!template) {
      if (!(await tableExists(db, 'supabase_migrations.schema_migrations'))) {
        const bootstrap = await readFile(BOOTSTRAP_FILE, 'utf8');
        await db.transaction(async (tx) => {
          await tx.exec(bootstrap);
        });
        await db.exec(SEARCH_PATH);
      }
      await applyMigrations(db, migrationsDir);
      if (key) await templates.put(key, await withNodeBlobs(() => db.dumpDataDir('none')));
    }
    const seedFile = opts.seedFile === undefined ? DEFAULT_SEED_FILE : opts.seedFile;
    if (seedFile !== null) await applySeed(db, seedFile);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
