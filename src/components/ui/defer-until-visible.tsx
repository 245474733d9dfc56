import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

export interface DeferUntilVisibleProps {
  /** Shown in the meantime, and while lazy children load; give it the content's height so nothing shifts. */
  placeholder: ReactNode;
  /** How far ahead of the viewport to start, as a CSS margin. */
  rootMargin?: string;
  children: ReactNode;
}

/**
 * Renders its children once they come near the viewport, so code and data for content below the
 * fold are not fetched on the first load. Without IntersectionObserver it renders them at once.
 * Lazy children suspend inside it, showing the same placeholder until their code arrives.
 */
export function DeferUntilVisible({
  placeholder,
  rootMargin = '400px 0px',
  children,
}: DeferUntilVisibleProps) {
  const anchor = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = anchor.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
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
