/**
 * The embedded backend as this app's suites start it: this project's schema with seed.sql alone
 * (the demo accounts and listings without the delivered history: the world the suites count),
 * and supabase-js clients typed with its generated Database.
 */
import path from 'node:path';
import {
  createTestClient as createClient,
  startTestBackend as startBackend,
  type TestBackend,
} from '@conectacargas/local-supabase/testing';
import type { Database } from '../../../src/lib/database.types.ts';
import { project } from '../../project.ts';

export type { Queryable, TestBackend } from '@conectacargas/local-supabase/testing';
export { project };

type StartOptions = Omit<Parameters<typeof startBackend>[0], 'project'>;

export function startTestBackend(options: StartOptions = {}): Promise<TestBackend> {
  return startBackend({ project, seedFile: path.join(project.dir, 'seed.sql'), ...options });
}

export type TestClient = ReturnType<typeof createClient<Database>>;

export function createTestClient(
  backend: Pick<TestBackend, 'url' | 'anonKey'>,
  key?: string,
): TestClient {
  return createClient<Database>(backend, key);
}
