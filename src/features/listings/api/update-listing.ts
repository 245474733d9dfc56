import { unwrap } from '@/lib/query-result';
import { useQueryClient } from '@tanstack/react-query';
import { DataError } from '@/lib/data-errors';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import type { ListingInput } from '../schemas';
import type { Listing } from '../types';
import { listingKeys } from './keys';
import { listingError } from './errors';
import { LISTING_COLUMNS, inputToColumns, rowToListing } from './mappers';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

export const NOT_EDITABLE_MESSAGE =
  'No se pudo guardar: el anuncio no existe, no es tuyo o ya no está pendiente.';

/**
 * Saves the owner's edits to a pending listing. RLS filters the row out for anyone else, so
 * PostgREST updates nothing and returns no row; that is reported as not editable.
 */
export async function updateListing(
  id: string,
  input: ListingInput,
  client: AppSupabaseClient = supabase,
): Promise<Listing> {
  const data = unwrap(
    await client
      .from('cargo_listings')
      .update(inputToColumns(input))
      .eq('id', id)
      .select(LISTING_COLUMNS),
    listingError,
  );
  const row = data[0];
  if (!row) throw new DataError({ code: 'PGRST116' }, NOT_EDITABLE_MESSAGE);
  return rowToListing(row);
}

export function useUpdateListing(id: string) {
  const queryClient = useQueryClient();
  return useInvalidatingMutation(
    async (input: ListingInput) => {
      const listing = await updateListing(id, input);
      // The detail page shows the saved listing at once, before the refetch.
      queryClient.setQueryData(listingKeys.detail(id), listing);
      return listing;
    },
    [listingKeys.all],
  );
}
