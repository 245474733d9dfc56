/**
 * CORS like Supabase's gateway, for the origins that may read answers only: a page served from
 * this machine (the dev server, or the app on another loopback port), or, once the backend serves
 * the network, one of the host it was reached at. Any other web page the developer visits gets no
 * CORS headers, so it cannot read the local database even through DNS rebinding.
 */
import type { IncomingMessage } from 'node:http';
import { hostHeaderName, isLoopbackAddress } from '../loopback.ts';

function allowedOrigin(req: IncomingMessage, allowNetwork: boolean): string | null {
  const origin = req.headers.origin;
  if (!origin) return null;
  try {
    const { hostname } = new URL(origin);
    if (isLoopbackAddress(hostname)) return origin;
    if (allowNetwork && hostname === hostHeaderName(req.headers.host)) return origin;
  } catch {
    // not a URL: no CORS
  }
  return null;
}

export function corsHeaders(req: IncomingMessage, allowNetwork: boolean): Record<string, string> {
  const origin = allowedOrigin(req, allowNetwork);
  if (!origin) return { Vary: 'Origin' };
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Allow-Methods': 'GET, HEAD, PUT, PATCH, POST, DELETE, OPTIONS',
    'Access-Control-Allow-Headers':
      req.headers['access-control-request-headers'] ??
      'authorization, x-client-info, apikey, content-type, prefer, range, accept-profile, content-profile, x-supabase-api-version',
    'Access-Control-Expose-Headers':
      'Content-Range, Content-Location, Content-Length, Preference-Applied, Range-Unit, X-Supabase-Api-Version, x-sb-error-code',
    'Access-Control-Max-Age': '3600',
    Vary: 'Origin',
  };
}
