import { PackagePlus, Search, type LucideIcon } from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import { DeferredTabs } from '@/components/ui/deferred-tabs';
import type { TabItem } from '@/components/ui/listed-tabs';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyElement } from '../lazy-element';

// Below the fold: the listings browser and the post form load when their tab first shows, which
// is once the section nears the viewport. Each imports its own module (not the feature's index),
// so the browser does not pull the form.
const listingsBrowser = lazyElement(
  () => import('@/features/listings/components/listings-browser'),
  'ListingsBrowser',
);
const postCargoPanel = lazyElement(
  () => import('@/features/listings/components/post-cargo-panel'),
  'PostCargoPanel',
);

const sectionFallback = <Skeleton className="h-64" />;

function tab(value: string, Icon: LucideIcon, text: string, content: ReactNode): TabItem {
  return {
    value,
    label: (
      <>
        <Icon aria-hidden="true" className="h-4 w-4" />
        {text}
      </>
    ),
    content: <Suspense fallback={sectionFallback}>{content}</Suspense>,
  };
}

const tabs: readonly TabItem[] = [
  tab('browse', Search, 'Buscar cargas', listingsBrowser),
  tab('post', PackagePlus, 'Publicar carga', postCargoPanel),
];

/**
 * The home page's two tabs: browse cargo listings / post new cargo. Deferred: the page arrives
 * with them drawn, and Radix Tabs load as they near the viewport, off the first load's budget.
 */
export function HomeListingsSection() {
  return (
    <section aria-labelledby="home-listings-title" className="bg-white py-16">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="home-listings-title" className="text-center text-3xl font-bold text-slate-900">
          Cargas disponibles
        </h2>
        <DeferredTabs
          label="Cargas"
          tabs={tabs}
          defaultValue="browse"
          placeholder={sectionFallback}
          className="mt-8"
        />
      </div>
    </section>
  );
}
