import { unwrap } from '@/lib/query-result';
import type { AppSupabaseClient } from '@/lib/supabase';
import { adminError } from './errors';

export interface PersonName {
  name: string;
  email: string;
}

/** Names and e-mails of the given users (admins read every profile), by id. */
export async function fetchProfileNames(
  ids: readonly string[],
  client: AppSupabaseClient,
): Promise<Record<string, PersonName>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return {};
  const data = unwrap(
    await client.from('profiles').select('id, name, email').in('id', unique),
    adminError,
  );
  return Object.fromEntries(data.map((row) => [row.id, { name: row.name, email: row.email }]));
}
