/**
 * The key under which supabase-js stores the session for a project URL (createClient's default:
 * `sb-<first label of the host>-auth-token`). Kept apart from the client so the first page load
 * can look for a stored session without loading the client.
 */
export function authStorageKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}
