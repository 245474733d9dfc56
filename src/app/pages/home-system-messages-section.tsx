import { lazy, Suspense } from 'react';
import { DeferUntilVisible } from '@/components/ui/defer-until-visible';
import { Skeleton } from '@/components/ui/skeleton';

// Loads as the section nears the viewport, in a chunk of its own: the first load stays as it was.
const SystemMessagesSection = lazy(() =>
  import('@/features/site/system-messages/system-messages-section').then((module) => ({
    default: module.SystemMessagesSection,
  })),
);

function SectionFallback() {
  return <Skeleton className="h-96 w-full" />;
}

/** The home page's demo of the system messages a person may see. */
export function HomeSystemMessagesSection() {
  return (
    <section aria-labelledby="home-messages-title" className="bg-white py-16">
      <div className="mx-auto max-w-3xl px-4">
        <h2 id="home-messages-title" className="mb-8 text-center text-3xl font-bold text-slate-900">
          Mensajes del sistema
        </h2>
        <DeferUntilVisible placeholder={<SectionFallback />}>
          <Suspense fallback={<SectionFallback />}>
            <SystemMessagesSection />
          </Suspense>
        </DeferUntilVisible>
      </div>
    </section>
  );
}
