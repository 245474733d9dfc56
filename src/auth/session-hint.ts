/**
 * Whether supabase-js would find a session when it starts: one stored under `storageKey`, or one
 * arriving in the URL from an e-mail link (the implicit flow puts `access_token`, or an error, in
 * the fragment or the query). When neither is there the visitor is signed out, and the client
 * need not load until they act.
 */
export function sessionMayExist(
  storage: { getItem(key: string): string | null },
  storageKey: string,
  url: Pick<URL, 'hash' | 'search'>,
): boolean {
  if (storage.getItem(storageKey) !== null) return true;
  const params = [new URLSearchParams(url.hash.replace(/^#/, '')), new URLSearchParams(url.search)];
  return params.some(
    (found) =>
      found.has('access_token') || found.has('error_description') || found.has('error_code'),
  );
}
