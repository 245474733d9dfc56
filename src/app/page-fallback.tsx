import { Spinner } from '@/components/ui/spinner';

/**
 * Shown while a lazily loaded page arrives. It fills the viewport so the footer starts below the
 * fold and the page's arrival does not push visible content around.
 */
export function PageFallback() {
  return (
    <div className="flex min-h-screen items-start justify-center pt-24">
      <Spinner />
    </div>
  );
}
