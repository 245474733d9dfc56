/**
 * A throw-away PostgreSQL 15 cluster (Debian's `postgresql` package) on a free loopback port, for
 * `npm test`, `npm run test:pg`, `npm run bench:scale` and `npm run load`. Runs as the `postgres` user when
 * started by root; `stop()` removes the cluster, and is safe to call twice.
 */
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

const BIN = process.env.PG_BIN?.trim() || '/usr/lib/postgresql/15/bin';
const asRoot = process.getuid?.() === 0;

export interface PgCluster {
  /** `postgres://postgres@127.0.0.1:PORT/postgres`, the superuser's database. */
  url: string;
  dataDir: string;
  stop(): void;
}

function run(command: string, args: string[], options: SpawnSyncOptions = {}): void {
  // Root may not run the server: the cluster belongs to `postgres`.
  const [file, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];
  const result = spawnSync(file, argv, { stdio: 'inherit', cwd: os.tmpdir(), ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
  }
}

/** Whether PostgreSQL 15's server binaries are on this machine (PG_BIN, or Debian's folder). */
export function hasPgBinaries(): boolean {
  return existsSync(path.join(BIN, 'initdb'));
}

/** Debian's `postgresql` package, installed when missing and we may (root with apt-get). */
function ensureBinaries(): void {
  if (hasPgBinaries()) return;
  if (asRoot && existsSync('/usr/bin/apt-get')) {
    console.log('==> Installing PostgreSQL (Debian package postgresql)');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'postgresql'], { stdio: 'inherit', env });
  }
  if (!hasPgBinaries()) {
    throw new Error(
      `No PostgreSQL 15 in ${BIN}: apt-get install -y postgresql (or set PG_BIN to its bin folder)`,
    );
  }
}

function postgresIds(): { uid: number; gid: number } {
  const id = (flag: string) =>
    Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * Starts the cluster. `settings` are extra `-c` server settings (name → value), after the
 * defaults: 300 connections and no durability (a throw-away cluster only pays for it in time).
 */
export async function startPgCluster(settings: Record<string, string> = {}): Promise<PgCluster> {
  ensureBinaries();
  const root = mkdtempSync(path.join(os.tmpdir(), 'local-supabase-pg-'));
  const dataDir = path.join(root, 'data');
  let started = false;
  const stop = () => {
    if (started) {
      started = false;
      try {
        run(path.join(BIN, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], {
          stdio: 'ignore',
        });
      } catch {
        // Removing the folder below is what matters.
      }
    }
    rmSync(root, { recursive: true, force: true });
  };
  try {
    if (asRoot) {
      const { uid, gid } = postgresIds();
      chownSync(root, uid, gid);
    }
    run(
      path.join(BIN, 'initdb'),
      [
        '-D',
        dataDir,
        '-U',
        'postgres',
        '--auth=trust',
        '--encoding=UTF8',
        '--locale=C.UTF-8',
        '--no-instructions',
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const extra = Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`);
    // Another cluster may take the port between the probe and the start: try a few.
    let port = 0;
    for (let attempt = 1; !started; attempt += 1) {
      port = await freePort();
      const options = [
        `-p ${port}`,
        `-k ${root}`,
        "-c listen_addresses='127.0.0.1'",
        '-c max_connections=300',
        '-c fsync=off -c synchronous_commit=off -c full_page_writes=off',
        ...extra,
      ].join(' ');
      try {
        run(
          path.join(BIN, 'pg_ctl'),
          [
            '-D',
            dataDir,
            '-l',
            path.join(root, 'server.log'),
            '-o',
            options,
            '-w',
            '-t',
            '60',
            'start',
          ],
          { stdio: ['ignore', 'ignore', 'inherit'] },
        );
        started = true;
      } catch (error) {
        if (attempt >= 3) throw error;
      }
    }
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, dataDir, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
