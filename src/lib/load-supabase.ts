import type { AppSupabaseClient } from './supabase';

let resolveLoaded: (client: AppSupabaseClient) => void = () => undefined;

/** Settles once the client has been loaded by anyone through loadSupabase. */
export const supabaseLoaded = new Promise<AppSupabaseClient>((resolve) => {
  resolveLoaded = resolve;
});

/**
 * The Supabase client, loaded on first use: auth-js and postgrest-js (~26 KB gzip) stay off the
 * first load of a visitor who is not signed in. Feature code reached only after that may import
 * `./supabase` directly; the session code (AuthProvider) goes through here.
 */
let loading: Promise<AppSupabaseClient> | undefined;

export function loadSupabase(): Promise<AppSupabaseClient> {
  loading ??= import('./supabase').then(({ supabase }) => {
    resolveLoaded(supabase);
    return supabase;
  });
  return loading;
}
