import { PackagePlus, Search } from 'lucide-react';
import { Suspense } from 'react';
import { DeferUntilVisible } from '@/components/ui/defer-until-visible';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { lazyElement } from '../lazy-element';

// Below the fold: the listings browser and the post form load as the section nears the viewport.
// Each imports its own module (not the feature's index), so the browser does not pull the form.
const listingsBrowser = lazyElement(
  () => import('@/features/listings/components/listings-browser'),
  'ListingsBrowser',
);
const postCargoPanel = lazyElement(
  () => import('@/features/listings/components/post-cargo-panel'),
  'PostCargoPanel',
);

const sectionFallback = <Skeleton className="h-64" />;

/** The home page's two tabs: browse cargo listings / post new cargo. */
export function HomeListingsSection() {
  return (
    <section aria-labelledby="home-listings-title" className="bg-white py-16">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="home-listings-title" className="text-center text-3xl font-bold text-slate-900">
          Cargas disponibles
        </h2>
        <Tabs defaultValue="browse" className="mt-8">
          <TabsList aria-label="Cargas">
            <TabsTrigger value="browse">
              <Search aria-hidden="true" className="h-4 w-4" />
              Buscar cargas
            </TabsTrigger>
            <TabsTrigger value="post">
              <PackagePlus aria-hidden="true" className="h-4 w-4" />
              Publicar carga
            </TabsTrigger>
          </TabsList>
          <TabsContent value="browse">
            <DeferUntilVisible placeholder={sectionFallback}>{listingsBrowser}</DeferUntilVisible>
          </TabsContent>
          <TabsContent value="post">
            <Suspense fallback={sectionFallback}>{postCargoPanel}</Suspense>
          </TabsContent>
        </Tabs>
      </div>
    </section>
  );
}
