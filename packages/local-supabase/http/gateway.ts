/**
 * What Supabase's gateway (Kong's key-auth) does in front of GoTrue and PostgREST: a request
 * needs the project's anon or service_role key, in the `apikey` header or URL parameter, and the
 * service never sees that URL parameter. Storage has no key check: it verifies its bearer token
 * itself (signed URLs are opened with no header at all).
 */
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../keys.ts';
import type { LocalRequest, LocalResponse, Service } from '../types.ts';

/** The API key of the request (header, or `apikey` URL parameter), checked like Supabase's gateway. */
function checkApiKey(req: LocalRequest): LocalResponse | null {
  const key = requestApiKey(req);
  if (!key) {
    return {
      status: 401,
      body: {
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      },
    };
  }
  if (key !== LOCAL_ANON_KEY && key !== LOCAL_SERVICE_ROLE_KEY) {
    return {
      status: 401,
      body: {
        message: 'Invalid API key',
        hint: 'Double check your Supabase `anon` or `service_role` API key.',
      },
    };
  }
  return null;
}

function requestApiKey(req: LocalRequest): string | undefined {
  return req.headers.apikey ?? new URLSearchParams(req.rawQuery).get('apikey') ?? undefined;
}

/** The raw query without `apikey` parameters, every other parameter kept as sent. */
function withoutApiKeyParam(rawQuery: string): string {
  return rawQuery
    .split('&')
    .filter((pair) => pair !== '' && decodeURIComponent(pair.split('=')[0]) !== 'apikey')
    .join('&');
}

/**
 * The key check as middleware around a service. `openPaths` are the gateway's routes without it:
 * pages a browser opens straight from an e-mail.
 */
export function requireApiKey(
  service: Service,
  openPaths: ReadonlySet<string> = new Set(),
): Service {
  return async (req) => {
    const keyError = openPaths.has(req.path) ? null : checkApiKey(req);
    if (keyError) return keyError;
    return service({
      ...req,
      rawQuery: withoutApiKeyParam(req.rawQuery),
      apiKey: requestApiKey(req),
    });
  };
}
