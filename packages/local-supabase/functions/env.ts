/**
 * The environment a function reads with `Deno.env`: its secrets (hosted: `supabase secrets set`;
 * here `supabase/functions/.env`, read as the CLI's `functions serve --env-file` reads it) and
 * the variables Supabase sets for every function, which a secret cannot replace.
 */
import { existsSync, readFileSync } from 'node:fs';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../keys.ts';
import type { EdgeFunctionEnv } from './service.ts';

/** `KEY=value` lines; `#` comments, blank lines, `export ` and matching quotes as dotenv has them. */
export function parseDotenv(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match) continue;
    const [, key, raw] = match;
    const quoted = /^(['"])(.*)\1$/.exec(raw);
    values[key] = quoted ? quoted[2] : raw.replace(/\s+#.*$/, '');
  }
  return values;
}

/** A secrets file's values; none when it does not exist (a fresh clone has only `.env.example`). */
export function readSecrets(file: string): Record<string, string> {
  return existsSync(file) ? parseDotenv(readFileSync(file, 'utf8')) : {};
}

/**
 * The secrets a function may have. Names starting with SUPABASE_ are Supabase's own (the CLI
 * refuses to set them as secrets): one in the file is left out, and said.
 */
export function ownSecrets(
  secrets: Readonly<Record<string, string>>,
  log: (line: string) => void,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(secrets).filter(([name]) => {
      if (!name.startsWith('SUPABASE_')) return true;
      log(`[local-supabase] functions/.env: ${name} is set by Supabase, not by a secret; left out`);
      return false;
    }),
  );
}

/** A function's environment: its secrets, and what Supabase sets for every function. */
export function functionEnv(
  secrets: Readonly<Record<string, string>>,
  supabaseUrl: string,
): EdgeFunctionEnv {
  return {
    ...secrets,
    SUPABASE_URL: supabaseUrl,
    SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
    SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY,
  };
}
