import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** This directory. In a jsdom test import.meta.url is not a file URL: fall back to the cwd (the repo). */
export const LOCAL_SUPABASE_DIR = import.meta.url.startsWith('file:')
  ? path.dirname(fileURLToPath(import.meta.url))
  : path.resolve('local-supabase');

export const REPO_ROOT = path.dirname(LOCAL_SUPABASE_DIR);
