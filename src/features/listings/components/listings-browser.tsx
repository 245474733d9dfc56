import { lazy, Suspense, useDeferredValue } from 'react';
import { useAuth } from '@/auth';
import { LoadMore } from '@/components/ui/load-more';
import { Spinner } from '@/components/ui/spinner';
import { useProposalCounts } from '@/features/proposals';
import { ReconnectingNotice } from '@/components/ui/reconnecting-notice';
import { useMarketLive } from '../api/live-listings';
import { LISTINGS_COUNT_LIMIT, useListingsSearch } from '../api/search-listings';
import type { ApplyLabel } from './listing-role-actions';
import { useListingFilters } from '../use-listing-filters';
import { AdvancedFilters } from './advanced-filters';
import { ListingCard } from './listing-card';
import { ListingCardSkeletonGrid } from './listing-card-skeleton';
import { listingGridClassName } from './listing-grid';
import { ListingsEmptyState } from './listings-empty-state';
import { ListingsSearchBar } from './listings-search-bar';
import { ListingsSortSelect } from './listings-sort-select';
import { QueryErrorState, StaleDataNotice } from '@/components/ui/query-error-state';
import { criteriaFromFilters } from '../alerts/criteria';
import { useHydrated } from '@/lib/use-hydrated';

// Only a signed-in transporter can save an alert: nobody else loads its code.
const SaveAlertButton = lazy(() =>
  import('../alerts/components/save-alert-button').then((m) => ({ default: m.SaveAlertButton })),
);

/** The count is exact up to LISTINGS_COUNT_LIMIT; the database counts no further. */
export function resultCountText(total: number): string {
  if (total > LISTINGS_COUNT_LIMIT) {
    return `Más de ${LISTINGS_COUNT_LIMIT.toLocaleString('es-AR')} cargas`;
  }
  return total === 1 ? '1 carga encontrada' : `${total} cargas encontradas`;
}

/**
 * The listings browser: search, sort and Filtros avanzados kept in the URL, the pending
 * listings the database returns for them, a page at a time with Cargar más.
 */
export function ListingsBrowser({ applyLabel = 'Aplicar Ahora' }: { applyLabel?: ApplyLabel }) {
  const { userRole } = useAuth();
  const hydrated = useHydrated();
  const { filters, updateFilters } = useListingFilters();
  const query = useListingsSearch(filters);
  const live = useMarketLive(LISTINGS_COUNT_LIMIT);
  // Results render as a transition: a page of cards arriving at once yields to the person's input
  // (and to the browser) every few milliseconds instead of holding the main thread.
  const data = useDeferredValue(query.data);
  const listings = data?.pages.flatMap((page) => page.listings) ?? [];
  // How many transporters offered on each card, in one request for every card on screen.
  const counts = useProposalCounts(listings.map((listing) => listing.id));
  const total = data?.pages[0]?.total ?? 0;

  return (
    <div className="@container space-y-4">
      {/* The search box, sort and filters, like a Form: no input before hydration, which would
          set the controls over it. */}
      <div inert={!hydrated} className="space-y-4">
        <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
          <ListingsSearchBar
            value={filters.search}
            onSearch={(search) => updateFilters({ search })}
          />
          <ListingsSortSelect value={filters.sort} onChange={(sort) => updateFilters({ sort })} />
        </div>
        <AdvancedFilters filters={filters} onChange={updateFilters} />
      </div>

      <div className="flex min-h-8 flex-wrap items-center justify-between gap-2">
        <p aria-live="polite" className="text-sm text-slate-600">
          {query.isSuccess && data ? resultCountText(total) : ''}
        </p>
        <ReconnectingNotice state={live} />
        {userRole === 'transporter' ? (
          <Suspense fallback={null}>
            <SaveAlertButton criteria={criteriaFromFilters(filters)} />
          </Suspense>
        ) : null}
      </div>

      <StaleDataNotice query={query} />
      {query.isError && query.data === undefined ? (
        <QueryErrorState title="No se pudieron cargar los listados de carga" query={query} />
      ) : data === undefined ? (
        <ListingCardSkeletonGrid />
      ) : listings.length === 0 ? (
        <ListingsEmptyState />
      ) : (
        <>
          <ul className={listingGridClassName}>
            {listings.map((listing) => (
              <li key={listing.id} className="flex">
                <ListingCard
                  listing={listing}
                  proposalCount={counts.data?.[listing.id] ?? 0}
                  applyLabel={applyLabel}
                />
              </li>
            ))}
          </ul>
          <LoadMore query={query} errorTitle="No se pudieron cargar más listados" />
          {query.isFetching && !query.isFetchingNextPage ? (
            <Spinner className="py-2" label="Actualizando listados…" />
          ) : null}
        </>
      )}
    </div>
  );
}
