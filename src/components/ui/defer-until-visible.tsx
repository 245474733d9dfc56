import { Suspense, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

const neverChanges = () => () => {};
const hasIntersectionObserver = () => typeof IntersectionObserver !== 'undefined';
// The server (prerender) and the hydrating browser assume an observer: both show the placeholder.
const assumeObserver = () => true;

export interface DeferUntilVisibleProps {
  /** Shown in the meantime, and while lazy children load; give it the content's height so nothing shifts. */
  placeholder: ReactNode;
  /** How far ahead of the viewport to start, as a CSS margin. */
  rootMargin?: string;
  children: ReactNode;
}

/**
 * Renders its children once they come near the viewport, so code and data for content below the
 * fold are not fetched on the first load. Without IntersectionObserver it renders them at once
 * (after hydration, on a prerendered page, whose server had no observer either).
 * Lazy children suspend inside it, showing the same placeholder until their code arrives.
 */
export function DeferUntilVisible({
  placeholder,
  rootMargin = '400px 0px',
  children,
}: DeferUntilVisibleProps) {
  const anchor = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  const canObserve = useSyncExternalStore(neverChanges, hasIntersectionObserver, assumeObserver);
  const visible = seen || !canObserve;

  useEffect(() => {
    const element = anchor.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible, rootMargin]);

  return visible ? (
    <Suspense fallback={placeholder}>{children}</Suspense>
  ) : (
    <div ref={anchor}>{placeholder}</div>
  );
}
