/**
 * The one router of the three services. A route is `{ method, pattern, handler }` plus whatever
 * its service declares on it (GoTrue's rate-limit bucket, the authentication it needs). A
 * pattern's segments are literals, `:name` parameters (one segment as it stands: not decoded,
 * possibly empty) and a final `*` (every remaining segment, at least one, joined by `/`).
 *
 * Each service splits its own path into segments (PostgREST decodes them first, Storage decodes
 * its parameters only after the route's JWT check) and answers a miss its own way: GoTrue with
 * 404 or 405, PostgREST with PGRST125, Storage with its route-not-found error.
 */
import type { LocalRequest } from '../types.ts';

export type PathParams = Readonly<Record<string, string>>;

/** A request with the parameters of the route it matched. */
export interface RouteRequest extends LocalRequest {
  params: PathParams;
}

export interface RouteSpec {
  /** An HTTP method in upper case, or `*` for a route that checks the method itself. */
  method: string;
  pattern: string;
  /** Values a `:name` parameter does not take: they mean something else there (Storage's `public`). */
  except?: Readonly<Record<string, readonly string[]>>;
}

export type RouteMatch<R> =
  { route: R; params: PathParams } | { route: null; reason: 'not-found' | 'method-not-allowed' };

/** A request path's segments: `/a/b/` is `['a', 'b', '']`. */
export function pathSegments(path: string): string[] {
  return path.split('/').slice(1);
}

type Part = { literal: string } | { param: string } | { rest: true };

interface Compiled<R> {
  route: R;
  parts: Part[];
}

function compile(pattern: string): Part[] {
  return pathSegments(pattern).map((segment, index, all) => {
    if (segment === '*' && index === all.length - 1) return { rest: true };
    return segment.startsWith(':') ? { param: segment.slice(1) } : { literal: segment };
  });
}

/** Literal before parameter before wildcard, segment by segment (as find-my-way, Storage's router). */
function bySpecificity(a: Part[], b: Part[]): number {
  const rank = (parts: Part[]) =>
    parts.map((part) => ('literal' in part ? '0' : 'param' in part ? '1' : '2')).join('');
  const [x, y] = [rank(a), rank(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

function bindParams(
  parts: Part[],
  segments: readonly string[],
  except: RouteSpec['except'],
): PathParams | null {
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    if ('rest' in part) {
      if (segments.length <= index) return null;
      params['*'] = segments.slice(index).join('/');
      return params;
    }
    const segment = segments[index];
    if (segment === undefined) return null;
    if ('literal' in part) {
      if (segment !== part.literal) return null;
    } else {
      if (except?.[part.param]?.includes(segment)) return null;
      params[part.param] = segment;
    }
  }
  return segments.length === parts.length ? params : null;
}

export class Router<R extends RouteSpec> {
  private readonly routes: Compiled<R>[];

  /** Routes of equal specificity are tried in the order given. */
  constructor(routes: readonly R[]) {
    this.routes = routes
      .map((route) => ({ route, parts: compile(route.pattern) }))
      .sort((a, b) => bySpecificity(a.parts, b.parts));
  }

  /** The most specific route whose pattern fits the segments and whose method is the request's. */
  match(method: string, segments: readonly string[]): RouteMatch<R> {
    let patternFits = false;
    for (const { route, parts } of this.routes) {
      const params = bindParams(parts, segments, route.except);
      if (!params) continue;
      if (route.method === method || route.method === '*') return { route, params };
      patternFits = true;
    }
    return { route: null, reason: patternFits ? 'method-not-allowed' : 'not-found' };
  }
}
