/**
 * `<project URL>/<path>` (auth/v1, rest/v1, storage/v1, realtime/v1, functions/v1), with or
 * without a trailing slash on the project's URL, as supabase-js builds its endpoints.
 */
export function apiUrl(supabaseUrl: string, path: string): URL {
  return new URL(path, supabaseUrl.endsWith('/') ? supabaseUrl : `${supabaseUrl}/`);
}
