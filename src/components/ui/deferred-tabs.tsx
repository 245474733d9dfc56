import { lazy, startTransition, Suspense, useCallback, useState, type ReactNode } from 'react';
import type { TabItem } from './listed-tabs';
import { TabsPlaceholder } from './tabs-placeholder';

// Radix Tabs (~9 KB gzip with their helpers) in chunks of their own, off the page's first load.
const ListedTabs = lazy(() =>
  import('./listed-tabs').then((module) => ({ default: module.ListedTabs })),
);

interface Opening {
  value: string;
  focus: boolean;
}

export interface DeferredTabsProps {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly TabItem[];
  defaultValue: string;
  /** Shown in the selected panel until the tabs load; give it the content's height. */
  placeholder: ReactNode;
  className?: string;
  /** How far ahead of the viewport to load the tabs, as a CSS margin. */
  rootMargin?: string;
}

/**
 * Tabs for a page whose first load must stay small: drawn alike without Radix (TabsPlaceholder)
 * until they near the viewport or a visitor reaches a tab first (the Tab key, a click). Radix then
 * loads in a transition, so the placeholder stays until the real tabs replace it, opening on the
 * tab reached and giving it back the focus. Without IntersectionObserver they load at once.
 */
export function DeferredTabs({
  label,
  tabs,
  defaultValue,
  placeholder,
  className,
  rootMargin = '400px 0px',
}: DeferredTabsProps) {
  const [opening, setOpening] = useState<Opening | null>(null);
  const open = (next: (current: Opening | null) => Opening | null) =>
    startTransition(() => setOpening(next));

  const watch = useCallback(
    (node: HTMLDivElement | null) => {
      if (!node) return;
      const near = () =>
        startTransition(() =>
          setOpening((current) => current ?? { value: defaultValue, focus: false }),
        );
      if (typeof IntersectionObserver === 'undefined') {
        near();
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          near();
        },
        { rootMargin },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [defaultValue, rootMargin],
  );

  const drawn = (
    <TabsPlaceholder
      ref={watch}
      label={label}
      tabs={tabs}
      value={defaultValue}
      onReach={(value) => open(() => ({ value, focus: true }))}
      onLeave={() => open((current) => current && { ...current, focus: false })}
      className={className}
    >
      {placeholder}
    </TabsPlaceholder>
  );
  // Mounted from the start with the placeholder inside, so a transition keeps it on screen while
  // Radix loads, rather than swapping in the fallback.
  return (
    <Suspense fallback={drawn}>
      {opening ? (
        <ListedTabs
          label={label}
          tabs={tabs}
          defaultValue={opening.value}
          focus={opening.focus}
          className={className}
        />
      ) : (
        drawn
      )}
    </Suspense>
  );
}
