import type { AuthClient } from '@supabase/auth-js';

/**
 * A fetch whose requests carry the signed-in user's access token (read at each request, so a
 * refreshed token is used at once), or the anon key when signed out.
 */
export function fetchWithSession(
  auth: Pick<InstanceType<typeof AuthClient>, 'getSession'>,
  supabaseKey: string,
): typeof fetch {
  return async (input, init) => {
    const { data } = await auth.getSession();
    const headers = new Headers(init?.headers);
    if (!headers.has('apikey')) headers.set('apikey', supabaseKey);
    if (!headers.has('Authorization')) {
      headers.set('Authorization', `Bearer ${data.session?.access_token ?? supabaseKey}`);
    }
    return fetch(input, { ...init, headers });
  };
}
