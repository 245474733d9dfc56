/**
 * Supabase Realtime, loaded on first use by a signed-in page: `@supabase/realtime-js` stays in a
 * chunk of its own, so the visitor's first page does not grow. Built as supabase-js builds
 * `supabase.realtime`: `<url>/realtime/v1` (ws/wss) with the anon key, and the session's access
 * token on every join and every refresh, so private channels are authorized as the person.
 */
import type { RealtimeClient } from '@supabase/realtime-js';
import { env } from './env';
import type { AppSupabaseClient } from './supabase-client-type';
import { apiUrl } from './api-url';

let client: Promise<RealtimeClient> | undefined;

export function realtimeUrl(supabaseUrl: string): string {
  const url = apiUrl(supabaseUrl, 'realtime/v1');
  url.protocol = url.protocol.replace('http', 'ws');
  return url.href;
}

export function realtimeClient(auth: AppSupabaseClient['auth']): Promise<RealtimeClient> {
  client ??= import('@supabase/realtime-js').then(({ RealtimeClient }) => {
    const realtime = new RealtimeClient(realtimeUrl(env.supabaseUrl), {
      params: { apikey: env.supabaseAnonKey },
      accessToken: async () =>
        (await auth.getSession()).data.session?.access_token ?? env.supabaseAnonKey,
    });
    auth.onAuthStateChange((event) => {
      if (event === 'SIGNED_IN' || event === 'TOKEN_REFRESHED' || event === 'SIGNED_OUT') {
        // Outside the callback: supabase-js must not be awaited inside onAuthStateChange.
        setTimeout(() => void realtime.setAuth(), 0);
      }
    });
    return realtime;
  });
  return client;
}
