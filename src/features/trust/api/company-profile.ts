import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/query-result';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import { isUuid } from '@/lib/uuid';
import { toCompanyProfile, type CompanyProfile } from '../company';
import { trustKeys } from './keys';

/**
 * A company's public page (RPC company_profile; public): null for no such shipper or transporter,
 * a malformed id included.
 */
export async function fetchCompanyProfile(
  userId: string,
  client: AppSupabaseClient = supabase,
): Promise<CompanyProfile | null> {
  if (!isUuid(userId)) return null;
  const rows = unwrap(await client.rpc('company_profile', { p_user_id: userId }));
  return rows[0] ? toCompanyProfile(rows[0]) : null;
}

export function useCompanyProfile(userId: string | null | undefined) {
  return useQuery({
    queryKey: trustKeys.company(userId ?? ''),
    queryFn: () => fetchCompanyProfile(userId ?? ''),
    enabled: Boolean(userId),
  });
}
