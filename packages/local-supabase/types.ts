/** Shapes shared by the embedded backend's HTTP layer (http/) and its services (auth/, rest/, storage/). */

export interface LocalRequest {
  method: string;
  /** Path below the service prefix, e.g. `/cargo_listings` for `/rest/v1/cargo_listings`. */
  path: string;
  /** The raw query string without the leading `?` (PostgREST semantics depend on repeated keys and order). */
  rawQuery: string;
  /** Header names in lower case. */
  headers: Record<string, string | undefined>;
  /** The raw body as UTF-8 text, undefined when there is none. */
  body?: string;
  /** The raw body bytes (Storage uploads are binary), undefined when there is none. */
  bytes?: Buffer;
  /** Client address, for rate limits. */
  ip: string;
  /**
   * The API key the gateway accepted (header or `apikey` URL parameter, which it then removes
   * from rawQuery): PostgREST takes it as the JWT of a request without Authorization.
   */
  apiKey?: string;
}

/** A service below its path prefix: GoTrue, PostgREST or Storage. */
export type Service = (req: LocalRequest) => Promise<LocalResponse>;

export interface LocalResponse {
  status: number;
  headers?: Record<string, string>;
  /** A string or Buffer is sent as is; anything else is sent as JSON. */
  body?: unknown;
}

/** Claims of a verified JWT (anon key, service_role key or a user's access token). */
export interface JwtClaims {
  role: 'anon' | 'authenticated' | 'service_role';
  sub?: string;
  email?: string;
  aud?: string | string[];
  exp?: number;
  iat?: number;
  session_id?: string;
  [claim: string]: unknown;
}
