/**
 * Supabase Storage, loaded on first use: only the documents pages and the admin's review need
 * it, so `@supabase/storage-js` stays in a chunk of its own and no other page grows. The client
 * is built as supabase-js builds `supabase.storage`: `/storage/v1`, the anon key, and the
 * session's access token on each request.
 */
import type { StorageClient } from '@supabase/storage-js';
import { env } from './env';
import { fetchWithSession } from './session-fetch';
import type { AppSupabaseClient } from './supabase';

export type StorageBucket = ReturnType<StorageClient['from']>;

let client: Promise<StorageClient> | undefined;

function createStorageClient(
  module: Pick<typeof import('@supabase/storage-js'), 'StorageClient'>,
  auth: AppSupabaseClient['auth'],
  supabaseUrl: string = env.supabaseUrl,
  supabaseKey: string = env.supabaseAnonKey,
): StorageClient {
  const baseUrl = new URL(supabaseUrl.endsWith('/') ? supabaseUrl : `${supabaseUrl}/`);
  return new module.StorageClient(
    new URL('storage/v1', baseUrl).href,
    { apikey: supabaseKey },
    fetchWithSession(auth, supabaseKey),
  );
}

/**
 * A bucket of the app's Storage client, downloading storage-js the first time. `auth` is the
 * app client's, whose session gives each request its token.
 */
export async function storageBucket(
  bucket: string,
  auth: AppSupabaseClient['auth'],
): Promise<StorageBucket> {
  client ??= import('@supabase/storage-js').then((module) => createStorageClient(module, auth));
  return (await client).from(bucket);
}
