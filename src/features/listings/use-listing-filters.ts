import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  filtersFromSearchParams,
  filtersToSearchParams,
  type ListingFilters,
} from './listing-filters';

/**
 * The browser's filters, kept in the URL query (defaults left out) so the back button and a
 * shared link restore them. Each change pushes a history entry.
 */
export function useListingFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);
  const updateFilters = useCallback(
    (patch: Partial<ListingFilters>) => {
      setSearchParams((current) =>
        filtersToSearchParams({ ...filtersFromSearchParams(current), ...patch }, current),
      );
    },
    [setSearchParams],
  );
  return { filters, updateFilters };
}
