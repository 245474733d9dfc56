/**
 * 'Mis transportistas': the shipper's trusted carriers, who see a listing published 'Primero a
 * mis transportistas' before anyone else. Added from a past shipment or a proposal, removed here.
 */
import { useQuery } from '@tanstack/react-query';
import { errorMapper } from '@/lib/data-errors';
import { nullableNumber } from '@/lib/nullable-number';
import { unwrap } from '@/lib/query-result';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

export const networkKeys = {
  all: ['network'] as const,
};

export interface NetworkMember {
  transporterId: string;
  name: string;
  verified: boolean;
  ratingAverage: number | null;
  ratingCount: number;
  addedAt: string;
}

const networkError = errorMapper({
  raised: {
    not_allowed: 'Solo un dador puede agregar transportistas a su red.',
    network_limit: 'Tu red ya tiene 200 transportistas: quitá alguno primero.',
  },
});

export async function fetchNetwork(client: AppSupabaseClient = supabase): Promise<NetworkMember[]> {
  const rows = unwrap(await client.rpc('my_network'), networkError);
  return rows.map((row) => ({
    transporterId: row.transporter_id,
    name: row.carrier_name,
    verified: row.verified,
    // avg() of no rows is null, whatever the generated type says.
    ratingAverage: nullableNumber(row.rating_average as number | null),
    ratingCount: row.rating_count,
    addedAt: row.created_at,
  }));
}

export function useNetwork(enabled = true) {
  return useQuery({ queryKey: networkKeys.all, queryFn: () => fetchNetwork(), enabled });
}

function useNetworkMutation(run: (transporterId: string) => Promise<void>) {
  return useInvalidatingMutation(run, [networkKeys.all]);
}

export function useAddToNetwork() {
  return useNetworkMutation(async (transporterId) => {
    unwrap(
      await supabase.rpc('add_to_my_network', { p_transporter_id: transporterId }),
      networkError,
    );
  });
}

export function useRemoveFromNetwork() {
  return useNetworkMutation(async (transporterId) => {
    unwrap(
      await supabase.from('shipper_network').delete().eq('transporter_id', transporterId),
      networkError,
    );
  });
}
