/**
 * Supabase Edge Functions at /functions/v1/<name>, as the Supabase CLI's edge-runtime main
 * service fronts them: a valid JWT in `Authorization` unless config.toml sets
 * `[functions.<name>] verify_jwt = false`, 404 for an unknown name, and a generic 500 when the
 * function throws. The function itself is the project's own web-standard handler (its
 * `handler.ts`, which the function's Deno `index.ts` serves on hosted), run in this process with
 * the URL as hosted gives it (`/<name>/…`) and its environment (./env.ts).
 */
import { parse } from 'smol-toml';
import { JwtError, verifyJwt } from '../jwt.ts';
import type { LocalRequest, LocalResponse, Service } from '../types.ts';

/** What a function reads with `Deno.env` on hosted. */
export type EdgeFunctionEnv = Readonly<Record<string, string>>;

/** A function's handler: a web-standard Request in, a Response out. */
export type EdgeFunction = (req: Request, env: EdgeFunctionEnv) => Promise<Response>;

export interface FunctionsServiceOptions {
  functions: Readonly<Record<string, EdgeFunction>>;
  /** The project's config.toml, for each function's `verify_jwt`. */
  configToml: string;
  /** The functions' environment, read per request (the server's URL is known only once it listens). */
  env: () => EdgeFunctionEnv;
  /** The backend's external URL: a function's request URL is `<url>/<name>/…`, as on hosted. */
  baseUrl: () => string;
  log: (line: string) => void;
}

interface FunctionSettings {
  verify_jwt?: unknown;
}

/** The functions config.toml serves without the JWT check (`verify_jwt = false`; true by default). */
function functionsWithoutJwt(configToml: string): ReadonlySet<string> {
  const functions = (parse(configToml).functions ?? {}) as Record<string, FunctionSettings>;
  return new Set(
    Object.entries(functions)
      .filter(([, settings]) => settings.verify_jwt === false)
      .map(([name]) => name),
  );
}

const json = (status: number, body: unknown): LocalResponse => ({ status, body });

/** The CLI's check: a Bearer token signed by the project (anon, service_role or a session's). */
async function jwtRefusal(req: LocalRequest): Promise<LocalResponse | null> {
  const header = req.headers.authorization;
  if (!header) return json(401, { msg: 'Error: Missing authorization header' });
  const [scheme, token] = header.split(' ');
  if (scheme !== 'Bearer') {
    return json(401, { msg: "Error: Auth header is not 'Bearer {token}'" });
  }
  try {
    await verifyJwt(token ?? '');
    return null;
  } catch (error) {
    if (error instanceof JwtError) return json(401, { msg: 'Invalid JWT' });
    throw error;
  }
}

function toRequest(req: LocalRequest, url: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && req.bytes !== undefined;
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? new Uint8Array(req.bytes!) : undefined,
  });
}

/**
 * The function's answer, without its own CORS headers: here the gateway's CORS applies (pages of
 * this machine only, http/cors.ts), where a function's `*` would let any site read the local
 * database. On hosted, its own headers are what the browser sees.
 */
async function toLocalResponse(response: Response): Promise<LocalResponse> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!name.startsWith('access-control-')) headers[name] = value;
  });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers, body: body.length ? body : undefined };
}

export function functionsService(options: FunctionsServiceOptions): Service {
  // Read once: config.toml does not change while the backend runs.
  const withoutJwt = functionsWithoutJwt(options.configToml);
  return async (req) => {
    const [, name = '', ...rest] = req.path.split('/');
    const fn = Object.hasOwn(options.functions, name) ? options.functions[name] : undefined;
    if (!fn) {
      return { status: 404, headers: { 'Content-Type': 'text/plain' }, body: 'Function not found' };
    }
    if (req.method !== 'OPTIONS' && !withoutJwt.has(name)) {
      const refusal = await jwtRefusal(req);
      if (refusal) return refusal;
    }
    const path = ['', name, ...rest].join('/');
    const url = `${options.baseUrl()}${path}${req.rawQuery ? `?${req.rawQuery}` : ''}`;
    try {
      return await toLocalResponse(await fn(toRequest(req, url), options.env()));
    } catch (error) {
      options.log(`[local-supabase] function ${name} failed: ${String(error)}`);
      return json(500, {
        code: 'Internal Server Error',
        message: 'Request failed due to an internal server error',
      });
    }
  };
}
