import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { nextPageParam } from '@/lib/keyset';
import { supabase } from '@/lib/supabase';
import {
  fetchShipperHistoryPage,
  HISTORY_PAGE_SIZE,
  shipperHistoryCsv,
  type HistoryCursor,
} from './history-fetch';
import { shipperDashboardKeys } from './keys';

/** The shipper's delivered shipments, latest delivery first, a page at a time. */
export function useShipperHistory(userId: string) {
  return useInfiniteQuery({
    queryKey: shipperDashboardKeys.history(userId),
    queryFn: ({ pageParam }) => fetchShipperHistoryPage(pageParam, HISTORY_PAGE_SIZE, supabase),
    initialPageParam: null as HistoryCursor | null,
    getNextPageParam: nextPageParam,
    staleTime: 0,
  });
}

/** 'Exportar CSV': the whole Historial as a file, read page by page. */
export function useExportShipperHistory() {
  return useMutation({ mutationFn: () => shipperHistoryCsv(supabase) });
}
