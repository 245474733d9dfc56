import { useEffect, useRef, type ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

export interface ListedTabsProps {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly TabItem[];
  defaultValue: string;
  /** Whether the tab it opens on takes the focus: it replaces a placeholder that had it. */
  focus: boolean;
  className?: string;
}

/** Radix Tabs made from a list of labels and contents: what DeferredTabs loads. */
export function ListedTabs({ label, tabs, defaultValue, focus, className }: ListedTabsProps) {
  const opening = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus) opening.current?.focus();
  }, [focus]);
  return (
    <Tabs defaultValue={defaultValue} className={className}>
      <TabsList aria-label={label}>
        {tabs.map((tab) => (
          <TabsTrigger
            key={tab.value}
            value={tab.value}
            ref={tab.value === defaultValue ? opening : undefined}
          >
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value}>
          {tab.content}
        </TabsContent>
      ))}
    </Tabs>
  );
}
