/** The state a guard sends to /signin so the person comes back after signing in. */
export interface SignInRedirectState {
  from: { pathname: string; search?: string; hash?: string };
}

export function signInRedirectState(location: {
  pathname: string;
  search: string;
  hash: string;
}): SignInRedirectState {
  return { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
}

/** The path (with query and hash) a guard redirected from, read from untrusted history state. */
export function redirectFromPath(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const from: unknown = state.from;
  if (typeof from !== 'object' || from === null || !('pathname' in from)) return null;
  const { pathname } = from;
  if (typeof pathname !== 'string') return null;
  const search = 'search' in from && typeof from.search === 'string' ? from.search : '';
  const hash = 'hash' in from && typeof from.hash === 'string' ? from.hash : '';
  return `${pathname}${search}${hash}`;
}
