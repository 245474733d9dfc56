import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { bcryptCostFromEnv } from './bcrypt.ts';
import { hasDatabase, PgliteEngine, templateDataDir } from './engine/pglite.ts';
import {
  openThrowawayDatabase,
  PostgresEngine,
  withDatabase,
  withSchemaLock,
} from './engine/postgres.ts';
import type { SessionSettings, SqlDatabase, SqlTransaction } from './engine/types.ts';
import { PACKAGE_DIR } from './paths.ts';
import { projectRelative, type SupabaseProject } from './project.ts';
import { TemplateCache, templateKey } from './template-cache.ts';

export type { SqlDatabase } from './engine/types.ts';
export { removeOrphanedDataDirs } from './engine/pglite.ts';

const BOOTSTRAP_FILE = path.join(PACKAGE_DIR, 'bootstrap.sql');
const PLATFORM_FILE = path.join(PACKAGE_DIR, 'platform.sql');
// Where build tools keep caches: node_modules/.cache of the package being worked on (the cwd).
const templates = new TemplateCache(
  path.join(process.cwd(), 'node_modules', '.cache', 'local-supabase'),
);
const PGLITE_PACKAGE_JSON = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')),
  '..',
  'package.json',
);

/** Each session's settings, as on Supabase: its search_path, and UTC like PGlite's. */
const SESSION: SessionSettings = { search_path: '"$user", public, extensions', timezone: 'UTC' };

export interface OpenDatabaseOptions {
  /** The schema (migrations) and seeds to apply. */
  project: SupabaseProject;
  /**
   * A directory to persist to, or `'memory'` (the default) for a throwaway database. With a
   * PostgreSQL server, `'memory'` creates a new database on it (dropped on close) and anything
   * else uses the server's database as it is.
   */
  dataDir?: string;
  /** Defaults to the project's `migrations/`. */
  migrationsDir?: string;
  /** Defaults to the project's seeds (applied in order); `null` skips seeding. */
  seedFile?: string | readonly string[] | null;
  /** Start a new database from a cached snapshot of bootstrap + migrations (default true). */
  templateCache?: boolean;
  /**
   * A PostgreSQL server (`postgres://...`) to use instead of PGlite. Defaults to the
   * LOCAL_SUPABASE_DB_URL environment variable; `null` forces PGlite.
   */
  dbUrl?: string | null;
  /** bcrypt cost of the seeded passwords (default 10, GoTrue's; see bcrypt.ts). */
  bcryptCost?: number;
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

/** The PostgreSQL server of LOCAL_SUPABASE_DB_URL, if any. */
export function databaseUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string | null {
  return env.LOCAL_SUPABASE_DB_URL?.trim() || null;
}

async function tableExists(db: SqlDatabase, qualifiedName: string): Promise<boolean> {
  const { rows } = await db.query<{ exists: boolean }>(
    'select to_regclass($1) is not null as exists',
    [qualifiedName],
  );
  return rows[0]?.exists === true;
}

/**
 * The role migrations and seeds run as: hosted Supabase's `postgres`, no superuser (bootstrap.sql
 * makes it). The session stays the engine's superuser, so a file must not change roles itself.
 */
export const MIGRATION_ROLE = 'project_postgres';

const ROLE_CHANGE = /\b(reset\s+role|set\s+(local\s+|session\s+)?role|session\s+authorization)\b/i;

/** Runs a migration or seed file as MIGRATION_ROLE, inside the caller's transaction. */
export async function execAsProject(tx: SqlTransaction, file: string, sql: string): Promise<void> {
  if (ROLE_CHANGE.test(sql)) {
    throw new Error(
      `${file} changes its role: on hosted Supabase it runs as postgres, and so here`,
    );
  }
  await tx.exec(`set local role ${MIGRATION_ROLE}`);
  await tx.exec(sql);
  await tx.exec('reset role');
}

async function applyMigrations(db: SqlDatabase, migrationsDir: string): Promise<void> {
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
        await execAsProject(tx, migration.file, sql);
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

/**
 * What hosted Supabase provides (bootstrap.sql, once; platform.sql, idempotent, on every open so
 * databases older versions made get it too), then every migration not yet applied.
 */
async function prepareSchema(db: SqlDatabase, migrationsDir: string): Promise<void> {
  if (!(await tableExists(db, 'supabase_migrations.schema_migrations'))) {
    const bootstrap = await readFile(BOOTSTRAP_FILE, 'utf8');
    await db.transaction((tx) => tx.exec(bootstrap));
  }
  const platform = await readFile(PLATFORM_FILE, 'utf8');
  await db.transaction((tx) => tx.exec(platform));
  await applyMigrations(db, migrationsDir);
  // Realtime's change capture follows the publication as the migrations left it.
  await db.exec('select local_realtime.sync_publication()');
}

/**
 * The sources that shape a migrated schema: the bootstrap, every migration, and how they are run
 * (the role migrations run as decides who owns what).
 */
async function schemaSources(migrationsDir: string): Promise<string[]> {
  const migrations = parseMigrationFileNames(await readdir(migrationsDir));
  const sources = await Promise.all(
    migrations.map(
      async (m) => `${m.file}\n${await readFile(path.join(migrationsDir, m.file), 'utf8')}`,
    ),
  );
  return [
    `run as ${MIGRATION_ROLE}`,
    await readFile(BOOTSTRAP_FILE, 'utf8'),
    await readFile(PLATFORM_FILE, 'utf8'),
    ...sources,
  ];
}

/** The seed files to apply and how (applySeed). */
interface Seeding {
  project: SupabaseProject;
  files: readonly string[];
  bcryptCost: number;
}

async function applySeed(
  db: SqlDatabase,
  { project, files: seedFiles, bcryptCost }: Seeding,
): Promise<void> {
  const { rows } = await db.query<{ count: number }>(
    'select count(*)::int as count from supabase_migrations.seed_files',
  );
  // Like `supabase db reset`: the seed runs once, on a database that has never been seeded.
  if ((rows[0]?.count ?? 0) > 0) return;
  const seeds = await Promise.all(
    seedFiles.map(async (file) => ({ file, sql: await readFile(file, 'utf8') })),
  );
  await db.transaction(async (tx) => {
    // seed.sql reads it (GoTrue's cost, 10, when unset, as under `supabase db reset`).
    await tx.query("select set_config('local_supabase.bcrypt_cost', $1, true)", [
      String(bcryptCost),
    ]);
    for (const { file, sql } of seeds) {
      await execAsProject(tx, path.basename(file), sql);
      await tx.query('insert into supabase_migrations.seed_files (path, hash) values ($1, $2)', [
        projectRelative(project, file),
        createHash('sha256').update(sql).digest('hex'),
      ]);
    }
  });
}

/**
 * What shapes a seeded database beyond its schema: the seeds, how passwords are hashed, and the
 * day (the seeds' dates are relative to today).
 */
async function seedSources(seeding: Seeding): Promise<string[]> {
  return [
    new Date().toISOString().slice(0, 10),
    `bcrypt ${seeding.bcryptCost}`,
    ...(await Promise.all(
      seeding.files.map(async (file) => `${file}\n${await readFile(file, 'utf8')}`),
    )),
  ];
}

/**
 * The data directory new PGlite databases of these migrations (and seeds) are copied from, made
 * once per process: from the cached snapshot of the migrations (or by running them, then caching
 * it), then seeded. A seeded one is kept by this process alone, as its dates are relative to
 * today (the day is in its key).
 */
async function pgliteTemplate(migrationsDir: string, seeding: Seeding | null): Promise<string> {
  const schemaKey = templateKey([
    await readFile(PGLITE_PACKAGE_JSON, 'utf8').catch(() => 'unknown engine'),
    ...(await schemaSources(migrationsDir)),
  ]);
  const schema = await templateDataDir(schemaKey, async (dataDir) => {
    const snapshot = await templates.get(schemaKey);
    const db = await PgliteEngine.open({ dataDir, template: snapshot, session: SESSION });
    try {
      if (!snapshot) {
        await prepareSchema(db, migrationsDir);
        await templates.put(schemaKey, await db.dump());
      }
    } finally {
      await db.close();
    }
  });
  if (!seeding) return schema;
  const seedKey = templateKey([schemaKey, ...(await seedSources(seeding))]);
  return templateDataDir(seedKey, async (dataDir) => {
    const db = await PgliteEngine.open({ dataDir, copyOf: schema, session: SESSION });
    try {
      await applySeed(db, seeding);
    } finally {
      await db.close();
    }
  });
}

/**
 * A throwaway database (`'memory'`) is a copy of the seeded template; a new data directory a copy
 * of the migrated one, seeded afterwards; without the template cache, everything is run.
 */
async function openPglite(
  dataDir: string,
  migrationsDir: string,
  templateCache: boolean,
  seeding: Seeding | null,
): Promise<SqlDatabase> {
  const dir = dataDir === 'memory' ? undefined : path.resolve(dataDir);
  const copyOf =
    templateCache && !(dir && (await hasDatabase(dir)))
      ? await pgliteTemplate(migrationsDir, dir ? null : seeding)
      : undefined;
  if (dir) await mkdir(dir, { recursive: true });
  const db = await PgliteEngine.open({ dataDir: dir, copyOf, session: SESSION });
  try {
    if (!copyOf) await prepareSchema(db, migrationsDir);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

/** A throwaway database (`'memory'`) is a clone of a migrated and seeded template database. */
async function openPostgres(
  url: string,
  dataDir: string,
  migrationsDir: string,
  seeding: Seeding | null,
): Promise<SqlDatabase> {
  if (dataDir === 'memory') {
    return openThrowawayDatabase(url, {
      templateParts: [
        ...(await schemaSources(migrationsDir)),
        ...(seeding ? await seedSources(seeding) : ['not seeded']),
      ],
      build: async (db) => {
        await prepareSchema(db, migrationsDir);
        if (seeding) await applySeed(db, seeding);
      },
      session: SESSION,
    });
  }
  // Under the server's schema lock, as template builds are: the bootstrap grants to and sets
  // cluster-wide roles, and two databases bootstrapped at once fail ('tuple concurrently updated').
  return withSchemaLock(withDatabase(url, 'postgres'), async () => {
    const db = new PostgresEngine(url, SESSION);
    try {
      await prepareSchema(db, migrationsDir);
    } catch (error) {
      await db.close();
      throw error;
    }
    return db;
  });
}

/**
 * Opens (creating if needed) the database: bootstrap of what hosted Supabase provides, then every
 * migration not yet applied, then the seed on a database never seeded. PGlite unless a
 * PostgreSQL server is given (LOCAL_SUPABASE_DB_URL).
 */
export async function openDatabase(opts: OpenDatabaseOptions): Promise<SqlDatabase> {
  const dataDir = opts.dataDir ?? 'memory';
  const migrationsDir = opts.migrationsDir ?? opts.project.migrationsDir;
  const url = opts.dbUrl === undefined ? databaseUrlFromEnv() : opts.dbUrl;
  const seed = opts.seedFile === undefined ? opts.project.seedFiles : opts.seedFile;
  const seeding: Seeding | null =
    seed === null
      ? null
      : {
          project: opts.project,
          files: typeof seed === 'string' ? [seed] : seed,
          bcryptCost: opts.bcryptCost ?? bcryptCostFromEnv(process.env, dataDir),
        };
  const db = url
    ? await openPostgres(url, dataDir, migrationsDir, seeding)
    : await openPglite(dataDir, migrationsDir, opts.templateCache !== false, seeding);
  try {
    // A no-op on a database seeded already (a copy of a seeded template included).
    if (seeding) await applySeed(db, seeding);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
