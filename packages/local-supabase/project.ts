/**
 * The Supabase project the backend serves, read from its folder as the Supabase CLI does:
 * `config.toml`, `migrations/`, and the seeds `[db.seed] sql_paths` names. The app says where
 * that folder is; the backend never looks for it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';
import type { EdgeFunction } from './functions/service.ts';

export interface SupabaseProject {
  /** The project folder (`supabase/`), absolute. */
  dir: string;
  /** The text of its config.toml. */
  configToml: string;
  migrationsDir: string;
  /** The seeds of a development database, in order (`[db.seed] sql_paths`, empty if disabled). */
  seedFiles: readonly string[];
  /** `functions/`: each function's folder, and the secrets file `.env` of `npm run dev`. */
  functionsDir: string;
  /**
   * The Edge Functions served at /functions/v1/<name>: each one's handler, which the app imports
   * (this package never loads code from the project folder).
   */
  functions?: Readonly<Record<string, EdgeFunction>>;
  /**
   * Secrets the functions get in development unless `functions/.env` sets them (fakes of the
   * services they call, at the backend's URL).
   */
  functionDefaults?: (supabaseUrl: string) => Readonly<Record<string, string>>;
}

interface SeedSection {
  enabled?: boolean;
  sql_paths?: unknown[];
}

export function loadProject(dir: string): SupabaseProject {
  const absolute = path.resolve(dir);
  const configToml = readFileSync(path.join(absolute, 'config.toml'), 'utf8');
  const seed = ((parse(configToml).db as { seed?: SeedSection } | undefined)?.seed ??
    {}) as SeedSection;
  const seedFiles =
    seed.enabled === false
      ? []
      : (seed.sql_paths ?? ['./seed.sql']).map((file) => path.resolve(absolute, String(file)));
  return {
    dir: absolute,
    configToml,
    migrationsDir: path.join(absolute, 'migrations'),
    seedFiles,
    functionsDir: path.join(absolute, 'functions'),
  };
}

/** How a project file is recorded (e.g. in `supabase_migrations.seed_files`): from the folder above the project, `supabase/seed.sql`. */
export function projectRelative(project: SupabaseProject, file: string): string {
  return path.relative(path.dirname(project.dir), file);
}
